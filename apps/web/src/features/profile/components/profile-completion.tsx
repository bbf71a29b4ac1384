import type { HealthProfileInput } from '@vitalia/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { showToast } from '../../../components/ui/toast';
import { authActions } from '../../../lib/auth-store';
import { useSaveHealthProfile } from '../api/save-health-profile';
import { HealthForm } from './health-form';
import { ProfileForm, type ProfileChanges } from './profile-form';
import { StepIndicator } from './step-indicator';

interface PendingProfile {
  changes: ProfileChanges;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/**
 * D6 completion in two steps: about you, then the optional health step. The guard leaves this screen the moment the
 * profile is complete, so step 1 only checks its values and the profile is saved last, after the health data.
 */
export function ProfileCompletion() {
  const { t } = useTranslation('health');
  const [step, setStep] = useState<1 | 2>(1);
  const pending = useRef<PendingProfile | null>(null);
  const progressRef = useRef<HTMLParagraphElement>(null);
  const hasMoved = useRef(false);
  const saveHealth = useSaveHealthProfile();

  // Each step change is announced and brings the top of the new step into view (phones keep the old scroll).
  useEffect(() => {
    if (hasMoved.current) progressRef.current?.focus();
    hasMoved.current = true;
  }, [step]);

  function onContinue(changes: ProfileChanges) {
    return new Promise<void>((resolve, reject) => {
      pending.current = { changes, resolve, reject };
      setStep(2);
    });
  }

  function onBack() {
    pending.current?.resolve();
    pending.current = null;
    setStep(1);
  }

  /** Saves the profile last: once it is complete the guard moves on. A refusal (a taken username) goes back to step 1. */
  async function finish(health: HealthProfileInput | null) {
    const current = pending.current;
    if (!current) return;
    if (health) await saveHealth.mutateAsync({ body: health });
    try {
      await authActions.updateProfile(current.changes);
      // The guard moves on to the plans at once: a toast says it was saved without covering them.
      showToast({ message: t('common:alerts.profileUpdated') });
      current.resolve();
    } catch (error) {
      pending.current = null;
      setStep(1);
      current.reject(error);
    }
  }

  return (
    <>
      <StepIndicator ref={progressRef} current={step} names={[t('steps.about'), t('steps.health')]} />
      <Card>
        {/* Both steps stay mounted: going back and forth keeps what was typed, and a refused save lands on its field. */}
        <div hidden={step !== 1}>
          <ProfileForm onContinue={onContinue} />
        </div>
        <section hidden={step !== 2} aria-labelledby="health-step-title">
          <h2 id="health-step-title" className="text-lg font-semibold text-ink-950">
            {t('step.title')}
          </h2>
          <p className="mt-1 mb-6 text-sm text-ink-500">{t('step.description')}</p>
          <HealthForm
            isEmptySkipped
            onSave={finish}
            submitLabel={t('step.finish')}
            actions={
              <>
                <Button variant="ghost" size="lg" onClick={onBack} className="sm:me-auto">
                  {t('step.back')}
                </Button>
                <Button variant="secondary" size="lg" onClick={() => void finish(null)}>
                  {t('step.skip')}
                </Button>
              </>
            }
          />
        </section>
      </Card>
    </>
  );
}
