import { screen, within } from '@testing-library/react';
import type { AuditEntry } from '@vitalia/contracts';
import i18next from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formatMoney } from '../../lib/format';
import arabicCopy from '../../locales/ar/audit-log.json';
import englishCopy from '../../locales/en/audit-log.json';
import { initTestI18n } from '../../test/i18n';
import { renderScreenAt } from '../../test/render-screen';
import { AuditEntryItem } from './components/audit-entry-item';

beforeAll(async () => {
  await initTestI18n();
  i18next.addResourceBundle('en', 'audit-log', englishCopy);
  i18next.addResourceBundle('ar', 'audit-log', arabicCopy);
});
afterEach(() => i18next.changeLanguage('en'));

const memberId = '6f1c2f1e-0000-4000-8000-000000000001';
const rewardId = '7a2d3e4f-0000-4000-8000-000000000001';
const lina = { id: memberId, name: 'Lina Haddad' };

const entry = (overrides: Partial<AuditEntry>): AuditEntry => ({
  id: '1',
  occurredAt: '2026-03-04T09:30:00.000Z',
  actor: { id: '2b3c4d5e-0000-4000-8000-000000000001', name: 'Salma Benali' },
  action: 'member.role_changed',
  target: { type: 'member', id: memberId, name: 'Lina Haddad' },
  member: lina,
  before: null,
  after: null,
  requestId: 'req-42',
  ...overrides,
});

const premiumMonthly = {
  id: 'plan-1',
  name: 'Premium monthly',
  tier: 'premium',
  type: 'monthly',
  priceCents: 999,
  currency: 'EUR',
  isActive: true,
  position: 1,
  aiDailyCalls: 20,
};

const entries = {
  rewardRename: entry({
    action: 'reward.updated',
    target: { type: 'reward', id: rewardId, name: 'Calm Premium' },
    member: null,
    before: { name: 'Calm+' },
    after: { name: 'Calm Premium' },
  }),
  planPrice: entry({
    action: 'plan.updated',
    target: { type: 'plan', id: 'plan-1', name: 'Premium monthly' },
    member: null,
    before: premiumMonthly,
    after: { ...premiumMonthly, priceCents: 1199 },
  }),
  translation: entry({
    action: 'reward.updated',
    target: { type: 'reward', id: rewardId, name: 'Calm Premium' },
    member: null,
    before: { translations: { name: { fr: 'Calme' }, description: {} } },
    after: { translations: { name: { fr: 'Calme+', ar: 'كالم' }, description: {} } },
  }),
  supportReply: entry({
    action: 'support.replied',
    target: { type: 'support_request', id: 'request-1', name: 'Receipt missing' },
    before: { status: 'new' },
    after: { status: 'waiting', characters: 38 },
  }),
  moderation: entry({
    action: 'community.message_moderated',
    target: { type: 'message', id: 'message-1', name: null },
    before: { status: 'held' },
    after: { action: 'delete', reason: 'Spam link', shadowBanned: true },
  }),
  roleChange: entry({ before: { role: 'user' }, after: { role: 'admin' } }),
  import: entry({
    action: 'promo_codes.imported',
    target: { type: 'reward', id: rewardId, name: 'Calm Premium' },
    member: null,
    after: {
      importId: 'import-1',
      imported: 12,
      total: 15,
      skippedBy: { duplicate_in_file: 2, expired: 1, invalid: 0 },
    },
  }),
  planCreated: entry({
    action: 'plan.created',
    target: { type: 'plan', id: 'plan-1', name: 'Premium monthly' },
    member: null,
    after: premiumMonthly,
  }),
} satisfies Record<string, AuditEntry>;

/** What a sighted reader reads: the arrow, not the words a screen reader says for it. */
function visibleText(element: Element) {
  const copy = element.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll('.sr-only')) hidden.remove();
  return copy.textContent;
}

