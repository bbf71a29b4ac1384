import { ErrorCode } from '@vitalia/contracts';
import { Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../../components/ui/field';
import { isCode } from '../../../../lib/api-client';
import { useErrorText } from '../../../../lib/form-errors';

/**
 * Why a message was not sent: a rate limit (7001, five a minute) said calmly, as a wait rather than a fault, with the
 * text kept; anything else in the words of its code.
 */
export function SendProblem({ code }: { code: string | null }) {
  const { t } = useTranslation('support');
  const errorText = useErrorText();
  if (!code) return null;
  if (isCode(code, ErrorCode.tooManyRequests)) {
    return (
      <p
        role="alert"
        className="flex items-start gap-2 rounded-control bg-ink-50 px-3.5 py-2.5 text-sm text-ink-700 ring-1 ring-inset ring-ink-100"
      >
        <Clock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {t('tooMany')}
      </p>
    );
  }
  return <FormError message={errorText(code) ?? null} />;
}
