import {
  describeAuditEntry,
  humaniseKey,
  type AuditEntry,
  type AuditFieldKey,
  type AuditSentence,
  type AuditSentenceKey,
  type AuditTargetType,
  type AuditValue,
  type AuditWordGroup,
} from '@vitalia/contracts';

/**
 * The CSV's summary of an entry, in English for whoever keeps the books: the sentences the screen shows
 * (`describeAuditEntry`), worded as the web's English copy words them (`locales/en/audit-log.json`), in UTC.
 */

type Counted = { one: string; other: string };

const sentences: Record<Exclude<AuditSentenceKey, 'action'>, string | Counted> = {
  changed: '{{subject}} {{field}} changed: {{before}} → {{after}}',
  renamed: '{{kind}} renamed: {{before}} → {{after}}',
  detail: '{{field}}: {{value}}',
  roleChanged: 'Role of {{name}} changed: {{before}} → {{after}}',
  premiumGranted: {
    one: '{{name}} given complimentary Premium for {{number}} day, until {{until}}',
    other: '{{name}} given complimentary Premium for {{number}} days, until {{until}}',
  },
  premiumFollowsOn: 'It starts when the period running until {{value}} ends',
  premiumRevoked: 'Complimentary Premium of {{name}} ended early; it was to run until {{until}}',
  signedOut: '{{name}} signed out on every device',
  receiptResent: 'Receipt {{receipt}} sent again to {{name}}',
  deletionStarted: 'Account deletion started for {{name}}',
  planCreated: 'Plan {{name}} created',
  plansReordered: 'Plans put in a new order',
  rewardCreated: 'Reward {{name}} created',
  codesImported: {
    one: '{{number}} promo code imported for reward {{name}} ({{total}} rows read)',
    other: '{{number}} promo codes imported for reward {{name}} ({{total}} rows read)',
  },
  codesSkipped: 'Rows skipped: {{value}}',
  drawCreated: {
    one: 'Draw for {{month}} set up with {{number}} winner to draw',
    other: 'Draw for {{month}} set up with {{number}} winners to draw',
  },
  drawDrawn: {
    one: 'Draw for {{month}} run: {{number}} winner among {{entrants}} entrants',
    other: 'Draw for {{month}} run: {{number}} winners among {{entrants}} entrants',
  },
  messageApproved: 'Community message approved; it was {{before}}',
  messageDeleted: 'Community message deleted; it was {{before}}',
  memberMuted: '{{name}} muted in the community until {{until}}',
  postHidden: 'Feed post hidden',
  postRestored: 'Feed post shown again',
  postDeleted: 'Feed post deleted',
  commentHidden: 'Feed comment hidden',
  commentRestored: 'Feed comment shown again',
  commentDeleted: 'Feed comment deleted',
  supportReplied: {
    one: 'Reply of {{number}} character sent on support request {{name}}',
    other: 'Reply of {{number}} characters sent on support request {{name}}',
  },
  supportAssigned: 'Support request {{name}} taken on',
  supportReassigned: 'It was assigned to someone else before',
};

const actions: Record<AuditEntry['action'], string> = {
  'member.role_changed': 'Changed a member’s role',
  'member.premium_granted': 'Offered complimentary Premium',
  'member.premium_revoked': 'Ended complimentary Premium',
  'member.signed_out': 'Signed a member out everywhere',
  'member.receipt_resent': 'Resent a receipt',
  'member.deletion_started': 'Started an account deletion',
  'plan.created': 'Created a plan',
  'plan.updated': 'Edited a plan',
  'plans.reordered': 'Reordered the plans',
  'reward.created': 'Created a reward',
  'reward.updated': 'Edited a reward',
  'promo_codes.imported': 'Imported promo codes',
  'draw.created': 'Set up a draw',
  'draw.drawn': 'Ran a draw',
  'community.message_moderated': 'Moderated a community message',
  'community.member_muted': 'Muted a community member',
  'feed.moderated': 'Moderated the feed',
  'support.replied': 'Replied to a support request',
  'support.assigned': 'Assigned a support request',
  'support.status_changed': 'Changed a support request’s status',
};

const subjects: Record<AuditTargetType, { named: string; nameless: string }> = {
  member: { named: 'Member {{name}}', nameless: 'A deleted member' },
  plan: { named: 'Plan {{name}}', nameless: 'A deleted plan' },
  plans: { named: 'The plans', nameless: 'The plans' },
  reward: { named: 'Reward {{name}}', nameless: 'A deleted reward' },
  draw: { named: 'Draw for {{name}}', nameless: 'A deleted draw' },
  message: { named: 'Community message', nameless: 'Community message' },
  post: { named: 'Feed post', nameless: 'Feed post' },
  comment: { named: 'Feed comment', nameless: 'Feed comment' },
  support_request: { named: 'Support request {{name}}', nameless: 'A deleted support request' },
};

const kinds: Record<AuditTargetType, string> = {
  member: 'Member',
  plan: 'Plan',
  plans: 'Plans',
  reward: 'Reward',
  draw: 'Draw',
  message: 'Message',
  post: 'Post',
  comment: 'Comment',
  support_request: 'Support request',
};

const nameless: Record<AuditTargetType, string> = {
  member: 'a deleted member',
  plan: 'a deleted plan',
  plans: 'the plans',
  reward: 'a deleted reward',
  draw: 'a deleted draw',
  message: 'a message',
  post: 'a post',
  comment: 'a comment',
  support_request: 'a deleted support request',
};

