import type { FederatedProvider } from '@vitalia/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { federatedActions, providerNames, useProviderLoading } from '../../../lib/federated-session';
import { ProviderLogo } from './provider-logo';

/**
 * One button per provider the server is configured for (D3). Below the form, so that buttons arriving a moment
 * later never push a field someone is typing in.
 */
export function FederatedButtons({ providers }: { providers: FederatedProvider[] }) {
  const { t } = useTranslation('auth');
  const isLoading = useProviderLoading();
  const isAnyLoading = Object.values(isLoading).some(Boolean);
  return (
    <div className="mt-6">
      <p className="flex items-center gap-3 text-xs font-medium text-ink-500 before:h-px before:flex-1 before:bg-ink-100 after:h-px after:flex-1 after:bg-ink-100">
        {t('federated.or')}
      </p>
      <div className="mt-4 grid gap-3">
        {providers.map((provider) => (
          <Button
            key={provider}
            variant={provider === 'apple.com' ? 'inverse' : 'secondary'}
            size="lg"
            isFullWidth
            isLoading={isLoading[provider]}
            disabled={isAnyLoading}
            onClick={() => void federatedActions.signInWithProvider(provider)}
          >
            {!isLoading[provider] && <ProviderLogo provider={provider} />}
            {t('federated.continueWith', { provider: providerNames[provider] })}
          </Button>
        ))}
      </div>
    </div>
  );
}
