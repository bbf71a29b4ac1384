import { useTranslation } from 'react-i18next';
import { currentLanguage, intlLocale } from '../../../lib/i18n';

/**
 * The coach's figures in the reader's number style. Intl has no kilocalorie unit, so kcal is a word of the copy;
 * grams and shares are Intl's own. Calling `useTranslation` re-renders the figures when the language changes.
 */
export function useCoachNumbers() {
  const { t } = useTranslation('coach');
  const locale = intlLocale(currentLanguage());
  const whole = new Intl.NumberFormat(locale);
  const signed = new Intl.NumberFormat(locale, { signDisplay: 'exceptZero' });
  const grams = new Intl.NumberFormat(locale, { style: 'unit', unit: 'gram' });
  const percent = new Intl.NumberFormat(locale, { style: 'percent' });
  return {
    number: (value: number) => whole.format(value),
    kcal: (value: number) => t('targets.kcalValue', { value: whole.format(value) }),
    /**
     * "+300 kcal", "-450 kcal": a change to maintenance, its sign always said. The signed number is isolated left to
     * right (LRI … PDI), or an Arabic line would show the sign after the digits ("243+").
     */
    kcalChange: (value: number) => t('targets.kcalValue', { value: `\u2066${signed.format(value)}\u2069` }),
    grams: (value: number) => grams.format(value),
    share: (ratio: number) => percent.format(ratio),
  };
}
