import type { ReactNode } from 'react';
import { TermsNotice } from './terms-notice';

/** The frame every sign-in screen shares: heading, the screen's own content, the terms line. */
export function AuthScreen({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
}) {
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
      <TermsNotice />
    </section>
  );
}
