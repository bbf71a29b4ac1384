import type { MemberRow, MemberStatus, Role } from '@vitalia/contracts';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../components/ui/cx';
import { Ltr } from '../../../components/ui/ltr';
import { formatDateTime, formatLongDateOf } from '../../../lib/format';
import { currentLanguage, intlLocale } from '../../../lib/i18n';
import { planNameOf } from '../../../lib/plan-name';

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

/**
 * An email address, left to right in every language, that may wrap after its "@" and before a dot when its line is
 * too short (a phone, in Arabic above all), rather than in the middle of a word; only a part longer than the whole
 * line breaks inside.
 */
export function EmailAddress({ email, className }: { email: string; className?: string }) {
  const parts = email.split(/(?<=@)|(?=\.)/);
  return (
    <Ltr className={cx('[overflow-wrap:anywhere]', className)}>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </Ltr>
  );
}

/** A member's plan in a few words: "Premium · Monthly", "Free" in the reader's language, or that they never chose one. */
export function PlanText({ plan }: { plan: MemberRow['plan'] }) {
  const { t } = useTranslation('members-admin');
  if (!plan) return <span className="text-ink-500">{t('plan.none')}</span>;
  return (
    <span>
      <bdi>{planNameOf(t, plan)}</bdi>
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
