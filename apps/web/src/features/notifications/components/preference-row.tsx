import type { NotificationPreference } from '@vitalia/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorOf } from '../../../lib/api-client';
import { showErrorAlert } from '../../../lib/alert-store';
import { useErrorText } from '../../../lib/form-errors';
import { useSaveNotificationPreference } from '../api/preferences';
import { PreferenceSwitch } from './preference-switch';

type Switches = Pick<NotificationPreference, 'inApp' | 'email' | 'push'>;

/**
 * One kind: where it reaches the member. Each switch saves at once, that kind alone. The push switch is the member's,
 * for every device they subscribed; it waits for this one to be subscribed, and says so (`pushReasonId`). A push is
 * the bell's notification sent on (decision 051): with the bell off for a kind, its push is off too, and says why.
 */
export function PreferenceRow({
  preference,
  canPush,
  pushReasonId,
}: {
  preference: NotificationPreference;
  canPush: boolean;
  pushReasonId: string;
}) {
  const { t } = useTranslation('notifications');
  const errorText = useErrorText();
  const save = useSaveNotificationPreference();
  const labelId = useId();
  const needsBellId = useId();
  // The switches show a change while it is on its way; a failed save drops it, which puts them back as they were.
  const shown = (save.isPending && save.variables.body.kinds[0]) || preference;

  function onChange(change: Partial<Switches>) {
    save.mutate(
      { body: { kinds: [{ ...shown, ...change }] } },
      { onError: (error) => showErrorAlert(errorText(apiErrorOf(error).code) ?? '') },
    );
  }

  return (
    <li className="flex flex-col gap-1 py-3 sm:flex-row sm:items-center sm:justify-between sm:gap-6">
      <div className="min-w-0">
        <p id={labelId} className="text-sm font-medium text-ink-900">
          {t(`preferences.kinds.${preference.kind}`)}
        </p>
        {preference.kind === 'feed_post' && (
          <p className="text-xs text-ink-500">{t('preferences.feedDigestNote')}</p>
        )}
        {canPush && !shown.inApp && (
          <p id={needsBellId} className="text-xs text-ink-500">
            {t('preferences.pushNeedsBell')}
          </p>
        )}
      </div>
      <div className="flex shrink-0 flex-wrap items-center gap-x-6">
        <PreferenceSwitch
          label={t('preferences.inApp')}
          rowLabelId={labelId}
          isOn={shown.inApp}
          onChange={(inApp) => onChange({ inApp })}
        />
        {shown.email === null ? (
          <span className="inline-flex min-h-11 items-center text-sm text-ink-500 sm:w-36">
            {t('preferences.notEmailed')}
          </span>
        ) : (
          <PreferenceSwitch
            label={t('preferences.email')}
            rowLabelId={labelId}
            isOn={shown.email}
            onChange={(email) => onChange({ email })}
          />
        )}
        <PreferenceSwitch
          label={t('preferences.push')}
          rowLabelId={labelId}
          isOn={shown.inApp && (shown.push ?? preference.push)}
          isDisabled={!canPush || !shown.inApp}
          {...(canPush ? (shown.inApp ? {} : { describedBy: needsBellId }) : { describedBy: pushReasonId })}
          onChange={(push) => onChange({ push })}
        />
      </div>
    </li>
  );
}
