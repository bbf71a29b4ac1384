import { BellRing } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { showToast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { useAuthStore } from '../../../lib/auth-store';
import { useErrorText } from '../../../lib/form-errors';
import { canPushHere } from '../api/push-device';
import { isRefusedAtPrompt, usePushDevice } from '../hooks/use-push-device';

/** Per member and browser: offered once, whatever the answer; a member who wants it later has settings. */
export const pushInvitationKey = (uid: string) => `pushInvitation:${uid}`;

function wasOffered(uid: string) {
  try {
    return localStorage.getItem(pushInvitationKey(uid)) !== null;
  } catch {
    // Storage refused (private mode): better never to offer than to offer on every message.
    return true;
  }
}

function rememberOffer(uid: string, answer: 'offered' | 'notNow') {
  try {
    localStorage.setItem(pushInvitationKey(uid), answer);
  } catch {
    // Nothing to keep it in: it is gone for this visit all the same.
  }
}

/**
 * The offer of Web Push after a member's first message (issue 39), never on a page load: only where this browser can
 * push and nobody has answered its prompt yet ('default'), once per member here. Turn on runs settings' own path.
 */
export default function PushInvitation() {
  const { t } = useTranslation('notifications');
  const errorText = useErrorText();
  const uid = useAuthStore((state) => state.user?.uid ?? null);
  const device = usePushDevice();
  const titleId = useId();
  // Decided when the action brought it in: a later answer elsewhere (a block in another tab) must not make it jump.
  const [isEligible] = useState(
    () => !!uid && canPushHere() && Notification.permission === 'default' && !wasOffered(uid),
  );
  const [isDismissed, setIsDismissed] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // 'off' also says this browser has the app's worker: without it, nothing could show a push.
  const isShown = isEligible && !isDismissed && device.state === 'off';

  // Offered once, whatever the answer: ignoring it is an answer too.
  useEffect(() => {
    if (isShown && uid) rememberOffer(uid, 'offered');
  }, [isShown, uid]);

  if (!isShown) return null;

  function onNotNow() {
    rememberOffer(uid!, 'notNow');
    setIsDismissed(true);
  }

  async function onTurnOn() {
    setProblem(null);
    try {
      await device.turnOn();
      showToast({ message: t('push.device.turnedOn') });
      setIsDismissed(true);
    } catch (error) {
      if (isRefusedAtPrompt(error)) return setIsDismissed(true);
      setProblem(error instanceof ApiError ? (errorText(error.code) ?? null) : t('push.device.failed'));
    }
  }

  // Under the header on phones and tablets, where the tab bar and the composer hold the bottom; on a wide screen in
  // the empty corner beside the column, clear of the screen's own actions under the header.
  return (
    <section
      aria-labelledby={titleId}
      className="fixed inset-x-4 top-20 z-30 rounded-card bg-white p-4 shadow-dialog ring-1 ring-ink-100 motion-safe:animate-rise sm:start-auto sm:end-6 sm:w-96 lg:top-auto lg:bottom-6 print:hidden"
    >
      <div className="flex items-start gap-3">
        <span className="grid size-9 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700">
          <BellRing className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1 space-y-1">
          <h2 id={titleId} className="text-sm font-semibold text-ink-950">
            {t('push.invitation.title')}
          </h2>
          <p className="text-sm text-ink-600">{t('push.invitation.text')}</p>
          {problem && (
            <p role="alert" className="text-sm text-danger-700">
              {problem}
            </p>
          )}
        </div>
      </div>
      <div className="mt-3 flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={onNotNow}>
          {t('push.invitation.notNow')}
        </Button>
        <Button isLoading={device.working === 'turningOn'} onClick={() => void onTurnOn()}>
          {t('push.invitation.turnOn')}
        </Button>
      </div>
    </section>
  );
}
