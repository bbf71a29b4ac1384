import { CheckCircle2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { showErrorAlert, showSuccessAlert } from '../../../components/ui/alert/alert-store';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useAuthStore } from '../../../lib/auth-store';
import {
  federatedActions,
  federatedFailureMessage,
  isFederatedProvider,
  providerNames,
} from '../../../lib/federated-session';
import { useSignInMethods } from '../api/linked-providers';

/** Back from connecting a provider: `?connected=<provider>` or `?federatedError=<code>&provider=<provider>`. */
function useConnectionLanding() {
  const { t } = useTranslation('settings');
  const [params, setParams] = useSearchParams();
  const isHandled = useRef(false);
  useEffect(() => {
    const connected = params.get('connected');
    const failure = params.get('federatedError');
    if (isHandled.current || (!connected && !failure)) return;
    isHandled.current = true;
    setParams({}, { replace: true });
    if (failure) showErrorAlert(federatedFailureMessage(failure, params.get('provider')));
    else if (isFederatedProvider(connected)) {
      showSuccessAlert(t('signInMethods.connectedAlert', { provider: providerNames[connected] }));
    }
  }, [params, setParams, t]);
}

/** D3: a member who signed up with a password connects Google or Apple here, and then signs in with either. */
export function SignInMethods() {
  const { t } = useTranslation('settings');
  const methods = useSignInMethods();
  const googleLoading = useAuthStore((state) => state.googleLoading);
  const appleLoading = useAuthStore((state) => state.appleLoading);
  useConnectionLanding();

  if (methods.isPending) {
    return (
      <div className="space-y-3">
        <Skeleton className="h-11 w-full" />
        <Skeleton className="h-11 w-full" />
      </div>
    );
  }
  if (methods.isError) return <p className="text-sm text-danger-600">{t('signInMethods.failed')}</p>;
  if (methods.data.length === 0) return <p className="text-sm text-ink-500">{t('signInMethods.none')}</p>;

  const isLoading = { 'google.com': googleLoading, 'apple.com': appleLoading };
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
