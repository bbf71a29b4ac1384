import type { MemberRow, MemberStatus, Role } from '@vitalia/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../components/ui/cx';
import { formatDateTime, formatLongDateOf } from '../../../lib/format';
import { currentLanguage, intlLocale } from '../../../lib/i18n';

type Named = Pick<MemberRow, 'firstname' | 'lastname' | 'username' | 'email'>;

/** What staff call a member: the name they gave, else their username, else their email. */
export function nameOf(member: Named): string {
  const name = [member.firstname, member.lastname].filter(Boolean).join(' ').trim();
  return name || member.username || member.email;
}

/**
 * Moments in the reader's language and where they are. Reading `t` makes the caller re-render when the language
 * changes.
 */
export function useMemberFormat() {
  useTranslation('members-admin');
  const language = currentLanguage();
  const numbers = new Intl.NumberFormat(intlLocale(language));
  return {
    language,
    count: (value: number) => numbers.format(value),
    day: (iso: string) => formatLongDateOf(iso, language),
    moment: (iso: string) => formatDateTime(iso, language),
  };
}

export type BadgeTone = 'neutral' | 'brand' | 'accent' | 'success' | 'warning' | 'danger';

const toneClasses: Record<BadgeTone, string> = {
  neutral: 'bg-ink-100 text-ink-700',
  brand: 'bg-brand-50 text-brand-800',
  accent: 'bg-accent-100 text-accent-600',
  success: 'bg-success-50 text-success-600',
  warning: 'bg-accent-100 text-accent-600',
  danger: 'bg-danger-50 text-danger-700',
};

export function Badge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return (
    <span
      className={cx(
        'inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold',
        toneClasses[tone],
      )}
    >
      {children}
    </span>
  );
}

const roleTones: Record<Role, BadgeTone> = { karim: 'accent', admin: 'brand', user: 'neutral' };

export function RoleBadge({ role }: { role: Role }) {
  const { t } = useTranslation('members-admin');
  return <Badge tone={roleTones[role]}>{t(`roles.${role}`)}</Badge>;
}

const statusTones: Record<MemberStatus, BadgeTone> = {
  active: 'success',
  cancelled: 'warning',
  lapsed: 'neutral',
  deletion_pending: 'danger',
};

export function StatusBadge({ status }: { status: MemberStatus }) {
  const { t } = useTranslation('members-admin');
  return <Badge tone={statusTones[status]}>{t(`statuses.${status}`)}</Badge>;
}

/** A member's plan in a few words: "Premium · Monthly", "Free", or that they never chose one. */
export function PlanText({ plan }: { plan: MemberRow['plan'] }) {
  const { t } = useTranslation('members-admin');
  if (!plan) return <span className="text-ink-500">{t('plan.none')}</span>;
  return (
    <span>
      <bdi>{plan.name}</bdi>
      {plan.tier === 'premium' && <span className="text-ink-500"> · {t(`intervals.${plan.type}`)}</span>}
    </span>
  );
}

/** Nothing to show in a cell: a dash for the eye, words for a screen reader. */
export function Nothing() {
  const { t } = useTranslation('members-admin');
  return (
    <>
      <span aria-hidden="true" className="text-ink-300">
        —
      </span>
      <span className="sr-only">{t('none')}</span>
    </>
  );
}
