import { ErrorCode, paths, type CoachNeed, type CoachNotSetUp, type CoachState } from '@vitalia/contracts';
import { ArrowRight, CalendarX2, ListChecks, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryLoadError } from '../../../components/ui/load-error';
import { apiErrorOf, isCode } from '../../../lib/api-client';
import { NeedsChecklist, questionsOnToday } from './needs-checklist';
import { NotSetUp } from './not-set-up';

/** A read of the week's plan (its meals or its shopping), as TanStack Query gives it. */
interface PlanRead<T> {
  data: T | undefined;
  error: unknown;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

function TodayLink() {
  const { t } = useTranslation('coach');
  return (
    <Link to={paths.coach()} className={buttonClasses({ variant: 'secondary' })}>
      {t('plan.toToday')}
      <ArrowRight className="size-4 rtl:-scale-x-100" aria-hidden="true" />
    </Link>
  );
}

/** A plan's answer before the coach can plan: a state, not an error (meals and shopping answer it). */
const isNotSetUp = (data: unknown): data is CoachNotSetUp =>
  typeof data === 'object' && data !== null && (data as { state?: unknown }).state === 'not-set-up';

/**
 * The week's plan, or why there is none in words the member can act on: what the coach still needs (its state's
 * needs, the plan's own "not set up" answer, or 7800), restrictions no week can keep (7801, said as the food list's
 * limit), a week out of reach (7803, back to this week). Anything else failed: said, with a retry.
 */
export function PlanGate<T>({
  coach,
  plan,
  skeleton,
  loadFailed,
  onShowThisWeek,
  blockingNeeds,
  needsDescription,
  children,
}: {
  /** The coach's state read beside the plan, for a plan whose answer does not say what is missing (training). */
  coach?: { data: CoachState | undefined; isPending: boolean };
  plan: PlanRead<T>;
  skeleton: ReactNode;
  loadFailed: string;
  onShowThisWeek: () => void;
  /** The needs this plan waits for; every one by default (meals need the body data, training only the answers). */
  blockingNeeds?: readonly CoachNeed[];
  /** What appears once the needs are met. */
  needsDescription?: string;
  children: (data: Exclude<T, CoachNotSetUp>) => ReactNode;
}) {
  const { t } = useTranslation(['coach', 'errors']);
  const needs = (coach?.data?.needs ?? []).filter((need) => !blockingNeeds || blockingNeeds.includes(need));

  if (needs.length > 0) {
    return (
      <div className="space-y-4">
        <NeedsChecklist
          needs={needs}
          description={needsDescription ?? t('plan.needsDescription')}
          questionsTo={questionsOnToday}
        />
        <div className="flex justify-center">
          <TodayLink />
        </div>
      </div>
    );
  }
  if (isNotSetUp(plan.data)) return <NotSetUp needs={plan.data.needs} />;
  if (plan.data !== undefined) return children(plan.data as Exclude<T, CoachNotSetUp>);
  if (!plan.isError) return skeleton;

  const { code } = apiErrorOf(plan.error);
  if (isCode(code, ErrorCode.coachNeedsAnswers)) {
    // The state says what is missing; until it is read, there is nothing better to show.
    return coach?.isPending ? (
      skeleton
    ) : (
      <EmptyState icon={ListChecks} title={t('errors-app:7800')} action={<TodayLink />} />
    );
  }
  if (isCode(code, ErrorCode.mealPlanImpossible)) {
    return (
      <EmptyState
        icon={SearchX}
        iconClassName="text-accent-600"
        title={t('plan.impossible.title')}
        hint={t('plan.impossible.body')}
        action={
          <Link to={`${paths.profile()}#health`} className={buttonClasses({ variant: 'secondary' })}>
            {t('plan.impossible.action')}
            <ArrowRight className="size-4 rtl:-scale-x-100" aria-hidden="true" />
          </Link>
        }
      />
    );
  }
  if (isCode(code, ErrorCode.weekOutOfRange)) {
    return (
      <EmptyState
        icon={CalendarX2}
        title={t('errors-app:7803')}
        hint={t('plan.outOfRange')}
        action={
          <Button variant="secondary" onClick={onShowThisWeek}>
            {t('plan.toThisWeek')}
          </Button>
        }
      />
    );
  }
  return <QueryLoadError query={plan} message={loadFailed} />;
}
