import type { AuditAction, AuditEntry } from './audit';
import { auditValueOf, countsOf, isAuditValues, type AuditValue, type AuditValues } from './audit-values';
import { feedModerationActions } from './feed';

/**
 * An entry as sentences a person reads (issue 39): one per change, never its JSON. The web words each sentence in the
 * reader's language (`audit-log:sentences.<key>`) and the CSV export in English; both fill the same slots.
 *
 * Slots every sentence may use beside its own: `subject` ("Reward “Calm”"), `name` (what the target is called),
 * `kind` ("Reward"), `field` (the changed field's label) and `arrow`.
 */
export const auditSentenceKeys = [
  // Any action's change of one field, a rename, a value stated on its own (a creation's details).
  'changed',
  'renamed',
  'detail',
  // When nothing else can be said: the action's own words.
  'action',
  'roleChanged',
  'premiumGranted',
  'premiumFollowsOn',
  'premiumRevoked',
  'signedOut',
  'receiptResent',
  'deletionStarted',
  'planCreated',
  'plansReordered',
  'rewardCreated',
  'codesImported',
  'codesSkipped',
  'drawCreated',
  'drawDrawn',
  'messageApproved',
  'messageDeleted',
  'memberMuted',
  'postHidden',
  'postRestored',
  'postDeleted',
  'commentHidden',
  'commentRestored',
  'commentDeleted',
  'supportReplied',
  'supportAssigned',
  'supportReassigned',
] as const;
export type AuditSentenceKey = (typeof auditSentenceKeys)[number];

/** The sentences whose words change with a number (`count`, shown formatted in the `number` slot). */
export const countedAuditSentences: readonly AuditSentenceKey[] = [
  'premiumGranted',
  'codesImported',
  'drawCreated',
  'drawDrawn',
  'supportReplied',
];

export interface AuditSentence {
  key: AuditSentenceKey;
  /** The changed field: a key of `auditFieldKeys`, `translations.<field>.<language>`, or any key (humanised). */
  field?: string;
  count?: number;
  slots: Partial<
    Record<
      'before' | 'after' | 'value' | 'until' | 'receipt' | 'total' | 'entrants' | 'month' | 'name',
      AuditValue
    >
  >;
}

type Described = Pick<AuditEntry, 'action' | 'target' | 'before' | 'after'>;

/**
 * Keys said elsewhere or meaningless to a reader: ids (the subject names what it can), the currency (the price carries
 * it), a plan's position (reordering is its own action).
 */
const isUnsaid = (key: string) => key === 'currency' || key === 'position' || /^id$|Ids?$/.test(key);

/** Translations as one field per language: `translations.name.fr`, so each language reads as its own change. */
function flattened(values: AuditValues): AuditValues {
  const { translations, ...rest } = values;
  if (!isAuditValues(translations)) return values;
  const perLanguage = Object.entries(translations).flatMap(([field, texts]) =>
    isAuditValues(texts)
      ? Object.entries(texts).map(([language, text]) => [`translations.${field}.${language}`, text] as const)
      : [[`translations.${field}`, texts] as const],
  );
  return { ...rest, ...Object.fromEntries(perLanguage) };
}

/** `translations.name.fr` holds a name: its value reads as `name`'s would. */
const fieldKeyOf = (key: string) => (key.startsWith('translations.') ? key.split('.')[1]! : key);

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const isBlank = (value: unknown) => value === null || value === undefined || value === '';

/**
 * One sentence per field that changed: both sides when both hold it, the value alone on a creation (blank ones left
 * out), "none" for a side without it. A plan's or a reward's name change is a rename.
 */
function changeSentences(entry: Described, said: ReadonlySet<string>): AuditSentence[] {
  const before = flattened(isAuditValues(entry.before) ? entry.before : {});
  const after = flattened(isAuditValues(entry.after) ? entry.after : {});
  const hasBefore = isAuditValues(entry.before);
  const type = entry.target.type;
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (key) => !said.has(key) && !isUnsaid(key),
  );
  return keys.flatMap((key): AuditSentence[] => {
    const was = before[key];
    const is = after[key];
    if (same(was, is) || (isBlank(was) && isBlank(is))) return [];
    const value = (raw: unknown, from: AuditValues) => auditValueOf(fieldKeyOf(key), raw, from, type);
    // A value the before side never held is said on its own (a moderation's reason); a translation is a change.
    const isNew = !hasBefore || (!(key in before) && !key.startsWith('translations.'));
    if (isNew) return [{ key: 'detail', field: key, slots: { value: value(is, after) } }];
    const slots = { before: value(was, before), after: value(is, after) };
    if (key === 'name' && (type === 'plan' || type === 'reward')) return [{ key: 'renamed', slots }];
    return [{ key: 'changed', field: key, slots }];
  });
}

const number = (value: unknown): AuditValue =>
  typeof value === 'number' ? { kind: 'number', value } : { kind: 'none' };
const countOf = (value: unknown) => (typeof value === 'number' ? value : 0);

interface Told {
  sentences: AuditSentence[];
  /** The keys those sentences said, left out of the change sentences that follow. */
  said: string[];
}

type Teller = (entry: Described, before: AuditValues, after: AuditValues) => Told;

const only =
  (key: AuditSentenceKey, said: string[] = []): Teller =>
  () => ({ sentences: [{ key, slots: {} }], said });

const textOf = (value: unknown): AuditValue | undefined =>
  typeof value === 'string' && value ? { kind: 'text', text: value } : undefined;

