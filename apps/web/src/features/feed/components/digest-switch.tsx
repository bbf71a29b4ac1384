import { Mail } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../components/ui/cx';
import { apiErrorOf } from '../../../lib/api-client';
import { useErrorText } from '../../../lib/form-errors';
import { useDigest, useSetDigest } from '../api/digest';
import { SwitchTrack } from '../../../components/ui/switch-track';

/** The daily email digest, on or off; the switch moves at once and the answer is said beside it. */
export function DigestSwitch() {
  const { t } = useTranslation('feed');
  const errorText = useErrorText();
  const digest = useDigest();
  const setDigest = useSetDigest();
  const hintId = useId();
  const [answer, setAnswer] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  // Each change sends the whole choice, so a second tap while the first is on its way is simply the last word.
  const isOn = setDigest.isPending ? setDigest.variables.body.subscribed : (digest.data?.subscribed ?? false);

  function onChange(subscribed: boolean) {
    setAnswer(null);
    setDigest.mutate(
      { body: { subscribed } },
      {
        onSuccess: ({ data }) =>
          setAnswer({
            tone: 'success',
            text: data.subscribed ? t('digest.turnedOn') : t('digest.turnedOff'),
          }),
        onError: (error) => setAnswer({ tone: 'error', text: errorText(apiErrorOf(error).code) ?? '' }),
      },
    );
  }

  // Nothing to switch until the current choice is known; a failed read leaves the feed itself alone.
  if (!digest.isSuccess) return null;
  return (
    <div className="mb-4 rounded-card bg-white px-4 py-3 shadow-card ring-1 ring-ink-100">
      <label className="flex min-h-11 cursor-pointer items-center justify-between gap-4">
        <span className="flex items-start gap-3">
          <Mail className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
          <span>
            <span className="block text-sm font-medium text-ink-900">{t('digest.label')}</span>
            <span id={hintId} className="block text-xs text-ink-500">
              {t('digest.hint')}
            </span>
          </span>
        </span>
        <input
          type="checkbox"
          role="switch"
          className="peer sr-only"
          checked={isOn}
          aria-describedby={hintId}
          onChange={(event) => onChange(event.target.checked)}
        />
        <SwitchTrack />
      </label>
      <p
        role="status"
        className={cx('text-xs', answer?.tone === 'error' ? 'text-danger-700' : 'text-success-600')}
      >
        {answer?.text}
      </p>
    </div>
  );
}
