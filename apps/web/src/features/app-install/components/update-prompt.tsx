import { RefreshCw } from 'lucide-react';
import { Suspense, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { applyUpdate } from '../apply-update';

/** "A new version of Vitalia is ready", with Reload: shown over every screen until the member chooses it. */
export function UpdatePrompt({ onReload }: { onReload: () => void }) {
  const { t } = useTranslation('app-install');
  const [isReloading, setIsReloading] = useState(false);
  return (
    <div className="flex animate-rise items-center gap-3 rounded-card bg-ink-950 p-3 ps-4 text-white shadow-dialog">
      <RefreshCw className="size-5 shrink-0 text-brand-300" aria-hidden="true" />
      <p className="min-w-0 flex-1 text-sm font-medium">{t('update.ready')}</p>
      <Button
        variant="secondary"
        isLoading={isReloading}
        onClick={() => {
          setIsReloading(true);
          onReload();
        }}
      >
        {t('update.reload')}
      </Button>
    </div>
  );
}

/**
 * Its own small root beside the app, so that it shows on any screen (signed in or not) without the layouts knowing.
 * The box is a live region, in the page before its words arrive, so that they are announced. Answers the root it
 * made (null when the prompt already shows): the page never takes it down, a test must.
 */
export function showUpdatePrompt(worker: ServiceWorker): Root | null {
  if (document.getElementById('update-prompt')) return null;
  const host = document.createElement('div');
  host.id = 'update-prompt';
  host.setAttribute('role', 'status');
  // Above the phone's tab bar (3.5 rem and the safe area), at the bottom of the screen on wider ones.
  host.className =
    'fixed inset-x-3 bottom-[calc(4.5rem+env(safe-area-inset-bottom))] z-30 mx-auto max-w-md lg:bottom-6 print:hidden';
  document.body.append(host);
  const root = createRoot(host);
  root.render(
    <Suspense fallback={null}>
      <UpdatePrompt onReload={() => applyUpdate(worker, navigator.serviceWorker, () => location.reload())} />
    </Suspense>,
  );
  return root;
}