const fields: Record<AuditFieldKey, string> = {
  role: 'role',
  complimentaryUntil: 'complimentary Premium until',
  days: 'days',
  receipt: 'receipt',
  deletionRequestedAt: 'deletion requested',
  name: 'name',
  tier: 'tier',
  type: 'billing period',
  priceCents: 'price',
  isActive: 'availability',
  aiDailyCalls: 'AI answers per day',
  month: 'month',
  winnerCount: 'winners to draw',
  entrantCount: 'entrants',
  winners: 'winners',
  imported: 'codes imported',
  total: 'rows read',
  category: 'category',
  partner: 'partner',
  description: 'description',
  lowStockThreshold: 'low-stock alert threshold',
  until: 'until',
  reason: 'reason',
  status: 'status',
  action: 'decision',
  method: 'draw method',
  writtenIn: 'language written in',
  skippedBy: 'rows skipped',
  characters: 'characters',
};

const words: Record<AuditWordGroup, Record<string, string>> = {
  role: { karim: 'Ambassador', admin: 'Admin', user: 'Member' },
  tier: { free: 'Free', premium: 'Premium' },
  interval: { monthly: 'monthly', yearly: 'yearly' },
  availability: { active: 'active', inactive: 'inactive' },
  category: { fashion: 'Fashion', sport: 'Sport', streaming: 'Streaming' },
  supportStatus: { new: 'New', waiting: 'Waiting for the member', solved: 'Solved' },
  messageStatus: { visible: 'visible', held: 'held for review', deleted: 'deleted' },
  decision: { approve: 'approved', delete: 'deleted', hide: 'hidden', restore: 'shown again' },
  drawMethod: { 'lowest-hash': 'lowest hash', weighted: 'weighted by entries' },
  importOutcome: {
    duplicate_in_file: 'duplicate in the file',
    already_in_stock: 'already in stock',
    expired: 'expired',
    invalid: 'invalid',
  },
};

const locale = 'en-GB';
const languageNames = new Intl.DisplayNames(locale, { type: 'language' });
const numberText = (value: number) => new Intl.NumberFormat(locale).format(value);
const utcMoment = new Intl.DateTimeFormat(locale, {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
});
const monthText = (month: string) =>
  new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );

const labelOf = (key: string) => (fields as Record<string, string | undefined>)[key] ?? humaniseKey(key);

function fieldText(key: string): string {
  const [root, field, language] = key.split('.');
  if (root === 'translations' && field) {
    const named = language ? languageNames.of(language) : undefined;
    return `${labelOf(field)}${named ? ` in ${named}` : ''}`;
  }
  return labelOf(key);
}

function valueText(value: AuditValue): string {
  switch (value.kind) {
    case 'none':
      return 'none';
    case 'text':
      return `“${value.text}”`;
    case 'reference':
      return value.text;
    case 'word':
      return words[value.group][value.value] ?? humaniseKey(value.value);
    case 'yesNo':
      return value.value ? 'yes' : 'no';
    case 'number':
      return numberText(value.value);
    case 'money':
      return new Intl.NumberFormat(locale, { style: 'currency', currency: value.currency }).format(
        value.cents / 100,
      );
    case 'moment':
      return `${utcMoment.format(new Date(value.iso))} UTC`;
    case 'month':
      return monthText(value.month);
    case 'language':
      return languageNames.of(value.language) ?? value.language;
    case 'counts':
      return value.counts
        .map(
          ({ value: name, count }) =>
            `${words[value.group][name] ?? humaniseKey(name)} (${numberText(count)})`,
        )
        .join(', ');
    case 'list':
      return value.items.map(valueText).join(', ');
    case 'pairs':
      return value.pairs.map((pair) => `${fieldText(pair.field)}: ${valueText(pair.value)}`).join(', ');
  }
}

const fill = (template: string, slots: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => slots[name] ?? '');

const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function targetNameText(entry: AuditEntry): string {
  const { type, name } = entry.target;
  if (name === null) return nameless[type];
  if (type === 'member') return name;
  if (type === 'draw') return monthText(name);
  return `“${name}”`;
}

function sentenceText(sentence: AuditSentence, entry: AuditEntry): string {
  if (sentence.key === 'action') return actions[entry.action];
  const words = sentences[sentence.key];
  const count = sentence.count ?? 0;
  const template = typeof words === 'string' ? words : count === 1 ? words.one : words.other;
  const name = sentence.slots.name ? valueText(sentence.slots.name) : targetNameText(entry);
  const subject = subjects[entry.target.type];
  const slots: Record<string, string> = {
    ...Object.fromEntries(
      Object.entries(sentence.slots).map(([slot, value]) => [slot, valueText(value)] as const),
    ),
    name,
    subject: entry.target.name === null ? subject.nameless : fill(subject.named, { name }),
    kind: kinds[entry.target.type],
    field: sentence.field ? fieldText(sentence.field) : '',
    number: numberText(count),
  };
  return upperFirst(fill(template, slots));
}

/** "Reward renamed: “Calm+” → “Calm Premium”. Reward “Calm Premium” category changed: Sport → Streaming." */
export function englishSummaryOf(entry: AuditEntry): string {
  return describeAuditEntry(entry)
    .map((sentence) => `${sentenceText(sentence, entry)}.`)
    .join(' ');
}
