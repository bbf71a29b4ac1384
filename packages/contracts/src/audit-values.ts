import { roles } from './access';
import { feedModerationActions } from './feed';
import { isLanguage, type Language } from './languages';
import { planTiers } from './member-subscription';
import { drawMethods, importRowOutcomes, rewardCategories } from './rewards';
import { billingIntervals } from './subscriptions';
import { supportStatuses } from './support';
import type { AuditTargetType } from './audit';

/**
 * The closed sets of values an entry holds, each said in words by the reader's language (the web's `audit-log`
 * namespace, `words.<group>.<value>`) and by the CSV's English summary.
 */
export const auditWordGroups = {
  role: roles,
  tier: planTiers,
  interval: billingIntervals,
  /** `isActive` of a plan or a reward, said as a state rather than as yes or no. */
  availability: ['active', 'inactive'],
  category: rewardCategories,
  supportStatus: supportStatuses,
  /** A community message's state before staff decided. */
  messageStatus: ['visible', 'held', 'deleted'],
  /** What staff decided about a community message or a feed post or comment. */
  decision: [...new Set(['approve', ...feedModerationActions])],
  drawMethod: drawMethods,
  importOutcome: importRowOutcomes,
} as const satisfies Record<string, readonly string[]>;
export type AuditWordGroup = keyof typeof auditWordGroups;

/** One value of an entry, typed by what it means, so each reader formats it in their language. */
export type AuditValue =
  | { kind: 'none' }
  /** Text someone typed (a name, a reason): shown quoted and isolated, in whatever direction it reads. */
  | { kind: 'text'; text: string }
  /** A reference that reads left to right in every language (a receipt number). */
  | { kind: 'reference'; text: string }
  | { kind: 'word'; group: AuditWordGroup; value: string }
  | { kind: 'yesNo'; value: boolean }
  | { kind: 'number'; value: number }
  | { kind: 'money'; cents: number; currency: string }
  /** An ISO timestamp. */
  | { kind: 'moment'; iso: string }
  /** `YYYY-MM`, a draw's month. */
  | { kind: 'month'; month: string }
  | { kind: 'language'; language: Language }
  /** How many of each value of a group (rows skipped by cause); the zeros are left out. */
  | { kind: 'counts'; group: AuditWordGroup; counts: { value: string; count: number }[] }
  | { kind: 'list'; items: AuditValue[] }
  /** An object nobody gave words to: its keys humanised, its values said as values. */
  | { kind: 'pairs'; pairs: { field: string; value: AuditValue }[] };

/** The fields the copy names (`fields.<key>`); any other key is humanised ("shadowBanned" → "shadow banned"). */
export const auditFieldKeys = [
  'role',
  'complimentaryUntil',
  'days',
  'receipt',
  'deletionRequestedAt',
  'name',
  'tier',
  'type',
  'priceCents',
  'isActive',
  'aiDailyCalls',
  'month',
  'winnerCount',
  'entrantCount',
  'winners',
  'imported',
  'total',
  'category',
  'partner',
  'description',
  'lowStockThreshold',
  'until',
  'reason',
  'status',
  'action',
  'method',
  'writtenIn',
  'skippedBy',
  'characters',
] as const;
export type AuditFieldKey = (typeof auditFieldKeys)[number];

/** Text fields carried per language (`translations.name.fr`): the copy names each field in each language. */
export const auditTranslatedFields = ['name', 'description'] as const;

/** A key as words: "shadowBanned" and "shadow_banned" both read "shadow banned". */
export function humaniseKey(key: string): string {
  return key
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/[_\-.]+/g, ' ')
    .trim()
    .toLowerCase();
}

const isoMoment = /^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d+)?)?(Z|[+-]\d\d:?\d\d)$/;
const isoMonth = /^\d{4}-(0[1-9]|1[0-2])$/;

export type AuditValues = Record<string, unknown>;
export const isAuditValues = (value: unknown): value is AuditValues =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const groupOf = (group: AuditWordGroup, value: unknown): AuditValue | undefined =>
  typeof value === 'string' && (auditWordGroups[group] as readonly string[]).includes(value)
    ? { kind: 'word', group, value }
    : undefined;

/** The word group of a key's values, by the key alone. */
const wordGroupByKey: Readonly<Record<string, AuditWordGroup>> = {
  role: 'role',
  tier: 'tier',
  type: 'interval',
  category: 'category',
  method: 'drawMethod',
  action: 'decision',
};

/** The word group a key's values belong to, where a status depends on what the entry is about. */
function wordGroupOf(key: string, targetType: AuditTargetType): AuditWordGroup | undefined {
  if (key === 'status') return targetType === 'support_request' ? 'supportStatus' : 'messageStatus';
  return wordGroupByKey[key];
}

/**
 * What a stored value means, read from its key and the object it sits in (a price's currency is its sibling). An
 * unknown key still gets a readable value: a date, a number, yes or no, a list, words for an object.
 */
export function auditValueOf(
  key: string,
  value: unknown,
  siblings: AuditValues,
  targetType: AuditTargetType,
): AuditValue {
  if (value === null || value === undefined) return { kind: 'none' };
  const group = wordGroupOf(key, targetType);
  const word = group ? groupOf(group, value) : undefined;
  if (word) return word;
  if (key === 'isActive' && typeof value === 'boolean')
    return { kind: 'word', group: 'availability', value: value ? 'active' : 'inactive' };
  if (key === 'priceCents' && typeof value === 'number') {
    const currency = typeof siblings.currency === 'string' ? siblings.currency : 'EUR';
    return { kind: 'money', cents: value, currency };
  }
  if (key === 'writtenIn' && isLanguage(value)) return { kind: 'language', language: value };
  if (key === 'receipt' && typeof value === 'string') return { kind: 'reference', text: value };
  if (key === 'skippedBy' && isAuditValues(value)) return countsOf('importOutcome', value);
  if (typeof value === 'boolean') return { kind: 'yesNo', value };
  if (typeof value === 'number') return { kind: 'number', value };
  if (typeof value === 'string' && isoMoment.test(value) && !Number.isNaN(Date.parse(value)))
    return { kind: 'moment', iso: value };
  if (typeof value === 'string' && key === 'month' && isoMonth.test(value))
    return { kind: 'month', month: value };
  if (typeof value === 'string') return { kind: 'text', text: value };
  if (Array.isArray(value))
    return { kind: 'list', items: value.map((item) => auditValueOf(key, item, siblings, targetType)) };
  if (isAuditValues(value)) {
    return {
      kind: 'pairs',
      pairs: Object.entries(value).map(([field, inner]) => ({
        field,
        value: auditValueOf(field, inner, value, targetType),
      })),
    };
  }
  return { kind: 'text', text: String(value) };
}

/** Counts by a group's values, in the group's order, zeros left out; a value outside the group keeps its count. */
export function countsOf(group: AuditWordGroup, counts: AuditValues): AuditValue {
  const known = auditWordGroups[group] as readonly string[];
  const order = (value: string) => (known.includes(value) ? known.indexOf(value) : known.length);
  return {
    kind: 'counts',
    group,
    counts: Object.entries(counts)
      .filter((entry): entry is [string, number] => typeof entry[1] === 'number' && entry[1] > 0)
      .sort(([a], [b]) => order(a) - order(b))
      .map(([value, count]) => ({ value, count })),
  };
}
