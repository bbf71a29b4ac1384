import type { Leaderboard, LeaderboardPeriod, LeaderboardRow } from '@vitalia/contracts';
import { Trophy } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../../../components/ui/card';
import { cx } from '../../../../../components/ui/cx';
import { EmptyState } from '../../../../../components/ui/empty-state';
import { QueryLoadError } from '../../../../../components/ui/load-error';
import { PersonChip } from '../../../../../components/ui/person-card';
import { SkeletonRows } from '../../../../../components/ui/skeleton';
import { Tabs, tabIds, type TabItem } from '../../../../../components/ui/tabs';
import { useLeaderboard } from '../../api/leaderboard';
import { useGameFormat } from '../../hooks/use-game-format';

const podium: Readonly<Record<number, string>> = {
  1: 'bg-accent-400 text-white',
  2: 'bg-ink-300 text-ink-950',
  3: 'bg-accent-100 text-accent-600',
};

function Row({ row }: { row: LeaderboardRow }) {
  const { t } = useTranslation('games');
  const format = useGameFormat();
  return (
    <li
      aria-current={row.isMe ? 'true' : undefined}
      className={cx(
        'flex items-center gap-3 rounded-card px-3 py-2.5',
        row.isMe ? 'bg-brand-50 ring-2 ring-brand-600' : 'bg-white ring-1 ring-ink-100',
      )}
    >
      <span
        className={cx(
          'grid size-8 shrink-0 place-items-center rounded-full text-sm font-bold tabular-nums',
          podium[row.rank] ?? 'text-ink-700',
        )}
      >
        <span className="sr-only">{t('leaderboard.rank')} </span>
        {format.number(row.rank)}
      </span>
      {/* A long name is cut at its own end; "You" always stays in view. A tap opens the member's card. */}
      <div className="flex min-w-0 flex-1 items-center gap-2">
        <PersonChip
          person={row.person}
          avatarClassName="size-10"
          initialsClassName="text-sm"
          nameClassName="font-medium text-ink-950"
          className="min-w-0"
        />
        {row.isMe && (
          <span className="shrink-0 rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
            {t('leaderboard.you')}
          </span>
        )}
      </div>
      <p className="shrink-0 text-sm font-semibold tabular-nums text-ink-950">
        {t('units.pointsCount', { count: row.points, number: format.number(row.points) })}
      </p>
    </li>
  );
}

function Board({ board, isStaff }: { board: Leaderboard; isStaff: boolean }) {
  const { t } = useTranslation('games');
  const format = useGameFormat();
  const isMeListed = board.rows.some((row) => row.isMe);
  const caption =
    board.period === 'month'
      ? t('leaderboard.monthCaption', { month: format.month(board.month) })
      : t('leaderboard.allCaption');

  if (board.rows.length === 0) {
    return <EmptyState icon={Trophy} title={t('leaderboard.empty')} hint={t('leaderboard.emptyHint')} />;
  }
  return (
    <div className="space-y-3">
      <p className="text-sm text-ink-500">{caption}</p>
      <ol className="space-y-2" aria-label={caption}>
        {board.rows.map((row) => (
          <Row key={row.person.id} row={row} />
        ))}
      </ol>
      {board.me && !isMeListed && (
        <div className="space-y-2">
          <p aria-hidden="true" className="text-center text-ink-300">
            ⋯
          </p>
          <p className="text-sm font-medium text-ink-700">{t('leaderboard.yourPlace')}</p>
          <ol>
            <Row row={board.me} />
          </ol>
        </div>
      )}
      {!board.me && (
        <p className="text-sm text-ink-500">
          {isStaff ? t('leaderboard.staff') : t('leaderboard.notRanked')}
        </p>
      )}
    </div>
  );
}

/** The top 50 of the month or of all time; the member's own row stands out, and follows when outside the top. */
export function LeaderboardSection({ isStaff }: { isStaff: boolean }) {
  const { t } = useTranslation('games');
  const [period, setPeriod] = useState<LeaderboardPeriod>('month');
  const board = useLeaderboard(period);
  const items: TabItem<LeaderboardPeriod>[] = [
    { id: 'month', label: t('leaderboard.periods.month') },
    { id: 'all', label: t('leaderboard.periods.all') },
  ];
  return (
    <Card className="space-y-4 !p-5 sm:!p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-ink-950">{t('leaderboard.title')}</h2>
        <Tabs
          label={t('leaderboard.periods.label')}
          prefix="leaderboard"
          items={items}
          selected={period}
          onSelect={setPeriod}
          className="w-full sm:w-auto"
        />
      </div>
      {items.map((item) => {
        const ids = tabIds('leaderboard', item.id);
        const isShown = item.id === period;
        return (
          <div
            key={item.id}
            role="tabpanel"
            id={ids.panel}
            aria-labelledby={ids.tab}
            hidden={!isShown}
            aria-busy={(isShown && board.isPlaceholderData) || undefined}
            className={cx(board.isPlaceholderData && 'opacity-60 transition-opacity')}
          >
            {!isShown ? null : board.data ? (
              <Board board={board.data} isStaff={isStaff} />
            ) : board.isError ? (
              <QueryLoadError query={board} message={t('leaderboard.loadFailed')} />
            ) : (
              <SkeletonRows
                label={t('leaderboard.loading')}
                rows={6}
                cells={['size-8 rounded-full', 'size-10 rounded-full', 'h-4 flex-1', 'h-4 w-16']}
              />
            )}
          </div>
        );
      })}
    </Card>
  );
}
