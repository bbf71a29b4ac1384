import type { Activity } from '@vitalia/contracts';
import { CalendarPlus, ListChecks, Mountain } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../../../components/ui/card';
import { EmptyState } from '../../../../../components/ui/empty-state';
import { QueryLoadError } from '../../../../../components/ui/load-error';
import { NoticeBanner, nextNotice, type Notice } from '../../../../../components/ui/notice-banner';
import { SectionCard } from '../../../../../components/ui/section-card';
import { Skeleton } from '../../../../../components/ui/skeleton';
import { confirmAlert } from '../../../../../lib/alert-store';
import { apiErrorOf } from '../../../../../lib/api-client';
import { useErrorText } from '../../../../../lib/form-errors';
import { useChallenge, useRemoveActivity } from '../../api/challenge';
import { useGameFormat } from '../../hooks/use-game-format';
import { ActivityList } from './activity-list';
import { EditActivityDialog, LogActivityForm } from './activity-form';
import { BadgeList, ChallengeProgress } from './challenge-progress';

function ChallengeSkeleton() {
  const { t } = useTranslation('games');
  return (
    <div className="space-y-4">
      <span role="status" className="sr-only">
        {t('challenge.loading')}
      </span>
      <Card aria-hidden="true" className="space-y-4 !p-5 sm:!p-6">
        <Skeleton className="h-3 w-1/4" />
        <Skeleton className="h-6 w-2/3" />
        <Skeleton className="h-3 w-full rounded-full" />
        <div className="grid grid-cols-4 gap-2">
          <Skeleton className="h-6" />
          <Skeleton className="h-6" />
          <Skeleton className="h-6" />
          <Skeleton className="h-6" />
        </div>
      </Card>
      <Card aria-hidden="true" className="space-y-3 !p-5 sm:!p-6">
        <Skeleton className="h-5 w-1/3" />
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-12 w-full" />
      </Card>
    </div>
  );
}

/**
 * The month's challenge: the progress toward its goal, the form to log an activity, the month's activities (changed
 * or removed within 48 hours) and the badges earned. Without a challenge this month there is nothing to log toward.
 */
export function ChallengeSection() {
  const { t } = useTranslation('games');
  const errorText = useErrorText();
  const format = useGameFormat();
  const challenge = useChallenge();
  const removeActivity = useRemoveActivity();
  const [editing, setEditing] = useState<Activity | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);

  if (challenge.data === undefined) {
    return challenge.isError ? (
      <QueryLoadError query={challenge} message={t('challenge.loadFailed')} />
    ) : (
      <ChallengeSkeleton />
    );
  }
  const state = challenge.data;

  async function onRemove(activity: Activity) {
    const name = t(`activity.types.${activity.type}`);
    const isConfirmed = await confirmAlert({
      title: t('activity.removeConfirm.title'),
      message: t('activity.removeConfirm.message', {
        name,
        duration: format.minutes(activity.durationMinutes),
        day: format.fullDay(activity.day),
      }),
      confirmText: t('activity.removeConfirm.confirm'),
      cancelText: t('activity.cancel'),
    });
    if (!isConfirmed) return;
    try {
      await removeActivity.mutateAsync(activity.id);
      setNotice((previous) => nextNotice(previous, { tone: 'success', text: t('activity.removed') }));
    } catch (error) {
      const text = errorText(apiErrorOf(error).code) ?? '';
      setNotice((previous) => nextNotice(previous, { tone: 'error', text }));
    }
  }

  if (!state.challenge) {
    return (
      <div className="space-y-4">
        <EmptyState
          icon={Mountain}
          title={t('challenge.none.title', { month: format.month(state.month) })}
          hint={t('challenge.none.hint')}
        />
        <BadgeList badges={state.badges} />
      </div>
    );
  }

  return (
    <div className="space-y-4">
      <Card className="!p-5 sm:!p-6">
        <ChallengeProgress challenge={state.challenge} month={state.month} />
      </Card>
      <SectionCard icon={CalendarPlus} title={t('activity.title')} description={t('activity.description')}>
        {/* Said where a member would log a session a second time. */}
        <p className="mb-4 text-sm text-ink-600">{t('activity.coachHint')}</p>
        <LogActivityForm />
      </SectionCard>
      <SectionCard
        icon={ListChecks}
        title={t('activity.listTitle')}
        description={t('activity.listDescription')}
      >
        <div className="space-y-3">
          <NoticeBanner
            notice={notice}
            dismissLabel={t('activity.dismiss')}
            onDismiss={() => setNotice(null)}
          />
          <ActivityList
            activities={state.activities}
            removingId={removeActivity.isPending ? (removeActivity.variables ?? null) : null}
            onEdit={setEditing}
            onRemove={(activity) => void onRemove(activity)}
          />
        </div>
      </SectionCard>
      <BadgeList badges={state.badges} />
      <EditActivityDialog
        activity={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          setNotice((previous) => nextNotice(previous, { tone: 'success', text: t('activity.saved') }));
        }}
      />
    </div>
  );
}
