import type { FederatedProvider } from '@vitalia/contracts';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { identityClient } from '../../../lib/identity-client';
import { TermsNotice } from './terms-notice';

// Fetched only when the server offers a provider, after the form is already usable (docs/decisions/005).
const FederatedButtons = lazy(() =>
  import('./federated-buttons').then((module) => ({ default: module.FederatedButtons })),
);

function useConfiguredProviders() {
  const [providers, setProviders] = useState<FederatedProvider[]>([]);
  useEffect(() => {
    let isCurrent = true;
    void identityClient.federatedProviders().then((list) => isCurrent && setProviders(list));
    return () => {
      isCurrent = false;
    };
  }, []);
  return providers;
}

/** The frame every sign-in screen shares: heading, the screen's own content, the providers, the terms line. */
export function AuthScreen({
  title,
  subtitle,
  isSignUp = false,
  children,
}: {
  title: string;
  subtitle: string;
  isSignUp?: boolean;
  children: ReactNode;
}) {
  const providers = useConfiguredProviders();
  return (
    <section
      aria-labelledby="auth-title"
      className="rounded-card bg-white p-6 shadow-card ring-1 ring-ink-100 sm:p-8"
    >
      <h1 id="auth-title" className="text-2xl font-bold tracking-tight text-ink-950 rtl:tracking-normal">
        {title}
      </h1>
      <p className="mt-1.5 text-sm text-ink-500">{subtitle}</p>
      <div className="mt-6">{children}</div>
      {providers.length > 0 && (
        <Suspense fallback={null}>
          <FederatedButtons providers={providers} />
        </Suspense>
      )}
      <TermsNotice isSignUp={isSignUp} />
    </section>
  );
}
