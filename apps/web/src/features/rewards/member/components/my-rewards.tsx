import type { UseQueryResult } from '@tanstack/react-query';
import { isolate, type MemberClaim } from '@vitalia/contracts';
import { Gift, Trophy, TicketCheck } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAlert } from '../../../../lib/alert-store';
import { Button } from '../../../../components/ui/button';
import { cx } from '../../../../components/ui/cx';
import { QueryLoadError } from '../../../../components/ui/load-error';
import { Skeleton } from '../../../../components/ui/skeleton';
import { TextInLanguage } from '../../../../components/ui/text-in-language';
import { apiErrorOf } from '../../../../lib/api-client';
import { useErrorText } from '../../../../lib/form-errors';
import { useReportClaim } from '../api/report-claim';
import { momentDate, type Announce } from './perks-format';
import { PromoCode } from './promo-code';

function SourceBadge({ source }: { source: MemberClaim['source'] }) {
  const { t } = useTranslation('perks');
  const Icon = source === 'draw' ? Trophy : TicketCheck;
  return (
    <span
      className={cx(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-medium',
        source === 'draw' ? 'bg-accent-100 text-accent-600' : 'bg-brand-50 text-brand-800',
      )}
    >
      <Icon className="size-3.5" aria-hidden="true" />
      {t(`mine.source.${source}`)}
    </span>
  );
}

function ClaimItem({
  claim,
  canReport,
  onAnnounce,
}: {
  claim: MemberClaim;
  canReport: boolean;
  onAnnounce: Announce;
}) {
  const { t } = useTranslation('perks');
  const errorText = useErrorText();
  const headingId = useId();
  const report = useReportClaim();

  async function onReport() {
    const isConfirmed = await confirmAlert({
      title: t('mine.reportConfirm.title'),
      message: t('mine.reportConfirm.message', { reward: isolate(claim.rewardName.text) }),
      confirmText: t('mine.reportConfirm.confirm'),
      cancelText: t('mine.reportConfirm.cancel'),
    });
    if (!isConfirmed) return;
    try {
      const { data: replaced } = await report.mutateAsync({ params: { claimId: claim.id } });
      // The button is gone with the old code: the banner takes focus and says what changed.
      onAnnounce({
        tone: 'success',
        text: t('mine.reported', { reward: isolate(replaced.rewardName.text) }),
      });
    } catch (error) {
      onAnnounce({ tone: 'error', text: errorText(apiErrorOf(error).code) ?? '' });
    }
  }

  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col gap-3 rounded-card bg-white p-5 shadow-card ring-1 ring-ink-100"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={headingId} className="font-semibold leading-snug text-ink-950">
            <TextInLanguage value={claim.rewardName} />
          </h3>
          {claim.partner && (
            <p className="text-sm text-ink-500">
              <bdi>{claim.partner}</bdi>
            </p>
          )}
        </div>
        <SourceBadge source={claim.source} />
      </div>
      <PromoCode code={claim.code} expiresAt={claim.expiresAt} />
      <div className="mt-auto flex flex-wrap items-center justify-between gap-x-4 gap-y-2 text-xs text-ink-500">
        <p>
          <time dateTime={claim.claimedAt}>
            {t(claim.source === 'draw' ? 'mine.wonOn' : 'mine.claimedOn', {
              date: momentDate(claim.claimedAt),
            })}
          </time>
          {claim.reportedAt && (
            <>
              {' · '}
              <time dateTime={claim.reportedAt}>
                {t('mine.replacedOn', { date: momentDate(claim.reportedAt) })}
              </time>
            </>
          )}
        </p>
        {claim.canReport && canReport && (
          <Button
            variant="ghost"
            className="-me-2 !min-h-10 !px-2 text-sm"
            isLoading={report.isPending}
            onClick={() => void onReport()}
          >
            {t('mine.report')}
          </Button>
        )}
      </div>
    </article>
  );
}

function MineSkeleton() {
  const { t } = useTranslation();
  return (
    <>
      <span className="sr-only" role="status">
        {t('common:loading')}
      </span>
      <div className="grid gap-4 sm:grid-cols-2" role="presentation">
        {[0, 1].map((index) => (
          <div key={index} className="space-y-3 rounded-card bg-white p-5 shadow-card ring-1 ring-ink-100">
            <Skeleton className="h-5 w-1/2" />
            <Skeleton className="h-14 w-full" />
            <Skeleton className="h-3.5 w-1/3" />
          </div>
        ))}
      </div>
    </>
  );
}

/**
 * Every code the member claimed or won. A code that does not work can be reported once (Premium only): the team is
 * told, and one fresh code replaces it.
 */
export function MyRewards({
  claims,
  isPremium,
  onAnnounce,
}: {
  claims: UseQueryResult<MemberClaim[]>;
  isPremium: boolean;
  onAnnounce: Announce;
}) {
  const { t } = useTranslation('perks');

  if (claims.isPending) return <MineSkeleton />;
  if (claims.isError) {
    return (
      <QueryLoadError
        query={claims}
        message={t('mine.loadFailed')}
        className="rounded-card bg-white shadow-card ring-1 ring-ink-100"
      />
    );
  }
  if (claims.data.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-card bg-white px-5 py-8 text-center shadow-card ring-1 ring-ink-100">
        <span className="grid size-12 place-items-center rounded-full bg-ink-100 text-ink-500">
          <Gift className="size-6" aria-hidden="true" />
        </span>
        <p className="font-semibold text-ink-950">{t('mine.empty')}</p>
        <p className="max-w-sm text-sm text-ink-500">{t('mine.emptyHint')}</p>
      </div>
    );
  }
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {claims.data.map((claim) => (
        <li key={claim.id}>
          <ClaimItem claim={claim} canReport={isPremium} onAnnounce={onAnnounce} />
        </li>
      ))}
    </ul>
  );
}
