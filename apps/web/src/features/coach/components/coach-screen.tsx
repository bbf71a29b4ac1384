import type { CoachState } from '@vitalia/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { QueryLoadError } from '../../../components/ui/load-error';
import { ScreenUpgradeInvitation } from '../../../components/ui/upgrade-invitation';
import { useCoachState } from '../api/coach-state';
import { isAccessDenied, useIsPremium } from '../hooks/use-coach-access';
import { CoachFrame } from './coach-frame';
import { CoachSkeleton } from './coach-skeleton';
import { NeedsChecklist } from './needs-checklist';
import { QuestionsForm } from './questions-form';
import { TargetsCard } from './targets-card';
import { WeightSection } from './weight/weight-section';

/**
 * The meals and shopping screens send a member to `/app/coach#coach-questions`; the router does not scroll to a
 * fragment, and the questions only exist once the state is read, so this scrolls there then.
 */
function useScrollToFragment(isReady: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (isReady && hash.length > 1) document.getElementById(hash.slice(1))?.scrollIntoView();
  }, [isReady, hash]);
}

/**
 * What is missing first, then the targets once there are any, the member's weight over time (what the targets follow),
 * and the questions, always open to change.
 */
function CoachPlan({ state }: { state: CoachState }) {
  const hasHealthConsent = !state.needs.includes('healthConsent');
  return (
    <div className="space-y-6">
      {state.needs.length > 0 && <NeedsChecklist needs={state.needs} />}
      {state.targets && (
        <div id="coach-targets" className="scroll-mt-24">
          <TargetsCard targets={state.targets} />
        </div>
      )}
      {hasHealthConsent && (
        <div id="coach-weight" className="scroll-mt-24">
          <WeightSection />
        </div>
      )}
      <div id="coach-questions" className="scroll-mt-24">
        {/* Consent given or withdrawn changes what is asked: the form starts again. */}
        <QuestionsForm
          key={String(hasHealthConsent)}
          settings={state.settings}
          hasHealthConsent={hasHealthConsent}
        />
      </div>
    </div>
  );
}

/**
 * `/app/coach`, the coach's "Today": the day's energy and macro targets from the member's own data (issue 16, D9),
 * for Premium members only, as the API is (staff get no exception); everyone else is invited to upgrade without
 * asking the API.
 */
export function CoachScreen() {
  const { t } = useTranslation('coach');
  const isPremium = useIsPremium();
  const coach = useCoachState({ isEnabled: isPremium });
  useScrollToFragment(coach.data !== undefined);

  if (!isPremium || isAccessDenied(coach)) return <ScreenUpgradeInvitation namespace="coach" />;

  return (
    <CoachFrame>
      {/* A failed refresh keeps what was read; only a first read that failed has nothing to show. */}
      {coach.data ? (
        <CoachPlan state={coach.data} />
      ) : coach.isError ? (
        <QueryLoadError query={coach} message={t('loadFailed')} />
      ) : (
        <CoachSkeleton />
      )}
    </CoachFrame>
  );
}
