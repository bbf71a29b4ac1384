import type { NameDisplay, ProfileUpdate } from '@vitalia/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { cx } from '../../../components/ui/cx';
import { SwitchTrack } from '../../../components/ui/switch-track';
import { apiErrorOf } from '../../../lib/api-client';
import { authActions, useAuthStore } from '../../../lib/auth-store';
import { useErrorText } from '../../../lib/form-errors';

const nameChoices: readonly NameDisplay[] = ['name', 'username'];

/**
 * What other members see of the member on leaderboards, in the feed and in channels (issue 39): the name as first
 * name and initial or as the username, and the picture or the initials. Each choice is saved as it is made.
 */
export function CardChoices() {
  const { t } = useTranslation('profile');
  const errorText = useErrorText();
  const profile = useAuthStore((state) => state.profile);
  const [answer, setAnswer] = useState<{ isError: boolean; text: string } | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  // The choice being saved shows at once (a radio that waits for the server reads as a tap that did nothing).
  const [pending, setPending] = useState<ProfileUpdate>({});
  const headingId = useId();
  const pictureHintId = useId();
  if (!profile) return null;

  const examples: Record<NameDisplay, string> = {
    name: [profile.firstname, profile.lastname ? `${Array.from(profile.lastname)[0]}.` : '']
      .filter(Boolean)
      .join(' '),
    username: profile.username ?? '',
  };

  async function save(changes: ProfileUpdate) {
    setAnswer(null);
    setPending(changes);
    setIsSaving(true);
    try {
      await authActions.updateProfile(changes);
      setAnswer({ isError: false, text: t('card.saved') });
    } catch (error) {
      setAnswer({ isError: true, text: errorText(apiErrorOf(error).code) ?? '' });
    } finally {
      setPending({});
      setIsSaving(false);
    }
  }

  return (
    <Card aria-labelledby={headingId} className="space-y-4" role="region">
      <div>
        <h2 id={headingId} className="text-lg font-semibold text-ink-950">
          {t('card.title')}
        </h2>
        <p className="text-sm text-ink-500">{t('card.description')}</p>
      </div>
      <fieldset disabled={isSaving} className="space-y-2">
        <legend className="mb-2 text-sm font-medium text-ink-900">{t('card.nameLegend')}</legend>
        {nameChoices.map((choice) => (
          <label
            key={choice}
            className={cx(
              'flex min-h-11 cursor-pointer items-center gap-3 rounded-control px-3 py-2 ring-1',
              profile.nameDisplay === choice ? 'bg-brand-50 ring-brand-600' : 'ring-ink-200',
            )}
          >
            <input
              type="radio"
              name="name-display"
              value={choice}
              checked={(pending.nameDisplay ?? profile.nameDisplay) === choice}
              onChange={() => void save({ nameDisplay: choice })}
              className="size-4 accent-brand-700"
            />
            <span className="text-sm text-ink-900">
              {t(`card.names.${choice}`)}
              {examples[choice] && (
                <>
                  {' '}
                  <bdi className="text-ink-500">({examples[choice]})</bdi>
                </>
              )}
            </span>
          </label>
        ))}
      </fieldset>
      <label className="flex min-h-11 cursor-pointer items-center justify-between gap-4">
        <span>
          <span className="block text-sm font-medium text-ink-900">{t('card.showPicture')}</span>
          <span id={pictureHintId} className="block text-xs text-ink-500">
            {t('card.showPictureHint')}
          </span>
        </span>
        <input
          type="checkbox"
          role="switch"
          className="peer sr-only"
          checked={pending.showPicture ?? profile.showPicture}
          disabled={isSaving}
          aria-describedby={pictureHintId}
          onChange={(event) => void save({ showPicture: event.target.checked })}
        />
        <SwitchTrack />
      </label>
      <p className="text-xs text-ink-500">{t('card.minors')}</p>
      <p
        role="status"
        className={cx('min-h-5 text-sm', answer?.isError ? 'text-danger-600' : 'text-brand-700')}
      >
        {answer?.text}
      </p>
    </Card>
  );
}
