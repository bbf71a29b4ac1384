import type { FederatedProvider } from '@vitalia/contracts';
import { CheckCircle2 } from 'lucide-react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { showToast } from '../../../components/ui/toast';
import {
  federatedActions,
  isFederatedProvider,
  providerNames,
  showFederatedFailure,
  useProviderLoading,
} from '../../../lib/federated-session';
import { useResourcesChanged } from '../../../lib/endpoint-queries';
import { useLandingParams } from '../../../lib/use-landing-params';
import { useSignInMethods } from '../api/linked-providers';

const landingNames = ['connected', 'connecting', 'federatedError'] as const;

/**
 * Back from connecting a provider: `?connected=<provider>` (the embedded service linked it), `?connecting=<provider>`
 * (Firebase links it now, from here), or `?federatedError=<code>&provider=<provider>`.
 */
function useConnectionLanding() {
  const { t } = useTranslation('settings');
  const resourcesChanged = useResourcesChanged();
  const onLanding = useCallback(
    (params: URLSearchParams) => {
      const connected = params.get('connected');
      const connecting = params.get('connecting');
      const failure = params.get('federatedError');
      const sayConnected = (provider: FederatedProvider) =>
        showToast({ message: t('signInMethods.connectedAlert', { provider: providerNames[provider] }) });
      if (failure) showFederatedFailure(failure, params.get('provider'));
      else if (isFederatedProvider(connected)) sayConnected(connected);
      else if (isFederatedProvider(connecting)) {
        void federatedActions.completeProviderLink(connecting).then(
          () => {
            sayConnected(connecting);
            void resourcesChanged(['identity']);
          },
          () => undefined,
        );
      }
    },
    [t, resourcesChanged],
  );
  useLandingParams(landingNames, onLanding);
}

/** D3: a member who signed up with a password connects Google or Apple here, and then signs in with either. */
export function SignInMethods() {
  const { t } = useTranslation('settings');
  const methods = useSignInMethods();
  const isLoading = useProviderLoading();
  useConnectionLanding();

  if (methods.status === 'pending') {
    return (
      <div className="space-y-3">
        <Skeleton className="h-11 w-full" />
        <Skeleton className="h-11 w-full" />
      </div>
    );
  }
  if (methods.status === 'error')
    return <p className="text-sm text-danger-600">{t('signInMethods.failed')}</p>;
  if (methods.data.length === 0) return <p className="text-sm text-ink-500">{t('signInMethods.none')}</p>;

  return (
    <ul className="divide-y divide-ink-100">
      {methods.data.map(({ provider, isConnected }) => (
        <li key={provider} className="flex min-h-14 items-center justify-between gap-3 py-2">
          <span className="font-medium text-ink-900">{providerNames[provider]}</span>
          {isConnected ? (
            <span className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700">
              <CheckCircle2 className="size-4" aria-hidden="true" />
              {t('signInMethods.connected')}
            </span>
          ) : (
            <Button
              variant="secondary"
              isLoading={isLoading[provider]}
              aria-label={t('signInMethods.connectProvider', { provider: providerNames[provider] })}
              onClick={() => void federatedActions.connectProvider(provider)}
            >
              {t('signInMethods.connect')}
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
