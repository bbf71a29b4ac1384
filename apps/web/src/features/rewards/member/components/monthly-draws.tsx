import { Ticket } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { QueryLoadError } from '../../../../components/ui/load-error';
import { Skeleton } from '../../../../components/ui/skeleton';
import { useDraws } from '../api/get-draws';
import { DrawCard } from './draw-card';
import type { Announce } from './perks-format';

function DrawsSkeleton() {
  const { t } = useTranslation();
  return (
    <>
      <span className="sr-only" role="status">
        {t('common:loading')}
      </span>
      <div
        className="space-y-3 rounded-card bg-white p-5 shadow-card ring-1 ring-ink-100 sm:p-6"
        role="presentation"
      >
        <Skeleton className="h-6 w-1/2" />
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-11 w-full" />
      </div>
    </>
  );
}

/** The monthly draws (D7), open to every signed-in member: Premium members are in by right, anyone may enter free. */
export function MonthlyDraws({ onAnnounce }: { onAnnounce: Announce }) {
  const { t } = useTranslation('perks');
  const draws = useDraws();

  if (draws.isPending) return <DrawsSkeleton />;
  if (draws.isError) {
    return (
      <QueryLoadError
        query={draws}
        message={t('draws.loadFailed')}
        className="rounded-card bg-white shadow-card ring-1 ring-ink-100"
      />
    );
  }
  if (draws.data.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-card bg-white px-5 py-8 text-center shadow-card ring-1 ring-ink-100">
        <span className="grid size-12 place-items-center rounded-full bg-ink-100 text-ink-500">
          <Ticket className="size-6" aria-hidden="true" />
        </span>
        <p className="font-semibold text-ink-950">{t('draws.empty')}</p>
        <p className="max-w-sm text-sm text-ink-500">{t('draws.emptyHint')}</p>
      </div>
    );
  }
  return (
    <ul className="grid gap-4 lg:grid-cols-2">
      {draws.data.map((draw) => (
        <li key={draw.id}>
          <DrawCard draw={draw} onAnnounce={onAnnounce} />
        </li>
      ))}
    </ul>
  );
}
