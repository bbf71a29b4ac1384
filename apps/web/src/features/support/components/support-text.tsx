import { ErrorCode, type SupportStatus } from '@vitalia/contracts';
import { Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../components/ui/cx';
import { FormError } from '../../../components/ui/field';
import { isCode } from '../../../lib/api-client';
import { useErrorText } from '../../../lib/form-errors';
import { formatDateTime, formatLongDateOf } from '../../../lib/format';
import { currentLanguage, intlLocale } from '../../../lib/i18n';

/** Days, moments and counts in the reader's language; reading `t` re-renders the caller when the language changes. */
export function useSupportFormat() {
  useTranslation('support');
  const language = currentLanguage();
  const numbers = new Intl.NumberFormat(intlLocale(language));
  return {
    count: (value: number) => numbers.format(value),
    day: (iso: string) => formatLongDateOf(iso, language),
    moment: (iso: string) => formatDateTime(iso, language),
  };
}

const statusTones: Record<SupportStatus, string> = {
  new: 'bg-ink-100 text-ink-700',
  waiting: 'bg-brand-50 text-brand-800',
  solved: 'bg-success-50 text-success-600',
};

/** Where a request stands, in the member's words: sent, answered (the team wrote back), solved. */
export function StatusBadge({ status }: { status: SupportStatus }) {
  const { t } = useTranslation('support');
  return (
    <span
      className={cx(
        'inline-flex shrink-0 items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold',
        statusTones[status],
      )}
    >
      {t(`statuses.${status}`)}
    </span>
  );
}

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
