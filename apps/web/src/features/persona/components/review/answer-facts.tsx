import { languageInfo, type Language, type ReviewedAnswer } from '@vitalia/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../../components/ui/cx';

/** A small tag: a language, a source, a state. */
export function Chip({
  children,
  tone = 'plain',
}: {
  children: ReactNode;
  tone?: 'plain' | 'brand' | 'accent' | 'danger';
}) {
  return (
    <span
      className={cx(
        'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold',
        {
          plain: 'bg-ink-100 text-ink-700',
          brand: 'bg-brand-50 text-brand-800',
          accent: 'bg-accent-100 text-accent-600',
          danger: 'bg-danger-50 text-danger-700',
        }[tone],
      )}
    >
      {children}
    </span>
  );
}

/** A language named in its own words and tagged with it, so each reads in its own script. */
export function LanguageChip({ language }: { language: Language }) {
  const { t } = useTranslation('persona');
  return (
    <Chip>
      <span className="sr-only">{t('review.language')}</span>
      <span lang={language}>{languageInfo[language].nativeName}</span>
    </Chip>
  );
}

const statusTone: Record<ReviewedAnswer['status'], 'plain' | 'brand' | 'accent' | 'danger'> = {
  shown: 'plain',
  flagged: 'accent',
  approved: 'brand',
  corrected: 'brand',
  hidden: 'danger',
};

export function StatusChip({ status }: { status: ReviewedAnswer['status'] }) {
  const { t } = useTranslation('persona');
  return <Chip tone={statusTone[status]}>{t(`review.status.${status}`)}</Chip>;
}
