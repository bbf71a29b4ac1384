import { zodResolver } from '@hookform/resolvers/zod';
import { supportMessageInput } from '@vitalia/contracts';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../../components/ui/button';
import { FormError } from '../../../../components/ui/field';
import { TextAreaField } from '../../../../components/ui/text-area-field';
import { apiErrorOf } from '../../../../lib/api-client';
import { applyServerErrors, useErrorText } from '../../../../lib/form-errors';

type MessageValues = { message: string };

/**
 * A reply or a note: the contract's schema checks it (8101, 10 to 5,000 characters) before it is sent; once sent the
 * box empties, and a refusal is said in the form, in the words of its code.
 */
export function MessageForm({
  label,
  submitLabel,
  icon,
  aside,
  onSend,
}: {
  label: string;
  submitLabel: string;
  /** Shown before the label while nothing is being sent. */
  icon: ReactNode;
  /** What sending does, said beside the button ("emailed to the member"). */
  aside?: ReactNode;
  onSend: (message: string) => Promise<void>;
}) {
  const errorText = useErrorText();
  const [problem, setProblem] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError, reset } = useForm<MessageValues>({
    resolver: zodResolver(supportMessageInput),
    mode: 'onTouched',
    defaultValues: { message: '' },
  });

  const onSubmit = handleSubmit(async ({ message }) => {
    setProblem(null);
    try {
      await onSend(message);
      reset({ message: '' });
    } catch (error) {
      setProblem(applyServerErrors(apiErrorOf(error), ['message'], setError));
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-3">
      <FormError message={errorText(problem) ?? null} />
      <TextAreaField
        label={label}
        rows={4}
        dir="auto"
        error={errorText(formState.errors.message?.message)}
        {...register('message')}
      />
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
        <Button type="submit" isLoading={formState.isSubmitting} className="shrink-0">
          {!formState.isSubmitting && icon}
          {submitLabel}
        </Button>
        {aside && <p className="text-sm text-ink-500">{aside}</p>}
      </div>
    </form>
  );
}
