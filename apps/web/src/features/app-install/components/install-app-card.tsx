import { CircleCheck, Share, Smartphone, SquarePlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { SectionCard } from '../../../components/ui/section-card';
import { useInstallApp } from '../hooks/use-install-app';

/** Settings: Vitalia on the home screen — the browser's install offer, the iPhone's Share sheet, or the menu. */
export function InstallAppCard() {
  const { t } = useTranslation('app-install');
  const { state, install } = useInstallApp();
  const [isAsking, setIsAsking] = useState(false);

  async function onInstall() {
    setIsAsking(true);
    try {
      await install();
    } finally {
      setIsAsking(false);
    }
  }

  return (
    <SectionCard icon={Smartphone} title={t('card.title')} description={t('card.description')}>
      {state === 'installed' && (
        <div className="flex items-start gap-3">
          <CircleCheck className="mt-0.5 size-5 shrink-0 text-success-600" aria-hidden="true" />
          <div>
            <p className="font-semibold text-ink-950">{t('card.installed')}</p>
            <p className="text-sm text-ink-500">{t('card.installedDescription')}</p>
          </div>
        </div>
      )}
      {state === 'offered' && (
        <Button isLoading={isAsking} onClick={() => void onInstall()}>
          {t('card.install')}
        </Button>
      )}
      {state === 'ios' && (
        <>
          <p className="mb-3 text-sm text-ink-700">{t('card.ios.intro')}</p>
          <ol className="grid gap-2 text-sm text-ink-900">
            {[
              { Icon: Share, text: t('card.ios.share') },
              { Icon: SquarePlus, text: t('card.ios.addToHomeScreen') },
              { Icon: CircleCheck, text: t('card.ios.add') },
            ].map(({ Icon, text }) => (
              <li key={text} className="flex items-center gap-3">
                <span className="grid size-8 shrink-0 place-items-center rounded-lg bg-ink-50 text-ink-700">
                  <Icon className="size-4" aria-hidden="true" />
                </span>
                {text}
              </li>
            ))}
          </ol>
        </>
      )}
      {state === 'browser-menu' && <p className="text-sm text-ink-700">{t('card.browserMenu')}</p>}
    </SectionCard>
  );
}
