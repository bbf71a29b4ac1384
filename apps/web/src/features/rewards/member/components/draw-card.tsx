import type { MemberDraw } from '@vitalia/contracts';
import { Ban, CircleCheck, PartyPopper, Ticket } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { cx } from '../../../../components/ui/cx';
import { TextInLanguage } from '../../../../components/ui/text-in-language';
import { apiErrorOf } from '../../../../lib/api-client';
import { useErrorText } from '../../../../lib/form-errors';
import { useEnterDraw } from '../api/enter-draw';
import { DrawProof } from './draw-proof';
import { countText, monthName, type Announce } from './perks-format';

function TicketLine({ ticket }: { ticket: string }) {
  const { t } = useTranslation('perks');
  return (
    <p className="mt-1 text-sm text-ink-700">
      {t('draws.entry.ticket')}{' '}
      <code dir="ltr" className="break-all font-mono font-semibold text-ink-950">
        {ticket}
      </code>
    </p>
  );
}

/**
 * The entries the member's ticket holds (issue 17): the free one everybody has, and those their month's game points
 * earned. While a weighted draw is open, how to earn more.
 */
function EntriesLine({ draw }: { draw: MemberDraw }) {
  const { t } = useTranslation('perks');
  const entries = draw.myEntries;
  if (!entries) return null;
  // The games are for Premium members: the hint is theirs, not an entrant's by the free way.
  const canEarnMore =
    draw.status === 'open' &&
    draw.method === 'weighted' &&
    draw.entryKind === 'premium' &&
    entries.earned < entries.maxEarned;
  return (
    <>
      <p className="mt-1 text-sm font-medium text-ink-950">
        {entries.earned > 0
          ? t('draws.entry.entries', {
              free: countText(entries.free),
              earned: countText(entries.earned),
              total: countText(entries.total),
            })
          : t('draws.entry.entriesFreeOnly')}
      </p>
      {canEarnMore && (
        <p className="mt-1 text-xs text-ink-700">
          {t('draws.entry.earnMore', {
            points: countText(entries.pointsPerEntry),
            max: countText(entries.maxEarned),
          })}
        </p>
      )}
    </>
  );
}

function EntryState({
  icon,
  tone,
  children,
}: {
  icon: ReactNode;
  tone: 'in' | 'muted';
  children: ReactNode;
}) {
  return (
    <div
      className={cx(
        'flex items-start gap-3 rounded-control p-3.5',
        tone === 'in' ? 'bg-brand-50 text-brand-900' : 'bg-ink-50 text-ink-700',
      )}
    >
      <span className="mt-0.5 shrink-0">{icon}</span>
      <div className="min-w-0 text-sm">{children}</div>
    </div>
  );
}

/** Who is in, and the free way in for anyone who is not (no purchase necessary). */
function Entry({ draw, onAnnounce }: { draw: MemberDraw; onAnnounce: Announce }) {
  const { t } = useTranslation('perks');
  const errorText = useErrorText();
  const enter = useEnterDraw();
  const iconClass = 'size-5';

  if (draw.entryKind === 'staff') {
    return (
      <EntryState tone="muted" icon={<Ban className={iconClass} aria-hidden="true" />}>
        <p className="font-medium">{t('draws.entry.staff')}</p>
      </EntryState>
    );
  }
  if (draw.entryKind === 'premium' || draw.entryKind === 'free') {
    return (
      <EntryState
        tone="in"
        icon={<CircleCheck className={cx(iconClass, 'text-success-600')} aria-hidden="true" />}
      >
        <p className="font-semibold">{t(`draws.entry.${draw.entryKind}`)}</p>
        {draw.myTicket && <TicketLine ticket={draw.myTicket} />}
        <EntriesLine draw={draw} />
      </EntryState>
    );
  }
  if (draw.status === 'drawn') {
    return (
      <EntryState tone="muted" icon={<Ticket className={iconClass} aria-hidden="true" />}>
        <p>{t('draws.entry.missed')}</p>
      </EntryState>
    );
  }

  function onEnter() {
    enter.mutate(
      { params: { drawId: draw.id } },
      {
        onSuccess: ({ data: entered }) =>
          onAnnounce({
            tone: 'success',
            text: t('draws.entry.entered', { month: monthName(entered.month) }),
          }),
        onError: (error) => onAnnounce({ tone: 'error', text: errorText(apiErrorOf(error).code) ?? '' }),
      },
    );
  }

  return (
    <div className="space-y-3 rounded-control bg-ink-50 p-3.5">
      <p className="text-sm text-ink-700">
        {draw.method === 'weighted' ? t('draws.entry.noneWeighted') : t('draws.entry.none')}
      </p>
      <Button isLoading={enter.isPending} onClick={onEnter} className="max-sm:w-full">
        <Ticket className="size-4" aria-hidden="true" />
        {t('draws.entry.enter')}
      </Button>
    </div>
  );
}

function Result({ draw }: { draw: MemberDraw }) {
  const { t } = useTranslation('perks');
  if (draw.hasWon) {
    return (
      <div className="flex items-start gap-3 rounded-control bg-accent-100 p-3.5 text-ink-950">
        <PartyPopper className="mt-0.5 size-5 shrink-0 text-accent-600" aria-hidden="true" />
        <div className="text-sm">
          <p className="font-semibold">{t('draws.won')}</p>
          <p className="mt-0.5 text-ink-700">{t('draws.wonHint')}</p>
        </div>
      </div>
    );
  }
  if (draw.entryKind === 'premium' || draw.entryKind === 'free') {
    return <p className="text-sm text-ink-500">{t('draws.lost')}</p>;
  }
  return null;
}

export function DrawCard({ draw, onAnnounce }: { draw: MemberDraw; onAnnounce: Announce }) {
  const { t } = useTranslation('perks');
  const headingId = useId();
  const isDrawn = draw.status === 'drawn';
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-card bg-white p-5 shadow-card ring-1 ring-ink-100 sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="text-lg font-semibold leading-snug text-ink-950">
          {t('draws.name', { month: monthName(draw.month) })}
        </h3>
        <span
          className={cx(
            'rounded-full px-2.5 py-1 text-xs font-medium',
            isDrawn ? 'bg-ink-100 text-ink-700' : 'bg-brand-50 text-brand-800',
          )}
        >
          {t(`draws.status.${draw.status}`)}
        </span>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3">
        <div className="col-span-2 sm:col-span-1">
          <dt className="text-xs text-ink-500">{t('draws.prize')}</dt>
          <dd className="font-medium text-ink-950">
            {/* Each part isolated: "Calm streaming, 3 months free · Calm+" must not be reordered in Arabic. */}
            <TextInLanguage value={draw.prizeRewardName} />
            {draw.prizePartner && (
              <>
                {' · '}
                <bdi>{draw.prizePartner}</bdi>
              </>
            )}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-ink-500">{t('draws.winners')}</dt>
          <dd className="font-medium tabular-nums text-ink-950">{countText(draw.winnerCount)}</dd>
        </div>
        {draw.entrantCount !== null && (
          <div>
            <dt className="text-xs text-ink-500">{t('draws.entrants')}</dt>
            <dd className="font-medium tabular-nums text-ink-950">{countText(draw.entrantCount)}</dd>
          </div>
        )}
      </dl>
      {isDrawn && <Result draw={draw} />}
      <Entry draw={draw} onAnnounce={onAnnounce} />
      <DrawProof draw={draw} />
    </article>
  );
}