/** The entry's sentences, headline first. */
function sentencesOf(auditEntry: AuditEntry) {
  renderScreenAt(
    <ol>
      <AuditEntryItem entry={auditEntry} />
    </ol>,
    '/app/admin/audit',
  );
  const item = screen.getAllByRole('listitem')[0]!;
  const headline = item.querySelector('p')!;
  const details = [...item.querySelectorAll('ul > li')];
  const sentences = [headline, ...details].map(visibleText);
  // Never the stored JSON: no braces, no quoted keys.
  expect(visibleText(item)).not.toMatch(/[{}[\]"]/);
  return { item, sentences };
}

describe('audit sentences in English', () => {
  it('a reward renamed', () => {
    expect(sentencesOf(entries.rewardRename).sentences).toEqual(['Reward renamed: “Calm+” → “Calm Premium”']);
  });

  it("a plan's price, in money, and nothing that did not change", () => {
    expect(sentencesOf(entries.planPrice).sentences).toEqual([
      'Plan “Premium monthly” price changed: €9.99 → €11.99',
    ]);
  });

  it('a translation, per language, one added', () => {
    expect(sentencesOf(entries.translation).sentences).toEqual([
      'Reward “Calm Premium” French name changed: “Calme” → “Calme+”',
      'Reward “Calm Premium” Arabic name changed: none → “كالم”',
    ]);
  });

  it('a reply to a support request, its new status, and the member it came from', () => {
    const { item, sentences } = sentencesOf(entries.supportReply);
    expect(sentences).toEqual([
      'Reply of 38 characters sent on support request “Receipt missing”',
      'Support request “Receipt missing” status changed: New → Waiting for the member',
    ]);
    expect(within(item).getByRole('link', { name: 'Lina Haddad' }).getAttribute('href')).toBe(
      `/app/admin/members/${memberId}`,
    );
  });

  it('a moderation decision, its reason, and a field nobody gave words to, humanised', () => {
    expect(sentencesOf(entries.moderation).sentences).toEqual([
      'Community message deleted; it was held for review',
      'Reason: “Spam link”',
      'Shadow banned: yes',
    ]);
  });

  it("a member's role, the member a link to their page", () => {
    const { item, sentences } = sentencesOf(entries.roleChange);
    expect(sentences).toEqual(['Role of Lina Haddad changed: Member → Admin']);
    expect(within(item).getByRole('link', { name: 'Lina Haddad' }).getAttribute('href')).toBe(
      `/app/admin/members/${memberId}`,
    );
    // A screen reader hears "becomes" where the eye sees the arrow.
    expect(item.querySelector('p')!.textContent).toBe('Role of Lina Haddad changed: Member →becomes Admin');
  });

  it('an import: the counts in words, the skipped rows by cause, zeros left out', () => {
    expect(sentencesOf(entries.import).sentences).toEqual([
      '12 promo codes imported for reward “Calm Premium” (15 rows read)',
      'Rows skipped: duplicate in the file (2), expired (1)',
    ]);
  });

  it('a creation: each value on its own line, ids, position and currency left out', () => {
    expect(sentencesOf(entries.planCreated).sentences).toEqual([
      'Plan “Premium monthly” created',
      'Tier: Premium',
      'Billing period: monthly',
      'Price: €9.99',
      'Availability: active',
      'AI answers per day: 20',
    ]);
  });
});

describe('audit sentences in Arabic', () => {
  const arabicMoney = (cents: number) => formatMoney(cents, 'EUR', 'ar');

  beforeEach(() => i18next.changeLanguage('ar'));

  it('a reward renamed: the arrow points the way Arabic reads, the Latin names isolated', () => {
    const { item, sentences } = sentencesOf(entries.rewardRename);
    expect(sentences).toEqual(['إعادة تسمية المكافأة: «Calm+» ← «Calm Premium»']);
    const isolated = [...item.querySelectorAll('p bdi')].map((bdi) => [
      bdi.textContent,
      bdi.getAttribute('dir'),
    ]);
    expect(isolated).toEqual([
      ['Calm+', 'auto'],
      ['Calm Premium', 'auto'],
    ]);
  });

  it("a plan's price, in Arabic money", () => {
    expect(sentencesOf(entries.planPrice).sentences).toEqual([
      `تعديل السعر في الباقة «Premium monthly»: ${arabicMoney(999)} ← ${arabicMoney(1199)}`,
    ]);
  });

  it('a translation, per language', () => {
    expect(sentencesOf(entries.translation).sentences).toEqual([
      'تعديل الاسم بالفرنسية في المكافأة «Calm Premium»: «Calme» ← «Calme+»',
      'تعديل الاسم بالعربية في المكافأة «Calm Premium»: لا شيء ← «كالم»',
    ]);
  });

  it('a reply to a support request and its new status', () => {
    expect(sentencesOf(entries.supportReply).sentences).toEqual([
      'إرسال ردّ من 38 حرفًا على طلب الدعم «Receipt missing»',
      'تعديل الحالة في طلب الدعم «Receipt missing»: جديد ← بانتظار العضو',
    ]);
  });

  it('a moderation decision and its reason; an unknown field still readable', () => {
    expect(sentencesOf(entries.moderation).sentences).toEqual([
      'حذف رسالة في المجتمع؛ كانت معلّقة للمراجعة',
      'السبب: «Spam link»',
      'Shadow banned: نعم',
    ]);
  });

  it("a member's role", () => {
    expect(sentencesOf(entries.roleChange).sentences).toEqual(['تغيير دور Lina Haddad: عضو ← مسؤول']);
  });

  it('the entry itself: who, when, in Arabic', () => {
    const { item } = sentencesOf(entries.roleChange);
    expect(within(item).getByText('بواسطة')).toBeTruthy();
    expect(item.querySelector('time')!.textContent).toBe(
      new Intl.DateTimeFormat('ar-u-nu-latn', { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date('2026-03-04T09:30:00.000Z'),
      ),
    );
  });
});
