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
  const kilograms = new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: 'kilogram',
    maximumFractionDigits: 1,
  });
  const oneDecimal = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  // "30s", "30 ث": the narrow unit, beside a number of sets ("3 × 30s"); `short` is "30 secs" in British English.
  const narrowSeconds = new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: 'second',
    unitDisplay: 'narrow',
  });
  const longSeconds = new Intl.NumberFormat(locale, { style: 'unit', unit: 'second', unitDisplay: 'long' });
  const longMinutes = new Intl.NumberFormat(locale, { style: 'unit', unit: 'minute', unitDisplay: 'long' });
  const shortMinutes = new Intl.NumberFormat(locale, { style: 'unit', unit: 'minute' });
  const quarters = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  return {
    number: (value: number) => whole.format(value),
    kcal: (value: number) => t('targets.kcalValue', { value: whole.format(value) }),
    /**
     * "+300 kcal", "-450 kcal": a change to maintenance, its sign always said. The signed number is isolated left to
     * right (LRI … PDI), or an Arabic line would show the sign after the digits ("243+").
     */
    kcalChange: (value: number) => t('targets.kcalValue', { value: `\u2066${signed.format(value)}\u2069` }),
    grams: (value: number) => grams.format(value),
    /** A dish's time: "25 min", "25 د". */
    minutes: (value: number) => shortMinutes.format(value),
    /** Servings in quarters: "1.5", "1,25". */
    servings: (value: number) => quarters.format(value),
    share: (ratio: number) => percent.format(ratio),
    /** A body weight: "72.5 kg", "72,5 kg", "72.5 كغم". */
    kilograms: (value: number) => kilograms.format(value),
    /** A number written with its one decimal, as an example of what to type: "72.5", "72,5". */
    oneDecimal: (value: number) => oneDecimal.format(value),
    /** "8–10", or "10" when the range is one number. */
    range: (min: number, max: number) => (min === max ? whole.format(min) : whole.formatRange(min, max)),
    /** The length of a timed set: "30s", "30 ث". */
    setSeconds: (value: number) => narrowSeconds.format(value),
    /** A rest, in words: "90 seconds", "2 minutes", "90 ثانية" (Intl chooses the plural). */
    rest: (seconds: number) =>
      seconds >= 60 && seconds % 60 === 0 ? longMinutes.format(seconds / 60) : longSeconds.format(seconds),
    /**
     * An amount to buy: "350 g" below a kilogram, "1.2 kg" from one on, rounded up to the 100 g (whole numbers, so
     * that 1,300 g is not read as 1.30000000000000004 kg and rounded to 1.4).
     */
    mass: (value: number) =>
      value < 1000 ? grams.format(value) : kilograms.format(Math.ceil(value / 100) / 10),
  };
}
