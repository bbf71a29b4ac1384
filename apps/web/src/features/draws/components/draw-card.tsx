import { resolveText, type AdminDraw } from '@vitalia/contracts';
import { CalendarClock, Dices, Gift, Ticket, Trophy } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cx } from '../../../components/ui/cx';
import { TextInLanguage } from '../../../components/ui/text-in-language';
import { formatLongDateOf } from '../../../lib/format';
import { currentLanguage, intlLocale } from '../../../lib/i18n';
import { CopyableHash } from './copyable-hash';
import { isFutureMonth, monthFirstDay, monthName } from './draw-text';
import { WinnersTable } from './winners-table';

/**
 * One term and its value. A `<dl>` may hold only `dt`/`dd` pairs, each pair in at most one `div`: the icon sits inside
 * the `dt`, placed beside both lines, so no other wrapper comes between the list and its items.
 */
function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="relative flex min-h-9 min-w-0 flex-col justify-center ps-11.5">
      <dt className="text-xs text-ink-500">
        <span className="absolute start-0 top-1/2 grid size-9 -translate-y-1/2 place-items-center rounded-xl bg-ink-50 text-ink-500">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="truncate text-sm font-semibold text-ink-950">{children}</dd>
    </div>
  );
}

function StatusBadge({ status }: { status: AdminDraw['status'] }) {
  const { t } = useTranslation('draws');
  return (
    <span
      className={cx(
        'inline-flex items-center rounded-full px-2.5 py-1 text-xs font-semibold',
        status === 'open' ? 'bg-accent-100 text-accent-600' : 'bg-brand-50 text-brand-800',
      )}
    >
      {t(`status.${status}`)}
    </span>
  );
}

/** One month's draw: what it gives, where it stands, its proof, and once drawn, who won. */
export function DrawCard({
  draw,
  isRunning,
  isRunDisabled,
  onRun,
}: {
  draw: AdminDraw;
  isRunning: boolean;
  isRunDisabled: boolean;
  onRun: (draw: AdminDraw) => void;
}) {
  const { t } = useTranslation('draws');
  const language = currentLanguage();
  const locale = intlLocale(language);
  const count = new Intl.NumberFormat(locale);
  const headingId = useId();
  const month = monthName(draw.month, locale);
  const isDrawn = draw.status === 'drawn';

  return (
    <Card className="!p-5 sm:!p-6">
      <article aria-labelledby={headingId}>
        <header className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h3 id={headingId} className="text-lg font-semibold text-ink-950">
              {month}
            </h3>
            <p className="mt-0.5 text-xs text-ink-500">
              {isDrawn && draw.drawnAt
                ? t('card.drawnOn', { date: formatLongDateOf(draw.drawnAt, language) })
                : t('card.openedOn', { date: formatLongDateOf(draw.createdAt, language) })}
            </p>
          </div>
          <StatusBadge status={draw.status} />
        </header>

        <dl className="mt-4 grid grid-cols-1 gap-3 min-[26rem]:grid-cols-2 lg:grid-cols-4">
          <Fact icon={<Gift className="size-4" aria-hidden="true" />} label={t('card.prize')}>
            <TextInLanguage value={resolveText(draw.prizeRewardName, language)} />
          </Fact>
          <Fact icon={<Trophy className="size-4" aria-hidden="true" />} label={t('card.winnerCount')}>
            {count.format(draw.winnerCount)}
          </Fact>
          <Fact icon={<Ticket className="size-4" aria-hidden="true" />} label={t('card.freeEntries')}>
            {count.format(draw.freeEntryCount)}
          </Fact>
          {isDrawn && draw.entrantCount !== null && (
            <Fact icon={<Dices className="size-4" aria-hidden="true" />} label={t('card.entrants')}>
              {count.format(draw.entrantCount)}
            </Fact>
          )}
        </dl>

        <section className="mt-5 space-y-3">
          <h4 className="text-sm font-semibold text-ink-950">{t('proof.title')}</h4>
          <div>
            <p className="mb-1 text-xs font-medium text-ink-700">{t('proof.commitment')}</p>
            <CopyableHash value={draw.commitment} copyLabel={t('proof.copyCommitment')} />
            {!isDrawn && <p className="mt-1 text-xs text-ink-500">{t('proof.commitmentHint')}</p>}
          </div>
          {draw.seed && (
            <div>
              <p className="mb-1 text-xs font-medium text-ink-700">{t('proof.seed')}</p>
              <CopyableHash value={draw.seed} copyLabel={t('proof.copySeed')} />
            </div>
          )}
          {draw.entrantListHash && (
            <div>
              <p className="mb-1 text-xs font-medium text-ink-700">{t('proof.entrantListHash')}</p>
              <CopyableHash value={draw.entrantListHash} copyLabel={t('proof.copyEntrantListHash')} />
            </div>
          )}
        </section>

        {isDrawn ? (
          <section className="mt-5">
            <h4 className="mb-2 text-sm font-semibold text-ink-950">{t('winners.title')}</h4>
            <WinnersTable winners={draw.winners} caption={t('winners.caption', { month })} />
          </section>
        ) : (
          <div className="mt-5 flex flex-col gap-3 border-t border-ink-100 pt-4 sm:flex-row sm:items-center sm:justify-between">
            <p className="flex items-start gap-2 text-sm text-ink-700">
              <CalendarClock className="mt-0.5 size-4 shrink-0 text-ink-500" aria-hidden="true" />
              {isFutureMonth(draw.month)
                ? t('card.notBegun', { date: monthFirstDay(draw.month, locale) })
                : t('card.readyHint')}
            </p>
            <Button
              onClick={() => onRun(draw)}
              isLoading={isRunning}
              disabled={isRunDisabled}
              aria-describedby={headingId}
              className="shrink-0"
            >
              {t('card.run')}
            </Button>
          </div>
        )}
      </article>
    </Card>
  );
}
