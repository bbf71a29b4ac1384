import { hasPremiumAccess, languageInfo, type MemberDetail, type Payment } from '@vitalia/contracts';
import {
  CreditCard,
  Gift,
  KeyRound,
  MailCheck,
  ShieldAlert,
  Sparkles,
  Trophy,
  UserRound,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { SectionCard } from '../../../components/ui/section-card';
import { formatMoney } from '../../../lib/format';
import { intlLocale } from '../../../lib/i18n';
import { planNameOf } from '../../../lib/plan-name';
import { Ltr } from '../../../components/ui/ltr';
import { Badge, EmailAddress, nameOf, Nothing, RoleBadge, StatusBadge, useMemberFormat } from './member-text';

type Member = MemberDetail['member'];

function Facts({ children }: { children: ReactNode }) {
  return <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">{children}</dl>;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-ink-500">{label}</dt>
      <dd className="mt-0.5 break-words text-sm text-ink-950">{children}</dd>
    </div>
  );
}

function Quiet({ children }: { children: ReactNode }) {
  return <p className="text-sm text-ink-500">{children}</p>;
}

function Moment({ iso, isDay = false }: { iso: string; isDay?: boolean }) {
  const format = useMemberFormat();
  return (
    <time dateTime={iso} className="whitespace-nowrap">
      {isDay ? format.day(iso) : format.moment(iso)}
    </time>
  );
}

export function ProfileSection({ member }: { member: Member }) {
  const { t } = useTranslation('members-admin');
  const language = languageInfo[member.language];
  return (
    <SectionCard icon={UserRound} title={t('profile.title')}>
      <Facts>
        <Fact label={t('profile.name')}>
          <bdi>{nameOf(member)}</bdi>
        </Fact>
        <Fact label={t('profile.username')}>
          {member.username ? <Ltr>@{member.username}</Ltr> : <Nothing />}
        </Fact>
        <Fact label={t('profile.email')}>
          <EmailAddress email={member.email} />
        </Fact>
        <Fact label={t('profile.role')}>
          <RoleBadge role={member.role} />
        </Fact>
        <Fact label={t('profile.language')}>
          <span lang={member.language} dir={language.dir}>
            {language.nativeName}
          </span>
        </Fact>
        <Fact label={t('profile.joined')}>
          <Moment iso={member.createdAt} isDay />
        </Fact>
        <Fact label={t('profile.status')}>
          <span className="flex flex-wrap items-center gap-1.5">
            <StatusBadge status={member.status} />
            {!member.isCompleted && <Badge tone="neutral">{t('profile.incomplete')}</Badge>}
          </span>
        </Fact>
        {member.deletionRequestedAt && (
          <Fact label={t('profile.deletionRequested')}>
            <Moment iso={member.deletionRequestedAt} />
          </Fact>
        )}
      </Facts>
    </SectionCard>
  );
}

type GrantState = 'running' | 'upcoming' | 'ended' | 'revoked';

/**
 * The server stamps a grant's start with its own clock, and a grant offered now starts now: a browser whose clock runs
 * a little behind must not call it upcoming. A grant that follows another starts at least a day away.
 */
const clockSkewMs = 5 * 60_000;

function grantStateOf(grant: MemberDetail['complimentary'][number], asOf: number): GrantState {
  if (grant.revokedAt) return 'revoked';
  if (Date.parse(grant.endsAt) <= asOf) return 'ended';
  return Date.parse(grant.startsAt) > asOf + clockSkewMs ? 'upcoming' : 'running';
}

const grantTones = { running: 'success', upcoming: 'brand', ended: 'neutral', revoked: 'danger' } as const;

/** The member's own plan: its name (Free in the reader's language) and, for a paid one, that it is Premium. */
function OwnPlan({ subscription }: { subscription: NonNullable<MemberDetail['subscription']> }) {
  const { t } = useTranslation('members-admin');
  return (
    <>
      <bdi>{planNameOf(t, { name: subscription.planName, tier: subscription.tier })}</bdi>
      {subscription.tier === 'premium' && <span className="text-ink-500"> · {t('tiers.premium')}</span>}
    </>
  );
}

/**
 * `asOf` is when the answer came (the query's update time), so that a grant just offered is running as soon as the
 * page shows it, and the states move on with every refresh rather than staying as they were when the page opened.
 */
