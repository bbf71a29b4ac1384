import { trainingEquipment, type CoachSettings, type TrainingEquipment } from '@vitalia/contracts';
import { PersonStanding } from 'lucide-react';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../components/ui/cx';
import { useErrorText } from '../../../lib/form-errors';
import { ChoiceFieldset } from './choice-fieldset';

/**
 * What the member can train with, as checkboxes drawn as cards, two a row on a phone. Body weight is not an option:
 * every plan may use it, so ticking nothing is an answer ("body weight only"), said under the options.
 */
export function EquipmentChoice({ control }: { control: Control<CoachSettings> }) {
  const { t } = useTranslation('coach');
  const errorText = useErrorText();
  return (
    <Controller
      control={control}
      name="equipment"
      render={({ field, fieldState }) => {
        const owned = field.value ?? [];
        const onToggle = (item: TrainingEquipment, isOwned: boolean) =>
          // In the contract's order, whatever the order of the taps.
          field.onChange(
            trainingEquipment.filter((each) => (each === item ? isOwned : owned.includes(each))),
          );
        return (
          <ChoiceFieldset
            legend={t('questions.equipment.legend')}
            hint={t('questions.equipment.hint')}
            error={errorText(fieldState.error?.message)}
          >
            <div className="grid grid-cols-2 gap-2">
              {trainingEquipment.map((item, index) => (
                <label
                  key={item}
                  className={cx(
                    'flex min-h-12 cursor-pointer items-center gap-3 rounded-control px-3 py-2.5 ring-1 ring-inset',
                    'has-[:checked]:bg-brand-50 has-[:checked]:ring-2 has-[:checked]:ring-brand-500',
                    'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500',
                    fieldState.error ? 'ring-danger-600' : 'ring-ink-200 hover:bg-ink-50',
                  )}
                >
                  <input
                    type="checkbox"
                    name={field.name}
                    value={item}
                    checked={owned.includes(item)}
                    onChange={(event) => onToggle(item, event.target.checked)}
                    onBlur={field.onBlur}
                    // The form focuses the first option when the answer is refused.
                    ref={index === 0 ? field.ref : undefined}
                    aria-invalid={fieldState.error ? true : undefined}
                    className="size-4 shrink-0 accent-brand-700 focus:outline-none"
                  />
                  <span className="min-w-0 text-sm font-medium text-ink-950">{t(`equipment.${item}`)}</span>
                </label>
              ))}
            </div>
            {owned.length === 0 && (
              <p className="mt-2 flex items-start gap-2 text-sm text-ink-700">
                <PersonStanding className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
                <span>{t('questions.equipment.bodyWeightOnly')}</span>
              </p>
            )}
          </ChoiceFieldset>
        );
      }}
    />
  );
}