/** A creation names what it created as it was then (a later rename is its own entry). */
const created =
  (key: AuditSentenceKey): Teller =>
  (_entry, _before, after) => {
    const name = textOf(after.name);
    return { sentences: [{ key, slots: name ? { name } : {} }], said: ['name'] };
  };

function moderated(entry: Described, _before: AuditValues, after: AuditValues): Told {
  const decision = after.action;
  const type = entry.target.type;
  if (typeof decision !== 'string' || (type !== 'post' && type !== 'comment'))
    return { sentences: [], said: [] };
  if (!(feedModerationActions as readonly string[]).includes(decision)) return { sentences: [], said: [] };
  const key = `${type}${decision[0]!.toUpperCase()}${decision.slice(1)}` as AuditSentenceKey;
  return { sentences: [{ key, slots: {} }], said: ['action'] };
}

const tellers: Partial<Record<AuditAction, Teller>> = {
  'member.role_changed': (entry, before, after) => ({
    sentences: [
      {
        key: 'roleChanged',
        slots: {
          before: auditValueOf('role', before.role, before, entry.target.type),
          after: auditValueOf('role', after.role, after, entry.target.type),
        },
      },
    ],
    said: ['role'],
  }),
  'member.premium_granted': (_entry, before, after) => ({
    sentences: [
      {
        key: 'premiumGranted',
        count: countOf(after.days),
        slots: { until: auditValueOf('until', after.complimentaryUntil, after, 'member') },
      },
      ...(typeof before.complimentaryUntil === 'string'
        ? [
            {
              key: 'premiumFollowsOn' as const,
              slots: { value: auditValueOf('until', before.complimentaryUntil, before, 'member') },
            },
          ]
        : []),
    ],
    said: ['complimentaryUntil', 'days'],
  }),
  'member.premium_revoked': (_entry, before) => ({
    sentences: [
      {
        key: 'premiumRevoked',
        slots: { until: auditValueOf('until', before.complimentaryUntil, before, 'member') },
      },
    ],
    said: ['complimentaryUntil'],
  }),
  'member.signed_out': only('signedOut'),
  'member.receipt_resent': (_entry, _before, after) => ({
    sentences: [
      { key: 'receiptResent', slots: { receipt: auditValueOf('receipt', after.receipt, after, 'member') } },
    ],
    said: ['receipt'],
  }),
  // The moment is the entry's own.
  'member.deletion_started': only('deletionStarted', ['deletionRequestedAt']),
  'plan.created': created('planCreated'),
  'plans.reordered': only('plansReordered', ['planIds']),
  'reward.created': created('rewardCreated'),
  'promo_codes.imported': (_entry, _before, after) => {
    const skipped = isAuditValues(after.skippedBy) ? countsOf('importOutcome', after.skippedBy) : undefined;
    return {
      sentences: [
        { key: 'codesImported', count: countOf(after.imported), slots: { total: number(after.total) } },
        ...(skipped?.kind === 'counts' && skipped.counts.length > 0
          ? [{ key: 'codesSkipped' as const, slots: { value: skipped } }]
          : []),
      ],
      said: ['imported', 'total', 'skippedBy'],
    };
  },
  'draw.created': (entry, _before, after) => ({
    sentences: [
      {
        key: 'drawCreated',
        count: countOf(after.winnerCount),
        slots: { month: auditValueOf('month', after.month, after, entry.target.type) },
      },
    ],
    said: ['month', 'winnerCount'],
  }),
  'draw.drawn': (entry, _before, after) => ({
    sentences: [
      {
        key: 'drawDrawn',
        count: countOf(after.winners),
        slots: {
          month: auditValueOf('month', after.month, after, entry.target.type),
          entrants: number(after.entrantCount),
        },
      },
    ],
    said: ['month', 'winners', 'entrantCount'],
  }),
  'community.message_moderated': (entry, before, after) => {
    if (after.action !== 'approve' && after.action !== 'delete') return { sentences: [], said: [] };
    return {
      sentences: [
        {
          key: after.action === 'approve' ? 'messageApproved' : 'messageDeleted',
          slots: { before: auditValueOf('status', before.status, before, entry.target.type) },
        },
      ],
      said: ['action', 'status'],
    };
  },
  'community.member_muted': (entry, _before, after) => ({
    sentences: [
      { key: 'memberMuted', slots: { until: auditValueOf('until', after.until, after, entry.target.type) } },
    ],
    said: ['until'],
  }),
  'feed.moderated': moderated,
  'support.replied': (_entry, _before, after) => ({
    sentences: [{ key: 'supportReplied', count: countOf(after.characters), slots: {} }],
    said: ['characters'],
  }),
  'support.assigned': (_entry, before) => ({
    sentences: [
      { key: 'supportAssigned', slots: {} },
      ...(typeof before.assigneeId === 'string' ? [{ key: 'supportReassigned' as const, slots: {} }] : []),
    ],
    said: ['assigneeId'],
  }),
};

/**
 * The sentences of an entry, first the action's own (when it has words of its own), then one per other change. An
 * entry that says nothing else is its action's words ("Edited a reward").
 */
export function describeAuditEntry(entry: Described): AuditSentence[] {
  const before = isAuditValues(entry.before) ? entry.before : {};
  const after = isAuditValues(entry.after) ? entry.after : {};
  const told = tellers[entry.action]?.(entry, before, after) ?? { sentences: [], said: [] };
  const sentences = [...told.sentences, ...changeSentences(entry, new Set(told.said))];
  return sentences.length > 0 ? sentences : [{ key: 'action', slots: {} }];
}
