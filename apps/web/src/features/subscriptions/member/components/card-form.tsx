import type { SandboxCardInput } from '@vitalia/contracts';
import { Lock } from 'lucide-react';
import { forwardRef, type ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { Field } from '../../../../components/ui/field';
import { useErrorText } from '../../../../lib/form-errors';
import { formatCardNumber, formatExpiry, reformatInput } from '../card-format';

/** The top-of-form message: what went wrong with the payment as a whole (a declined card), translated. */
export const PaymentError = forwardRef<HTMLParagraphElement, { message: string | null }>(
  function PaymentError({ message }, ref) {
    if (!message) return null;
    return (
      <p
        ref={ref}
        role="alert"
        tabIndex={-1}
        className="rounded-control bg-danger-50 px-3.5 py-2.5 text-sm font-medium text-danger-700 focus:outline-none"
      >
        {message}
      </p>
    );
  },
);

/**
 * Number, expiry, CVC and name, checked with the contract's schema (the field messages are its codes). Numbers read
 * left to right in every language; the number is grouped in fours and the expiry gets its slash as the member types.
 */
export function CardForm({
  form,
  onSubmit,
  isPaying,
  submitLabel,
  isNewCard = false,
  error,
  terms,
}: {
  form: UseFormReturn<SandboxCardInput>;
  onSubmit: (values: SandboxCardInput) => Promise<void>;
  isPaying: boolean;
  /** "Pay €9.99"; on Billing's card page, "Save card" (and pay what is overdue). */
  submitLabel: string;
  /** Billing's card page: the card replaces the one on file. */
  isNewCard?: boolean;
  error: ReactNode;
  /** What paying commits to, under the button that pays. */
  terms: ReactNode;
}) {
  const { t } = useTranslation('plans');
  const errorText = useErrorText();
  const { register, handleSubmit, formState } = form;
  const cardNumber = register('cardNumber');
  const expiry = register('expiry');

  return (
    <Card className="sm:p-6">
      <section aria-labelledby="card-form-title">
        <h2 id="card-form-title" className="text-lg font-semibold text-ink-950">
          {isNewCard ? t('checkout.card.formTitle') : t('checkout.form.title')}
        </h2>
        <form onSubmit={handleSubmit(onSubmit)} noValidate className="mt-4 space-y-4">
          {error}
          <Field
            label={t('checkout.form.cardNumber')}
            isLtr
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="1234 1234 1234 1234"
            maxLength={23}
            className="[&_input]:font-mono [&_input]:tabular-nums"
            error={errorText(formState.errors.cardNumber?.message)}
            {...cardNumber}
            onChange={(event) => {
              reformatInput(event.target, formatCardNumber);
              return cardNumber.onChange(event);
            }}
          />
          <div className="grid grid-cols-2 gap-3">
            <Field
              label={t('checkout.form.expiry')}
              isLtr
              inputMode="numeric"
              autoComplete="cc-exp"
              placeholder={t('checkout.form.expiryPlaceholder')}
              maxLength={5}
              className="[&_input]:tabular-nums"
              error={errorText(formState.errors.expiry?.message)}
              {...expiry}
              onChange={(event) => {
                const previous = form.getValues('expiry') ?? '';
                reformatInput(event.target, (value) => formatExpiry(value, previous));
                return expiry.onChange(event);
              }}
            />
            <Field
              label={t('checkout.form.cvc')}
              isLtr
              inputMode="numeric"
              autoComplete="cc-csc"
              placeholder="123"
              maxLength={4}
              className="[&_input]:tabular-nums"
              hint={formState.errors.cvc ? undefined : t('checkout.form.cvcHint')}
              error={errorText(formState.errors.cvc?.message)}
              {...register('cvc')}
            />
          </div>
          <Field
            label={t('checkout.form.name')}
            autoComplete="cc-name"
            error={errorText(formState.errors.name?.message)}
            {...register('name')}
          />
          <Button type="submit" size="lg" isFullWidth isLoading={isPaying}>
            {!isPaying && <Lock className="size-4" aria-hidden="true" />}
            {isPaying ? t('checkout.form.paying') : submitLabel}
          </Button>
          {terms}
        </form>
      </section>
    </Card>
  );
}
