import type { SupportStatus } from '@vitalia/contracts';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../components/ui/cx';
import { formatDateTime, formatLongDateOf } from '../../../lib/format';
import { currentLanguage, intlLocale } from '../../../lib/i18n';

/** Who reads the request: the member who wrote it (`support` copy) or the team (`support-inbox` copy). */
export type SupportAudience = 'member' | 'staff';
export const supportCopyOf = { member: 'support', staff: 'support-inbox' } as const satisfies Record<
  SupportAudience,
  string
>;

/**
 * Days, moments, counts and sizes in the reader's language; reading `t` re-renders the caller when the language
 * changes.
 */
export function useSupportFormat(audience: SupportAudience) {
  useTranslation(supportCopyOf[audience]);
  const language = currentLanguage();
  const numbers = new Intl.NumberFormat(intlLocale(language));
  const megabytes = new Intl.NumberFormat(intlLocale(language), {
    style: 'unit',
    unit: 'megabyte',
    // Arabic's short form (م.ب) is rarely seen; people write the word. MB and Mo are what en and fr readers expect.
    unitDisplay: language === 'ar' ? 'long' : 'short',
    maximumFractionDigits: 1,
  });
  return {
    count: (value: number) => numbers.format(value),
    megabytes: (bytes: number) => megabytes.format(bytes / (1024 * 1024)),
    day: (iso: string) => formatLongDateOf(iso, language),
    moment: (iso: string) => formatDateTime(iso, language),
  };
}

/** A new request asks the team for action (accent); to the member who sent it, it is simply sent (quiet). */
const statusTones: Record<SupportAudience, Record<SupportStatus, string>> = {
  member: {
    new: 'bg-ink-100 text-ink-700',
    waiting: 'bg-brand-50 text-brand-800',
    solved: 'bg-success-50 text-success-600',
  },
  staff: {
    new: 'bg-accent-100 text-accent-600',
    waiting: 'bg-brand-50 text-brand-800',
    solved: 'bg-success-50 text-success-600',
  },
};

/** Where a request stands, in its reader's words: the member's "sent, answered, solved", the team's own. */
export function StatusBadge({ status, audience }: { status: SupportStatus; audience: SupportAudience }) {
  const { t } = useTranslation(supportCopyOf[audience]);
  return (
    <span
      className={cx(
        'inline-flex shrink-0 items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold',
        statusTones[audience][status],
      )}
    >
      {t(`statuses.${status}`)}
    </span>
  );
}
