import { zodResolver } from '@hookform/resolvers/zod';
import {
  activityLevels,
  coachGoals,
  coachSettings,
  trainingLevels,
  type CoachSettings,
} from '@vitalia/contracts';
import { CircleCheck, ShieldCheck, SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { FormError } from '../../../components/ui/field';
import { SectionCard } from '../../../components/ui/section-card';
import { apiErrorOf } from '../../../lib/api-client';
import { applyServerErrors, useErrorText } from '../../../lib/form-errors';
import { useSaveCoachSettings } from '../api/save-coach-settings';
import { ChoiceCards, ChoiceFieldset } from './choice-fieldset';
import { EquipmentChoice } from './equipment-choice';
import { SessionsChoice } from './sessions-choice';

const fields = ['goal', 'activity', 'sessionsPerWeek', 'equipment', 'level'] as const;

/** What saving led to: new targets, or answers kept until the rest of the list is done. */
type Saved = 'targets' | 'needsMore';

/** A first visit owns no equipment until it ticks some: body weight only is an answer, not a missing one. */
const firstAnswers: Partial<CoachSettings> = { equipment: [] };

/** With the health consent, goal and activity are asked as the rest are; without it the API would not keep them. */
const answersWithBody = coachSettings.required({ goal: true, activity: true });

/**
 * The coach's questions in one form and one save, prefilled with the last answers: what the targets rest on (goal,
 * activity, sessions), then what training can use (equipment, level). Goal and activity are health data (D6): without
 * the health consent they are not asked, and training is set up from the rest.
 */
export function QuestionsForm({
  settings,
  hasHealthConsent,
}: {
  settings: CoachSettings | null;
  hasHealthConsent: boolean;
}) {
  const { t } = useTranslation('coach');
  const errorText = useErrorText();
  const save = useSaveCoachSettings();
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState<Saved | null>(null);
  const { register, control, handleSubmit, formState, setError } = useForm<CoachSettings>({
    resolver: zodResolver(hasHealthConsent ? answersWithBody : coachSettings),
    defaultValues: settings ?? firstAnswers,
  });
  const { errors } = formState;

  const onSubmit = handleSubmit(async ({ goal, activity, ...training }) => {
    setFormError(null);
    setSaved(null);
    try {
      const body = hasHealthConsent ? { goal, activity, ...training } : training;
      const { data } = await save.mutateAsync({ body });
      setSaved(data.targets ? 'targets' : 'needsMore');
    } catch (error) {
      setFormError(applyServerErrors(apiErrorOf(error), fields, setError));
    }
  });

  return (
    <SectionCard
      icon={SlidersHorizontal}
      title={t('questions.title')}
      description={t('questions.description')}
    >
      {/* A change after saving makes "Saved" untrue until the next save. */}
      <form onSubmit={onSubmit} onChange={() => setSaved(null)} noValidate className="space-y-6">
        <FormError message={errorText(formError) ?? null} />
        {hasHealthConsent ? (
          <>
            <ChoiceFieldset
              legend={t('questions.goal.legend')}
              hint={t('questions.goal.hint')}
              error={errorText(errors.goal?.message)}
            >
              <ChoiceCards
                options={coachGoals}
                labelOf={(goal) => t(`goals.${goal}.label`)}
                hintOf={(goal) => t(`goals.${goal}.hint`)}
                hasError={Boolean(errors.goal)}
                registration={register('goal')}
                className="sm:grid-cols-2"
              />
            </ChoiceFieldset>
            <ChoiceFieldset
              legend={t('questions.activity.legend')}
              hint={t('questions.activity.hint')}
              error={errorText(errors.activity?.message)}
            >
              <ChoiceCards
                options={activityLevels}
                labelOf={(level) => t(`activity.${level}.label`)}
                hintOf={(level) => t(`activity.${level}.hint`)}
                hasError={Boolean(errors.activity)}
                registration={register('activity')}
              />
            </ChoiceFieldset>
          </>
        ) : (
          <p className="flex items-start gap-2 rounded-card bg-accent-100/60 p-3 text-sm text-ink-700">
            <ShieldCheck className="mt-0.5 size-4 shrink-0 text-accent-600" aria-hidden="true" />
            <span>{t('questions.bodyAfterConsent')}</span>
          </p>
        )}
        <SessionsChoice control={control} />
        <EquipmentChoice control={control} />
        <ChoiceFieldset
          legend={t('questions.level.legend')}
          hint={t('questions.level.hint')}
          error={errorText(errors.level?.message)}
        >
          <ChoiceCards
            options={trainingLevels}
            labelOf={(level) => t(`levels.${level}.label`)}
            hintOf={(level) => t(`levels.${level}.hint`)}
            hasError={Boolean(errors.level)}
            registration={register('level')}
          />
        </ChoiceFieldset>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <Button type="submit" size="lg" isLoading={formState.isSubmitting}>
            {t('questions.save')}
          </Button>
          <div role="status" aria-live="polite" aria-atomic="true">
            {saved && (
              <p className="flex items-start gap-2 text-sm font-medium text-brand-800">
                <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                <span>
                  {saved === 'targets' ? t('questions.saved') : t('questions.savedNeedsMore')}{' '}
                  {saved === 'targets' && (
                    <a href="#coach-targets" className="underline underline-offset-2">
                      {t('questions.seeTargets')}
                    </a>
                  )}
                </span>
              </p>
            )}
          </div>
        </div>
      </form>
    </SectionCard>
  );
}
