import type { PostState } from '@vitalia/contracts';
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../../components/ui/cx';
import { Field } from '../../../../components/ui/field';
import { useErrorText } from '../../../../lib/form-errors';
import type { PostFormValues } from './post-form-schema';
import { toLocalInput } from './schedule-time';

/** Where the post stands once saved: a draft, out now, or out at a time to come (archived only if it already is). */
export function StateChoice({ current }: { current: PostState | null }) {
  const { t } = useTranslation('feed');
  const errorText = useErrorText();
  const { register, control, formState } = useFormContext<PostFormValues>();
  const state = useWatch({ control, name: 'state' });
  const options: PostState[] = [
    'draft',
    'published',
    'scheduled',
    ...(current === 'archived' ? ['archived' as const] : []),
  ];
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  // A time to come: the picker offers nothing before the next minute (as of opening; the check on saving is exact).
  const [earliest] = useState(() => toLocalInput(new Date(Date.now() + 60_000).toISOString()));

  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-ink-900">{t('composer.stateLegend')}</legend>
      <div className="grid gap-2 sm:grid-cols-3">
        {options.map((option) => (
          <label
            key={option}
            className={cx(
              'flex min-h-11 cursor-pointer items-start gap-3 rounded-control p-3 ring-1 ring-inset',
              state === option ? 'bg-brand-50 ring-brand-500' : 'bg-white ring-ink-200 hover:bg-ink-50',
            )}
          >
            <input type="radio" value={option} className="mt-1 accent-brand-700" {...register('state')} />
            <span>
              <span className="block text-sm font-medium text-ink-900">
                {t(
                  `composer.states.${option === 'published' && current === 'published' ? 'keepPublished' : option}`,
                )}
              </span>
              <span className="block text-xs text-ink-500">{t(`composer.stateHints.${option}`)}</span>
            </span>
          </label>
        ))}
      </div>
      {state === 'scheduled' && (
        <Field
          label={t('composer.publishAt')}
          type="datetime-local"
          min={earliest}
          isLtr
          className="sm:max-w-xs"
          hint={t('composer.timeZone', { zone })}
          error={errorText(formState.errors.publishAt?.message)}
          {...register('publishAt')}
        />
      )}
    </fieldset>
  );
}