export function SubscriptionSection({ detail, asOf }: { detail: MemberDetail; asOf: number }) {
  const { t } = useTranslation('members-admin');
  const format = useMemberFormat();
  const { subscription, complimentary } = detail;
  const states = complimentary.map((grant) => ({ grant, state: grantStateOf(grant, asOf) }));
  // What the member has now: a grant running gives Premium, unless they pay for it (then none can be offered).
  const offered = hasPremiumAccess(subscription)
    ? null
    : states.find(({ state }) => state === 'running')?.grant;
  return (
    <SectionCard icon={Sparkles} title={t('subscription.title')}>
      {subscription ? (
        <Facts>
          <Fact label={t('subscription.plan')}>
            {offered ? (
              <>
                <span className="flex flex-wrap items-center gap-1.5">
                  <bdi>{t('tiers.premium')}</bdi>
                  <Badge tone="success">
                    {t('subscription.offeredUntil', { date: format.day(offered.endsAt) })}
                  </Badge>
                </span>
                <span className="mt-0.5 block text-xs text-ink-500">
                  {t('subscription.afterwards')} <OwnPlan subscription={subscription} />
                </span>
              </>
            ) : (
              <OwnPlan subscription={subscription} />
            )}
          </Fact>
          <Fact label={t('subscription.status')}>
            <span className="flex flex-wrap items-center gap-1.5">
              <Badge tone={subscription.isActive ? 'success' : 'neutral'}>
                {t(`subscription.statuses.${subscription.status}`)}
              </Badge>
              {subscription.cancelAtPeriodEnd && subscription.status === 'active' && (
                <Badge tone="warning">{t('subscription.endsAtPeriodEnd')}</Badge>
              )}
            </span>
          </Fact>
          <Fact label={t('subscription.periodEnd')}>
            {subscription.currentPeriodEnd ? (
              <Moment iso={subscription.currentPeriodEnd} isDay />
            ) : (
              <Nothing />
            )}
          </Fact>
        </Facts>
      ) : (
        <Quiet>{t('subscription.none')}</Quiet>
      )}
      <h3 className="mt-6 mb-2 text-sm font-semibold text-ink-950">{t('complimentary.title')}</h3>
      {complimentary.length === 0 ? (
        <Quiet>{t('complimentary.none')}</Quiet>
      ) : (
        <ul className="divide-y divide-ink-100">
          {states.map(({ grant, state }) => (
            <li key={grant.id} className="flex flex-wrap items-center justify-between gap-2 py-2.5 text-sm">
              <span className="text-ink-700">
                <Moment iso={grant.startsAt} isDay /> <span aria-hidden="true">→</span>
                <span className="sr-only">{t('complimentary.to')}</span> <Moment iso={grant.endsAt} isDay />
                {grant.revokedAt && (
                  <span className="block text-xs text-ink-500">
                    {t('complimentary.revokedOn')} <Moment iso={grant.revokedAt} />
                  </span>
                )}
              </span>
              <Badge tone={grantTones[state]}>{t(`complimentary.states.${state}`)}</Badge>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}

export function PaymentsSection({
  payments,
  canResend,
  busyPaymentId,
  onResend,
}: {
  payments: Payment[];
  canResend: boolean;
  busyPaymentId: string | null;
  onResend: (payment: Payment) => void;
}) {
  const { t } = useTranslation('members-admin');
  const format = useMemberFormat();
  return (
    <SectionCard icon={CreditCard} title={t('payments.title')} description={t('payments.description')}>
      {payments.length === 0 ? (
        <Quiet>{t('payments.none')}</Quiet>
      ) : (
        <ul className="divide-y divide-ink-100">
          {payments.map((payment) => {
            const isPaid = payment.status === 'succeeded';
            return (
              <li
                key={payment.id}
                className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-4 gap-y-1 py-3 text-sm sm:grid-cols-[8rem_minmax(0,1fr)_7rem_6.5rem_auto]"
              >
                <Ltr className="font-mono text-xs text-ink-700">{payment.number}</Ltr>
                <span className="min-w-0 text-ink-700 max-sm:col-start-1 max-sm:row-start-2">
                  <Moment iso={payment.createdAt} isDay /> · <bdi>{payment.planName}</bdi> ·{' '}
                  {t(`intervals.${payment.planType}`)}
                </span>
                <span className="text-end font-semibold tabular-nums text-ink-950 sm:text-start">
                  <bdi>{formatMoney(payment.amountCents, payment.currency, format.language)}</bdi>
                </span>
                <span className="max-sm:col-start-2 max-sm:row-start-2 max-sm:justify-self-end">
                  <Badge tone={isPaid ? 'success' : 'danger'}>
                    {t(`payments.statuses.${payment.status}`)}
                  </Badge>
                </span>
                <span className="col-span-2 sm:col-span-1 sm:justify-self-end">
                  {isPaid && canResend && (
                    <Button
                      variant="ghost"
                      className="-ms-4 sm:ms-0"
                      isLoading={busyPaymentId === payment.id}
                      aria-label={t('payments.resendNamed', { number: payment.number })}
                      onClick={() => onResend(payment)}
                    >
                      {busyPaymentId !== payment.id && <MailCheck className="size-4" aria-hidden="true" />}
                      {t('payments.resend')}
                    </Button>
                  )}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </SectionCard>
  );
}

export function RewardsSection({ detail }: { detail: MemberDetail }) {
  const { t } = useTranslation('members-admin');
  const format = useMemberFormat();
  const months = new Intl.DateTimeFormat(intlLocale(format.language), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return (
    <SectionCard icon={Gift} title={t('rewards.title')}>
      <h3 className="mb-2 text-sm font-semibold text-ink-950">{t('rewards.claims')}</h3>
      {detail.claims.length === 0 ? (
        <Quiet>{t('rewards.noClaims')}</Quiet>
      ) : (
        <ul className="divide-y divide-ink-100">
          {detail.claims.map((claim, index) => (
            <li key={index} className="flex flex-wrap justify-between gap-2 py-2.5 text-sm">
              <bdi className="font-medium text-ink-950">{claim.rewardName}</bdi>
              <span className="text-ink-500">
                <Moment iso={claim.claimedAt} />
              </span>
            </li>
          ))}
        </ul>
      )}
      <h3 className="mt-6 mb-2 flex items-center gap-1.5 text-sm font-semibold text-ink-950">
        <Trophy className="size-4 text-accent-600" aria-hidden="true" />
        {t('rewards.drawWins')}
      </h3>
      {detail.drawWins.length === 0 ? (
        <Quiet>{t('rewards.noDrawWins')}</Quiet>
      ) : (
        <ul className="divide-y divide-ink-100">
          {detail.drawWins.map((win) => (
            <li key={win.month} className="flex flex-wrap justify-between gap-2 py-2.5 text-sm">
              <time dateTime={win.month} className="font-medium text-ink-950">
                {months.format(new Date(`${win.month}-01T00:00:00Z`))}
              </time>
              <span className="text-ink-700">
                {win.rewardName ? <bdi>{win.rewardName}</bdi> : t('rewards.noPrize')}
              </span>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}

export function ModerationSection({ moderation }: { moderation: MemberDetail['moderation'] }) {
  const { t } = useTranslation('members-admin');
  return (
    <SectionCard icon={ShieldAlert} title={t('moderation.title')}>
      {moderation.length === 0 ? (
        <Quiet>{t('moderation.none')}</Quiet>
      ) : (
        <ul className="divide-y divide-ink-100">
          {moderation.map((event, index) => (
            <li key={index} className="py-2.5 text-sm">
              <p className="flex flex-wrap justify-between gap-2">
                <span className="font-medium text-ink-950">{t(`moderation.kinds.${event.kind}`)}</span>
                <span className="text-ink-500">
                  <Moment iso={event.at} />
                </span>
              </p>
              {event.until && (
                <p className="text-ink-700">
                  {t('moderation.until')} <Moment iso={event.until} />
                </p>
              )}
              {event.reason && (
                <p className="mt-0.5 text-ink-700">
                  {t('moderation.reason')} <bdi>{event.reason}</bdi>
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}

/** Provider ids hold a dot, which the copy reads as a path: each has a plain key. */
const providerKeys = { password: 'password', 'google.com': 'google', 'apple.com': 'apple' } as const;

export function SignInSection({ methods }: { methods: MemberDetail['signInMethods'] }) {
  const { t } = useTranslation('members-admin');
  return (
    <SectionCard icon={KeyRound} title={t('signIn.title')}>
      {methods.length === 0 ? (
        <Quiet>{t('signIn.none')}</Quiet>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {methods.map(({ provider }) => (
            <li key={provider}>
              <Badge tone="neutral">{t(`signIn.providers.${providerKeys[provider]}`)}</Badge>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
