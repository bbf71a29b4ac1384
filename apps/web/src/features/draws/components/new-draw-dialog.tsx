import { zodResolver } from '@hookform/resolvers/zod';
import {
  drawCreate,
  ErrorCode,
  isolate,
  maxDrawWinners,
  rewardTextIn,
  type AdminDraw,
} from '@vitalia/contracts';
import { TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Field } from '../../../components/ui/field';
import { SelectField } from '../../../components/ui/select-field';
import { FormDialog, FormDialogPanel } from '../../../components/ui/form-dialog';
import { QueryLoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { apiErrorOf, isCode } from '../../../lib/api-client';
import { applyServerErrors, useErrorText } from '../../../lib/form-errors';
import { currentLanguage, intlLocale } from '../../../lib/i18n';
import { useCreateDraw } from '../api/create-draw';
import { usePrizeRewards } from '../api/get-prize-rewards';
import { currentDrawMonth } from './draw-text';

/** The form holds what was typed; the contract's own schema decides (a `YYYY-MM` month, 1 to 100 winners). */
const drawForm = z
  .object({ month: z.string(), prizeRewardId: z.string(), winnerCount: z.string() })
  .transform(({ month, prizeRewardId, winnerCount }): z.input<typeof drawCreate> => ({
    month: month.trim(),
    prizeRewardId,
    winnerCount: /^\s*\d+\s*$/.test(winnerCount) ? Number(winnerCount) : Number.NaN,
  }))
  .pipe(drawCreate);

type DrawFormInput = z.input<typeof drawForm>;
type DrawFormOutput = z.output<typeof drawForm>;

const fields = ['month', 'prizeRewardId', 'winnerCount'] as const;

function NewDrawForm({ onClose, onCreated }: { onClose: () => void; onCreated: (draw: AdminDraw) => void }) {
  const { t } = useTranslation('draws');
  const errorText = useErrorText();
  const count = new Intl.NumberFormat(intlLocale());
  const rewards = usePrizeRewards();
  const create = useCreateDraw();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError, control } = useForm<
    DrawFormInput,
    unknown,
    DrawFormOutput
  >({
    resolver: zodResolver(drawForm),
    mode: 'onTouched',
    defaultValues: { month: currentDrawMonth(), prizeRewardId: '', winnerCount: '1' },
  });
  const { errors } = formState;
  const [prizeRewardId, winnerCount] = useWatch({ control, name: ['prizeRewardId', 'winnerCount'] });
  const prize = rewards.data?.find((reward) => reward.id === prizeRewardId);
  const isShort = prize !== undefined && prize.stock.available < Number(winnerCount);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      onCreated((await create.mutateAsync({ body: values })).data);
    } catch (failure) {
      const error = apiErrorOf(failure);
      // The month taken is the month field's problem, whether or not the server names the field.
      if (isCode(error.code, ErrorCode.drawMonthTaken)) {
        setError('month', { message: error.code }, { shouldFocus: true });
        return;
      }
      setFormError(applyServerErrors(error, fields, setError));
    }
  });

  // The form's own checks get the field's advice; a month already taken gets the server's words.
  const fieldError = (name: (typeof fields)[number], advice: string) => {
    if (!errors[name]) return undefined;
    const { message } = errors[name];
    return isCode(message, ErrorCode.drawMonthTaken) ? errorText(message) : advice;
  };

  function prizeField() {
    if (rewards.isPending) {
      return (
        <div aria-hidden="true">
          <Skeleton className="mb-1.5 h-4 w-28" />
          <Skeleton className="h-12" />
        </div>
      );
    }
    if (rewards.isError) {
      return (
        <QueryLoadError
          query={rewards}
          message={t('create.rewardsFailed')}
          className="rounded-control bg-ink-50 py-4"
        />
      );
    }
    if (rewards.data.length === 0) {
      return (
        <p className="rounded-control bg-ink-50 px-3.5 py-3 text-sm text-ink-700">{t('create.noRewards')}</p>
      );
    }
    return (
      <SelectField
        label={t('create.prize')}
        error={fieldError('prizeRewardId', t('create.errors.prize'))}
        hint={prize ? t('create.prizeStock', { count: count.format(prize.stock.available) }) : undefined}
        {...register('prizeRewardId')}
      >
        <option value="">{t('create.prizePlaceholder')}</option>
        {rewards.data.map((reward) => {
          // An option holds plain text only: isolates keep an English name and its partner whole in Arabic.
          const name = isolate(rewardTextIn(reward, 'name', currentLanguage()).text);
          return (
            <option key={reward.id} value={reward.id}>
              {reward.partner ? `${name} · ${isolate(reward.partner)}` : name}
            </option>
          );
        })}
      </SelectField>
    );
  }

  return (
    <FormDialogPanel
      title={t('create.title')}
      closeLabel={t('create.close')}
      cancelLabel={t('create.cancel')}
      submitLabel={t('create.submit')}
      error={errorText(formError)}
      isSubmitting={formState.isSubmitting}
      isSubmitDisabled={!rewards.data || rewards.data.length === 0}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <Field
        label={t('create.month')}
        type="month"
        isLtr
        // Where the browser has no month picker, this is a text box: the placeholder shows the shape.
        placeholder={currentDrawMonth()}
        hint={t('create.monthHint')}
        error={fieldError('month', t('create.errors.month'))}
        {...register('month')}
      />
      {prizeField()}
      <Field
        label={t('create.winnerCount')}
        type="number"
        inputMode="numeric"
        min={1}
        max={maxDrawWinners}
        step={1}
        isLtr
        hint={t('create.winnerCountHint', { max: count.format(maxDrawWinners) })}
        error={fieldError(
          'winnerCount',
          t('create.errors.winnerCount', { max: count.format(maxDrawWinners) }),
        )}
        {...register('winnerCount')}
      />
      {isShort && (
        <p className="flex items-start gap-2 rounded-control bg-accent-100 px-3.5 py-3 text-sm text-ink-900">
          <TriangleAlert className="mt-0.5 size-4 shrink-0 text-accent-600" aria-hidden="true" />
          {t('create.shortStock')}
        </p>
      )}
    </FormDialogPanel>
  );
}

/** Opening a month's draw. The form is mounted afresh on each opening, so it starts from this month again. */
export function NewDrawDialog({
  isOpen,
  onClose,
  onCreated,
}: {
  isOpen: boolean;
  onClose: () => void;
  onCreated: (draw: AdminDraw) => void;
}) {
  return (
    <FormDialog isOpen={isOpen} onClose={onClose}>
      {isOpen && <NewDrawForm onClose={onClose} onCreated={onCreated} />}
    </FormDialog>
  );
}
