import { hasPremiumAccess, type CoachState } from '@vitalia/contracts';
import { useTranslation } from 'react-i18next';
import { QueryLoadError } from '../../../components/ui/load-error';
import { ScreenHeader } from '../../../components/ui/screen-header';
import { apiErrorOf } from '../../../lib/api-client';
import { useAuthStore } from '../../../lib/auth-store';
import { useCoachState } from '../api/coach-state';
import { CoachSkeleton } from './coach-skeleton';
import { ScreenUpgradeInvitation } from '../../../components/ui/upgrade-invitation';
import { NeedsChecklist } from './needs-checklist';
import { QuestionsForm } from './questions-form';
import { TargetsCard } from './targets-card';

/** What is missing first, then the targets once there are any, and the questions, always open to change. */
function CoachPlan({ state }: { state: CoachState }) {
  return (
    <div className="space-y-6">
      {state.needs.length > 0 && <NeedsChecklist needs={state.needs} />}
      {state.targets && (
        <div id="coach-targets" className="scroll-mt-24">
          <TargetsCard targets={state.targets} />
        </div>
      )}
      <div id="coach-questions" className="scroll-mt-24">
        <QuestionsForm settings={state.settings} />
      </div>
    </div>
  );
}

/**
 * `/app/coach`: the day's energy and macro targets from the member's own data (issue 16, D9), for Premium members
 * only, as the API is (staff get no exception); everyone else is invited to upgrade without asking the API.
 */
export function CoachScreen() {
  const { t } = useTranslation('coach');
  const isPremium = useAuthStore((state) => hasPremiumAccess(state.profile?.subscription));
  const coach = useCoachState({ isEnabled: isPremium });

  if (!isPremium || (coach.isError && apiErrorOf(coach.error).code === '4003'))
    return <ScreenUpgradeInvitation namespace="coach" />;

  return (
    <div className="mx-auto max-w-2xl">
      <ScreenHeader title={t('title')} description={t('description')} />
      {/* A failed refresh keeps what was read; only a first read that failed has nothing to show. */}
      {coach.data ? (
        <CoachPlan state={coach.data} />
      ) : coach.isError ? (
        <QueryLoadError query={coach} message={t('loadFailed')} />
      ) : (
        <CoachSkeleton />
      )}
    </div>
  );
}
