import type { RewardCategory } from '@vitalia/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../../components/ui/cx';
import { Ltr } from '../../../../components/ui/ltr';
import { currentLanguage, intlLocale } from '../../../../lib/i18n';

/**
 * Numbers, moments and calendar days in the reader's language. Reading `t` makes the caller re-render when the
 * language changes.
 */
export function useRewardFormat() {
  useTranslation('rewards');
  const locale = intlLocale(currentLanguage());
  const numbers = new Intl.NumberFormat(locale);
  const days = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  const calendarDays = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  return {
    count: (value: number) => numbers.format(value),
    /** A share from 0 to 1, as a whole percentage. */
    percent: (share: number) => new Intl.NumberFormat(locale, { style: 'percent' }).format(share),
    /** A moment (createdAt, usedAt) as the day it fell on where the reader is. */
    moment: (iso: string) => days.format(new Date(iso)),
    /** A partner's expiry, a calendar date: read as that day everywhere, not as UTC midnight. */
    day: (isoDate: string) => calendarDays.format(new Date(`${isoDate}T00:00:00Z`)),
    fileSize: (bytes: number) =>
      new Intl.NumberFormat(locale, {
        style: 'unit',
        unit: bytes >= 1024 * 1024 ? 'megabyte' : 'kilobyte',
        maximumFractionDigits: 1,
      }).format(bytes >= 1024 * 1024 ? bytes / (1024 * 1024) : Math.max(bytes / 1024, 0.1)),
  };
}

/** A promo code: monospaced, so look-alike characters (O and 0, l and 1) can be told apart. */
export function CodeText({ children, className }: { children: string; className?: string }) {
  return <Ltr className={cx('font-mono text-[0.8125rem] break-all text-ink-950', className)}>{children}</Ltr>;
}

export function CategoryBadge({ category }: { category: RewardCategory }) {
  const { t } = useTranslation('rewards');
  return (
    <span className="inline-flex items-center rounded-full bg-ink-100 px-2.5 py-0.5 text-xs font-medium text-ink-700">
      {t(`category.${category}`)}
    </span>
  );
}

export type BadgeTone = 'neutral' | 'success' | 'warning' | 'danger';

const toneClasses: Record<BadgeTone, string> = {
  neutral: 'bg-ink-100 text-ink-700',
  success: 'bg-success-50 text-success-600',
  warning: 'bg-accent-100 text-accent-600',
  danger: 'bg-danger-50 text-danger-700',
};

export function Badge({ tone, children, title }: { tone: BadgeTone; children: ReactNode; title?: string }) {
  return (
    <span
      title={title}
      className={cx(
        'inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold',
        toneClasses[tone],
      )}
    >
      {children}
    </span>
  );
}
