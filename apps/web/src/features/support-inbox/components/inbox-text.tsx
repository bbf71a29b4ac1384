import type { SupportStatus } from '@vitalia/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../components/ui/cx';
import { formatDateTime, formatLongDateOf } from '../../../lib/format';
import { currentLanguage, intlLocale } from '../../../lib/i18n';

/** Days, moments and counts in the reader's language; reading `t` re-renders the caller when the language changes. */
export function useInboxFormat() {
  useTranslation('support-inbox');
  const language = currentLanguage();
  const numbers = new Intl.NumberFormat(intlLocale(language));
  return {
    count: (value: number) => numbers.format(value),
    day: (iso: string) => formatLongDateOf(iso, language),
    moment: (iso: string) => formatDateTime(iso, language),
  };
}

const statusTones: Record<SupportStatus, string> = {
  new: 'bg-accent-100 text-accent-600',
  waiting: 'bg-brand-50 text-brand-800',
  solved: 'bg-success-50 text-success-600',
};

export function StatusBadge({ status }: { status: SupportStatus }) {
  const { t } = useTranslation('support-inbox');
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

/** Words standing in for a missing value ("Unassigned"), quieter than the values around them. */
export function Quiet({ children }: { children: ReactNode }) {
  return <span className="text-ink-500">{children}</span>;
}
