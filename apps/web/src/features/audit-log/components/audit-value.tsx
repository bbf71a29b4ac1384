import { humaniseKey, type AuditValue, type AuditWordGroup } from '@vitalia/contracts';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { currentLanguage, intlLocale } from '../../../lib/i18n';
import { fillSlots, slot } from './slots';

export const upperFirst = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/** Past this, typed text (a reward's description) is cut on screen; the CSV keeps it whole. */
const shownLength = 160;

/**
 * A field's label in the reader's language. A key the copy has no words for (a field the server writes before this
 * copy knows it) is humanised, isolated so a Latin label keeps its place in an Arabic sentence.
 */
export function useFieldLabel() {
  const { t, i18n } = useTranslation('audit-log');
  const has = (key: string) => i18n.exists(key, { ns: 'audit-log' });
  const languageName = (code: string) =>
    new Intl.DisplayNames(intlLocale(currentLanguage()), { type: 'language' }).of(code) ?? code;
  /** `isOpening`: the label opens its sentence, and takes a capital there ("Reason: …"). */
  return (key: string, { isOpening = false } = {}): ReactNode => {
    const cased = (text: string) => (isOpening ? upperFirst(text) : text);
    if (has(`fields.${key}`)) return cased(t(`fields.${key}`));
    const [root, field, language] = key.split('.');
    const unknown = (
      <bdi dir="auto">{cased(humaniseKey(root === 'translations' && field ? field : key))}</bdi>
    );
    if (root !== 'translations' || !field || !language) return unknown;
    const label = has(`fields.${field}`) ? cased(t(`fields.${field}`)) : unknown;
    const words = t('values.fieldInLanguage', { field: slot('field'), language: languageName(language) });
    return fillSlots(words, { field: label });
  };
}

/** A value of an entry in the reader's language: words for closed sets, Intl for numbers, money and moments. */
export function AuditValueText({ value }: { value: AuditValue }) {
  const { t, i18n } = useTranslation('audit-log');
  const fieldLabel = useFieldLabel();
  const language = currentLanguage();
  const locale = intlLocale(language);
  const word = (group: AuditWordGroup, name: string) =>
    i18n.exists(`words.${group}.${name}`, { ns: 'audit-log' })
      ? t(`words.${group}.${name}`)
      : humaniseKey(name);
  const number = (amount: number) => new Intl.NumberFormat(locale).format(amount);
  const joined = (parts: ReactNode[]) =>
    parts.map((part, index) => (
      <Fragment key={index}>
        {index > 0 && t('values.separator')}
        {part}
      </Fragment>
    ));

  switch (value.kind) {
    case 'none':
      return <span className="text-ink-500">{t('values.none')}</span>;
    case 'text': {
      const isCut = value.text.length > shownLength;
      const shown = isCut ? `${value.text.slice(0, shownLength).trimEnd()}…` : value.text;
      // One box, quotes and all: a name that wraps does so inside it, rather than leaving its halves at the two ends
      // of an Arabic line.
      return (
        <span className="inline-block max-w-full">
          {fillSlots(t('values.quoted', { text: slot('text') }), {
            text: (
              <bdi dir="auto" title={isCut ? value.text : undefined}>
                {shown}
              </bdi>
            ),
          })}
        </span>
      );
    }
    case 'reference':
      return (
        <bdi dir="ltr" className="font-mono text-[0.95em]">
          {value.text}
        </bdi>
      );
    case 'word':
      return word(value.group, value.value);
    case 'yesNo':
      return value.value ? t('values.yes') : t('values.no');
    case 'number':
      return <bdi>{number(value.value)}</bdi>;
    case 'money':
      return <bdi className="whitespace-nowrap">{formatMoney(value.cents, value.currency, language)}</bdi>;
    case 'moment':
      return (
        <time dateTime={value.iso} className="whitespace-nowrap">
          {formatDateTime(value.iso, language)}
        </time>
      );
    case 'month':
      return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
        new Date(`${value.month}-01T00:00:00Z`),
      );
    case 'language':
      return new Intl.DisplayNames(locale, { type: 'language' }).of(value.language) ?? value.language;
    case 'counts':
      return joined(
        value.counts.map(({ value: name, count }) =>
          t('values.counted', { label: word(value.group, name), number: number(count) }),
        ),
      );
    case 'list':
      return joined(value.items.map((item, index) => <AuditValueText key={index} value={item} />));
    case 'pairs':
      return joined(
        value.pairs.map((pair) =>
          fillSlots(t('values.pair', { field: slot('field'), value: slot('value') }), {
            field: fieldLabel(pair.field),
            value: <AuditValueText value={pair.value} />,
          }),
        ),
      );
  }
}
