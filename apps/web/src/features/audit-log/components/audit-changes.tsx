import { isLanguage, isRole, languageInfo, planTiers, type AuditEntry } from '@vitalia/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { currentLanguage, intlLocale } from '../../../lib/i18n';
import { useAuditWords } from './audit-words';

type Values = Record<string, unknown>;

/**
 * Keys said elsewhere or meaningless to a reader: ids (the target names what it can), the currency (the price carries
 * it), a plan's position (reordering is its own action).
 */
const isUnsaid = (key: string) => key === 'currency' || key === 'position' || /^id$|Ids?$/.test(key);
/** Values with words in the copy, by the key they come under: a moderation decision, a message's state. */
const wordedValues: Readonly<Record<string, readonly string[]>> = {
  action: ['approve', 'delete', 'hide', 'restore'],
  status: ['visible', 'held', 'deleted'],
};
const isoMoment = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/;

const isValues = (value: unknown): value is Values =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export interface ChangeLine {
  key: string;
  /** Absent when the entry has nothing on that side (a creation has no before, a resent receipt no before). */
  before?: { value: unknown; from: Values };
  after?: { value: unknown; from: Values };
}

/**
 * The lines worth reading from an entry's before and after: every value of a side that stands alone, and only the
 * values that changed when both are there. Lists (a new order of plans) are left to the action's own words.
 */
export function changeLinesOf(entry: Pick<AuditEntry, 'before' | 'after'>): ChangeLine[] {
  const before = isValues(entry.before) ? entry.before : null;
  const after = isValues(entry.after) ? entry.after : null;
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return keys.flatMap((key): ChangeLine[] => {
    if (isUnsaid(key)) return [];
    const was = before && key in before ? { value: before[key], from: before } : undefined;
    const is = after && key in after ? { value: after[key], from: after } : undefined;
    if ([was?.value, is?.value].some(Array.isArray)) return [];
    if (was && is && JSON.stringify(was.value) === JSON.stringify(is.value)) return [];
    return [{ key, ...(was ? { before: was } : {}), ...(is ? { after: is } : {}) }];
  });
}

function Value({ name, side }: { name: string; side: NonNullable<ChangeLine['after']> }) {
  const { t } = useTranslation('audit-log');
  const language = currentLanguage();
  const { value, from } = side;
  if (value === null || value === undefined) return <span className="text-ink-500">{t('values.none')}</span>;
  if (name === 'role' && isRole(value)) return <>{t(`roles.${value}`)}</>;
  if (name === 'tier' && (planTiers as readonly unknown[]).includes(value))
    return <>{t(`tiers.${String(value)}`)}</>;
  if (name === 'type' && (value === 'monthly' || value === 'yearly')) return <>{t(`intervals.${value}`)}</>;
  if (name === 'priceCents' && typeof value === 'number') {
    const currency = typeof from.currency === 'string' ? from.currency : 'EUR';
    return <bdi>{formatMoney(value, currency, language)}</bdi>;
  }
  if (typeof value === 'string' && wordedValues[name]?.includes(value))
    return <>{t(`values.${name}.${value}`)}</>;
  if (name === 'writtenIn' && isLanguage(value)) {
    return (
      <span lang={value} dir={languageInfo[value].dir}>
        {languageInfo[value].nativeName}
      </span>
    );
  }
  if (typeof value === 'boolean') return <>{value ? t('values.yes') : t('values.no')}</>;
  if (typeof value === 'number')
    return <bdi>{new Intl.NumberFormat(intlLocale(language)).format(value)}</bdi>;
  if (typeof value === 'string' && isoMoment.test(value)) {
    return (
      <time dateTime={value} className="whitespace-nowrap">
        {formatDateTime(value, language)}
      </time>
    );
  }
  if (typeof value === 'string') {
    return name === 'receipt' ? <bdi dir="ltr">{value}</bdi> : <bdi>{value}</bdi>;
  }
  return (
    <code dir="ltr" className="break-all text-xs">
      {JSON.stringify(value)}
    </code>
  );
}

function Label({ name }: { name: string }) {
  return <>{useAuditWords().field(name)}</>;
}

/** Before → after, a line per value: "Role: Member → Admin". */
export function AuditChanges({ entry }: { entry: Pick<AuditEntry, 'before' | 'after'> }) {
  const { t } = useTranslation('audit-log');
  const lines = changeLinesOf(entry);
  if (lines.length === 0) return null;
  return (
    <ul className="mt-3 space-y-1 rounded-control bg-ink-50 px-3 py-2 text-xs text-ink-700">
      {lines.map((line) => (
        <li key={line.key} className="break-words">
          <span className="font-medium text-ink-900">
            <Label name={line.key} />
          </span>
          {t('entry.separator')}
          {line.before && <Value name={line.key} side={line.before} />}
          {line.before && line.after && (
            <>
              {' '}
              <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
                →
              </span>
              <span className="sr-only">{t('entry.becomes')}</span>{' '}
            </>
          )}
          {line.after && <Value name={line.key} side={line.after} />}
        </li>
      ))}
    </ul>
  );
}
