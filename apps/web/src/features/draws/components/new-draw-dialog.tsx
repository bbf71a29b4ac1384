import { zodResolver } from '@hookform/resolvers/zod';
import { drawCreate, maxDrawWinners, type AdminDraw, type AdminReward } from '@vitalia/contracts';
import { TriangleAlert, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm, useWatch, type UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { cx } from '../../../components/ui/cx';
import { Field, FormError, inputClasses } from '../../../components/ui/field';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { apiErrorOf } from '../../../lib/api-client';
import { applyServerErrors, useErrorText } from '../../../lib/form-errors';
import { intlLocale } from '../../../lib/i18n';
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

function PrizeSelect({
  rewards,
  error,
  hint,
  registration,
}: {
  rewards: AdminReward[];
  error?: string;
  hint?: string;
  registration: UseFormRegisterReturn<'prizeRewardId'>;
}) {
  const { t } = useTranslation('draws');
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink-900">
        {t('create.prize')}
      </label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error || hint ? messageId : undefined}
        className={cx(inputClasses(Boolean(error)), 'pe-9')}
        {...registration}
      >
        <option value="">{t('create.prizePlaceholder')}</option>
        {rewards.map((reward) => (
          <option key={reward.id} value={reward.id}>
            {reward.partner ? `${reward.name} · ${reward.partner}` : reward.name}
          </option>
        ))}
      </select>
      {(error || hint) && (
        <p id={messageId} className={cx('mt-1.5 text-sm', error ? 'text-danger-600' : 'text-ink-500')}>
          {error ?? hint}
        </p>
      )}
    </div>
  );
}

function NewDrawForm({
  titleId,
  onClose,
  onCreated,
}: {
  titleId: string;
  onClose: () => void;
  onCreated: (draw: AdminDraw) => void;
}) {
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
      onCreated(await create.mutateAsync(values));
    } catch (failure) {
      const error = apiErrorOf(failure);
      // The month taken is the month field's problem, whether or not the server names the field.
      if (error.code === '7509') {
        setError('month', { message: '7509' }, { shouldFocus: true });
        return;
      }
      setFormError(applyServerErrors(error, fields, setError));
    }
  });

  // The form's own checks get the field's advice; a month already taken gets the server's words.
  const fieldError = (name: (typeof fields)[number], advice: string) => {
    if (!errors[name]) return undefined;
    return errors[name].message === '7509' ? errorText('7509') : advice;
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
        <LoadError
          className="rounded-control bg-ink-50 py-4"
          message={t('create.rewardsFailed')}
          detail={errorText(apiErrorOf(rewards.error).code)}
          onRetry={() => void rewards.refetch()}
          isRetrying={rewards.isFetching}
        />
      );
    }
    if (rewards.data.length === 0) {
      return (
        <p className="rounded-control bg-ink-50 px-3.5 py-3 text-sm text-ink-700">{t('create.noRewards')}</p>
      );
    }
    return (
      <PrizeSelect
        rewards={rewards.data}
        error={fieldError('prizeRewardId', t('create.errors.prize'))}
        hint={prize ? t('create.prizeStock', { count: count.format(prize.stock.available) }) : undefined}
        registration={register('prizeRewardId')}
      />
    );
  }

  return (
    <>
      <div className="flex items-center justify-between gap-3 border-b border-ink-100 px-5 py-4 sm:px-6">
        <h2 id={titleId} className="text-lg font-semibold text-ink-950">
          {t('create.title')}
        </h2>
        <button
          type="button"
          onClick={onClose}
          aria-label={t('create.close')}
          className="-me-2 grid size-10 place-items-center rounded-control text-ink-500 hover:bg-ink-100 hover:text-ink-900"
        >
          <X className="size-5" aria-hidden="true" />
        </button>
      </div>
      <form onSubmit={onSubmit} noValidate>
        <div className="space-y-4 px-5 py-5 sm:px-6">
          <FormError message={errorText(formError) ?? null} />
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
        </div>
        <div className="flex flex-col-reverse gap-2 border-t border-ink-100 px-5 py-4 sm:flex-row sm:justify-end sm:px-6">
          <Button variant="ghost" onClick={onClose} disabled={formState.isSubmitting}>
            {t('create.cancel')}
          </Button>
          <Button
            type="submit"
            isLoading={formState.isSubmitting}
            disabled={!rewards.data || rewards.data.length === 0}
          >
            {t('create.submit')}
          </Button>
        </div>
      </form>
    </>
  );
}

/**
 * Opening a month's draw, in a native modal <dialog>: the page behind is inert, Escape closes it, and focus goes back
 * to the button that opened it. The form is mounted afresh on each opening, so it starts from this month again.
 */
export function NewDrawDialog({
  isOpen,
  onClose,
  onCreated,
}: {
  isOpen: boolean;
  onClose: () => void;
  onCreated: (draw: AdminDraw) => void;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const returnFocusRef = useRef<HTMLElement | null>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) {
      returnFocusRef.current = document.activeElement as HTMLElement | null;
      dialog.showModal();
      dialog.querySelector<HTMLInputElement>('input:not([type="hidden"])')?.focus();
    } else if (!isOpen && dialog.open) {
      dialog.close();
      returnFocusRef.current?.focus();
      returnFocusRef.current = null;
    }
  }, [isOpen]);

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg overflow-y-auto rounded-card bg-white p-0 shadow-dialog open:animate-rise"
    >
      {isOpen && <NewDrawForm titleId={titleId} onClose={onClose} onCreated={onCreated} />}
    </dialog>
  );
}
