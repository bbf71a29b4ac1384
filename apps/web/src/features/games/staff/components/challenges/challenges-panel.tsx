import { resolveText, type Language, type StaffChallenge } from '@vitalia/contracts';
import { CalendarClock, CalendarDays, History, Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../../components/ui/button';
import { Card } from '../../../../../components/ui/card';
import { QueryLoadError } from '../../../../../components/ui/load-error';
import { SectionCard } from '../../../../../components/ui/section-card';
import { SkeletonRows } from '../../../../../components/ui/skeleton';
import { TextInLanguage } from '../../../../../components/ui/text-in-language';
import { formatPercent } from '../../../../../lib/format';
import { currentLanguage, intlLocale } from '../../../../../lib/i18n';
import { useStaffChallenges } from '../../api/staff-challenges';
import { formatMonth, monthOf, nextMonth } from '../../game-calendar';
import type { GamesNotice } from '../games-notice';
import { ChallengeDialog } from './challenge-dialog';

/** "Workouts to complete: 12", "Active time to reach: 10 hours" (a time goal in hours when it is whole hours). */
function useGoalText() {
  const { t } = useTranslation('games-admin');
  return (challenge: StaffChallenge) => {
    if (challenge.metric === 'workouts') {
      return t('challenges.workoutsGoal', {
        value: new Intl.NumberFormat(intlLocale()).format(challenge.goal),
      });
    }
    const isHours = challenge.goal % 60 === 0;
    const value = new Intl.NumberFormat(intlLocale(), {
      style: 'unit',
      unit: isHours ? 'hour' : 'minute',
      unitDisplay: 'long',
    }).format(isHours ? challenge.goal / 60 : challenge.goal);
    return t('challenges.minutesGoal', { value });
  };
}

function Participation({ challenge }: { challenge: StaffChallenge }) {
  const { t } = useTranslation('games-admin');
  const language = currentLanguage();
  const number = new Intl.NumberFormat(intlLocale(language));
  const completed = number.format(challenge.completedCount);
  return (
    <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-500">
      <span>{t('challenges.participants', { count: number.format(challenge.participantCount) })}</span>
      <span>
        {challenge.participantCount > 0
          ? t('challenges.completedShare', {
              count: completed,
              share: formatPercent(
                Math.round((challenge.completedCount / challenge.participantCount) * 100),
                language,
              ),
            })
          : t('challenges.completed', { count: completed })}
      </span>
    </p>
  );
}

function ChallengeTitle({ challenge, className }: { challenge: StaffChallenge; className?: string }) {
  return <TextInLanguage value={resolveText(challenge.title, currentLanguage())} className={className} />;
}

/** This month's or next month's challenge, with what it asks and, once it runs, who takes part. */
function MonthSlot({
  label,
  month,
  challenge,
  isCurrent,
  onEdit,
}: {
  label: string;
  month: string;
  challenge: StaffChallenge | null;
  isCurrent: boolean;
  onEdit: () => void;
}) {
  const { t } = useTranslation('games-admin');
  const goalText = useGoalText();
  const language: Language = currentLanguage();
  return (
    <SectionCard
      icon={isCurrent ? CalendarDays : CalendarClock}
      title={label}
      description={formatMonth(month, language)}
    >
      {challenge ? (
        <div className="space-y-2">
          <ChallengeTitle challenge={challenge} className="block font-semibold break-words text-ink-950" />
          <p className="text-sm text-ink-700">{goalText(challenge)}</p>
          {isCurrent && <Participation challenge={challenge} />}
        </div>
      ) : (
        <p className="text-sm text-ink-500">
          {isCurrent ? t('challenges.notSetThisMonth') : t('challenges.notSet')}
        </p>
      )}
      <div className="mt-4 flex justify-end">
        {challenge ? (
          <Button
            variant="secondary"
            onClick={onEdit}
            aria-label={t('challenges.changeNamed', { month: formatMonth(month, language) })}
          >
            <Pencil className="size-4" aria-hidden="true" />
            {t('challenges.change')}
          </Button>
        ) : (
          <Button
            onClick={onEdit}
            aria-label={t('challenges.setNamed', { month: formatMonth(month, language) })}
          >
            <Plus className="size-4" aria-hidden="true" />
            {t('challenges.set')}
          </Button>
        )}
      </div>
    </SectionCard>
  );
}

function PastChallenges({ challenges }: { challenges: readonly StaffChallenge[] }) {
  const { t } = useTranslation('games-admin');
  const goalText = useGoalText();
  const language = currentLanguage();
  return (
    <SectionCard icon={History} title={t('challenges.past')} description={t('challenges.pastHint')}>
      {challenges.length === 0 ? (
        <p className="text-sm text-ink-500">{t('challenges.pastEmpty')}</p>
      ) : (
        <ul className="divide-y divide-ink-100">
          {challenges.map((challenge) => (
            <li key={challenge.id} className="space-y-1 py-3 first:pt-0 last:pb-0">
              <p className="text-xs font-medium text-ink-500">{formatMonth(challenge.month, language)}</p>
              <ChallengeTitle challenge={challenge} className="block font-medium break-words text-ink-950" />
              <p className="text-sm text-ink-700">{goalText(challenge)}</p>
              <Participation challenge={challenge} />
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}

/** The challenges tab: this month's and next month's challenge to set or change, and how the past ones went. */
export function ChallengesPanel({ onNotice }: { onNotice: (notice: GamesNotice) => void }) {
  const { t } = useTranslation('games-admin');
  const challenges = useStaffChallenges();
  const [now] = useState(() => new Date());
  const thisMonth = monthOf(now);
  const comingMonth = nextMonth(thisMonth);
  const [target, setTarget] = useState<{ month: string; challenge: StaffChallenge | null } | null>(null);

  if (challenges.isPending) {
    return <SkeletonRows label={t('challenges.loading')} rows={3} cells={['h-36 w-full rounded-card']} />;
  }
  if (challenges.isError) {
    return (
      <Card>
        <QueryLoadError query={challenges} message={t('challenges.loadFailed')} />
      </Card>
    );
  }
  const of = (month: string) => challenges.data.find((challenge) => challenge.month === month) ?? null;
  const slots = [
    { month: thisMonth, label: t('challenges.thisMonth'), isCurrent: true },
    { month: comingMonth, label: t('challenges.nextMonth'), isCurrent: false },
  ];
  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {slots.map((slot) => (
          <MonthSlot
            key={slot.month}
            label={slot.label}
            month={slot.month}
            challenge={of(slot.month)}
            isCurrent={slot.isCurrent}
            onEdit={() => setTarget({ month: slot.month, challenge: of(slot.month) })}
          />
        ))}
      </div>
      <PastChallenges challenges={challenges.data.filter((challenge) => challenge.month < thisMonth)} />
      <ChallengeDialog
        target={target}
        onClose={() => setTarget(null)}
        onDone={(saved) => {
          setTarget(null);
          onNotice({
            tone: 'success',
            key: 'challenges.saved',
            values: { month: formatMonth(saved.month, currentLanguage()) },
          });
        }}
      />
    </div>
  );
}
