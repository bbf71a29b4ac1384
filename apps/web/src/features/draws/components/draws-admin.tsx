import { isolate, resolveText, type AdminDraw } from '@vitalia/contracts';
import { Dices, Plus } from 'lucide-react';
import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAlert } from '../../../lib/alert-store';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { QueryLoadError } from '../../../components/ui/load-error';
import { NoticeBanner, nextNotice, type Notice } from '../../../components/ui/notice-banner';
import { Skeleton } from '../../../components/ui/skeleton';
import { apiErrorOf } from '../../../lib/api-client';
import { useErrorText } from '../../../lib/form-errors';
import { currentLanguage, intlLocale } from '../../../lib/i18n';
import { useAdminDraws } from '../api/get-draws';
import { useRunDraw } from '../api/run-draw';
import { DrawCard } from './draw-card';
import { monthName } from './draw-text';
import { NewDrawDialog } from './new-draw-dialog';
import { VerifyExplainer } from './verify-explainer';

function DrawsSkeleton() {
  const { t } = useTranslation('draws');
  return (
    <div className="space-y-4">
      <span role="status" className="sr-only">
        {t('loading')}
      </span>
      {[0, 1].map((card) => (
        <Card key={card} className="space-y-4 !p-5 sm:!p-6" aria-hidden="true">
          <div className="flex justify-between gap-3">
            <Skeleton className="h-6 w-40" />
            <Skeleton className="h-6 w-16 rounded-full" />
          </div>
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            <Skeleton className="h-10" />
            <Skeleton className="h-10" />
            <Skeleton className="h-10" />
          </div>
          <Skeleton className="h-10" />
        </Card>
      ))}
    </div>
  );
}

/** `/app/rewards/winner` (D7): the monthly draws, opening one, running it, and how anyone can re-check it. */
export function DrawsAdmin() {
  const { t } = useTranslation('draws');
  const errorText = useErrorText();
  const headingId = useId();
  const draws = useAdminDraws();
  const run = useRunDraw();
  const [isCreating, setIsCreating] = useState(false);
  const [runningId, setRunningId] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const announce = useCallback(
    (next: Omit<Notice, 'id'>) => setNotice((previous) => nextNotice(previous, next)),
    [],
  );
  const locale = intlLocale();
  const count = new Intl.NumberFormat(locale);

  async function onRun(draw: AdminDraw) {
    const month = monthName(draw.month, locale);
    const isConfirmed = await confirmAlert({
      title: t('run.title', { month }),
      message: t('run.message', {
        prize: isolate(resolveText(draw.prizeRewardName, currentLanguage()).text),
        count: count.format(draw.winnerCount),
      }),
      confirmText: t('run.confirm'),
    });
    if (!isConfirmed) return;
    setRunningId(draw.id);
    try {
      const { data: drawn } = await run.mutateAsync({ params: { drawId: draw.id } });
      announce({
        tone: 'success',
        text: t('run.done', { month, count: count.format(drawn.winners.length) }),
      });
    } catch (error) {
      announce({ tone: 'error', text: errorText(apiErrorOf(error).code) ?? '' });
    } finally {
      setRunningId(null);
    }
  }

  function onCreated(draw: AdminDraw) {
    setIsCreating(false);
    announce({ tone: 'success', text: t('create.done', { month: monthName(draw.month, locale) }) });
  }

  function list() {
    if (draws.isPending) return <DrawsSkeleton />;
    if (draws.isError) {
      return (
        <Card className="!p-5 sm:!p-6">
          <QueryLoadError query={draws} message={t('loadFailed')} />
        </Card>
      );
    }
    if (draws.data.length === 0) {
      return (
        <Card className="flex flex-col items-center gap-3 !p-8 text-center">
          <span className="grid size-12 place-items-center rounded-full bg-ink-100 text-ink-500">
            <Dices className="size-6" aria-hidden="true" />
          </span>
          <p className="font-semibold text-ink-950">{t('empty.title')}</p>
          <p className="max-w-sm text-sm text-ink-500">{t('empty.hint')}</p>
          <Button onClick={() => setIsCreating(true)}>
            <Plus className="size-4" aria-hidden="true" />
            {t('empty.action')}
          </Button>
        </Card>
      );
    }
    return (
      <ul className="space-y-4">
        {draws.data.map((draw) => (
          <li key={draw.id}>
            <DrawCard
              draw={draw}
              isRunning={runningId === draw.id}
              isRunDisabled={runningId !== null && runningId !== draw.id}
              onRun={(target) => void onRun(target)}
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0 flex-1">
          <h2 id={headingId} className="text-lg font-semibold text-ink-950">
            {t('title')}
          </h2>
          <p className="mt-0.5 max-w-2xl text-sm text-ink-500">{t('description')}</p>
        </div>
        <Button onClick={() => setIsCreating(true)}>
          <Plus className="size-4" aria-hidden="true" />
          {t('newDraw')}
        </Button>
      </div>
      <NoticeBanner notice={notice} dismissLabel={t('dismiss')} onDismiss={() => setNotice(null)} />
      {list()}
      <VerifyExplainer />
      <NewDrawDialog isOpen={isCreating} onClose={() => setIsCreating(false)} onCreated={onCreated} />
    </section>
  );
}
