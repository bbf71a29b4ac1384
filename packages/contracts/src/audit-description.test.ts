import { describe, expect, it } from 'vitest';
import { describeAuditEntry } from './audit-description';
import { humaniseKey } from './audit-values';
import type { AuditEntry } from './audit';

const entry = (overrides: Partial<Pick<AuditEntry, 'action' | 'target' | 'before' | 'after'>>) => ({
  action: 'reward.updated' as const,
  target: { type: 'reward' as const, id: 'r-1', name: 'Calm Premium' },
  before: null,
  after: null,
  ...overrides,
});

describe('an audit entry as sentences (issue 39)', () => {
  it('says a rename as a rename, and each other change with its field, typed by meaning', () => {
    expect(
      describeAuditEntry(
        entry({
          before: { name: 'Calm+', category: 'sport', isActive: true, lowStockThreshold: 10 },
          after: { name: 'Calm Premium', category: 'streaming', isActive: false, lowStockThreshold: 10 },
        }),
      ),
    ).toEqual([
      {
        key: 'renamed',
        slots: { before: { kind: 'text', text: 'Calm+' }, after: { kind: 'text', text: 'Calm Premium' } },
      },
      {
        key: 'changed',
        field: 'category',
        slots: {
          before: { kind: 'word', group: 'category', value: 'sport' },
          after: { kind: 'word', group: 'category', value: 'streaming' },
        },
      },
      {
        key: 'changed',
        field: 'isActive',
        slots: {
          before: { kind: 'word', group: 'availability', value: 'active' },
          after: { kind: 'word', group: 'availability', value: 'inactive' },
        },
      },
    ]);
  });

  it('says translations per language; one only added is a change from none', () => {
    const sentences = describeAuditEntry(
      entry({
        before: { translations: { name: { fr: 'Calme' }, description: {} } },
        after: { translations: { name: { fr: 'Calme', ar: 'كالم' }, description: { fr: 'Méditer' } } },
      }),
    );
    expect(
      sentences.map((sentence) => [sentence.field, sentence.slots.before, sentence.slots.after]),
    ).toEqual([
      ['translations.name.ar', { kind: 'none' }, { kind: 'text', text: 'كالم' }],
      ['translations.description.fr', { kind: 'none' }, { kind: 'text', text: 'Méditer' }],
    ]);
  });

  it('reads a price with its currency, leaves ids, position and the currency unsaid', () => {
    const plan = { id: 'p-1', name: 'Premium', priceCents: 999, currency: 'EUR', position: 1 };
    expect(
      describeAuditEntry(
        entry({
          action: 'plan.updated',
          target: { type: 'plan', id: 'p-1', name: 'Premium' },
          before: plan,
          after: { ...plan, priceCents: 1199, position: 2 },
        }),
      ),
    ).toEqual([
      {
        key: 'changed',
        field: 'priceCents',
        slots: {
          before: { kind: 'money', cents: 999, currency: 'EUR' },
          after: { kind: 'money', cents: 1199, currency: 'EUR' },
        },
      },
    ]);
  });

  it('gives an unknown object words rather than JSON, and an unknown key a humanised name', () => {
    const [sentence] = describeAuditEntry(
      entry({
        action: 'community.message_moderated',
        target: { type: 'message', id: 'm-1', name: null },
        before: { status: 'held' },
        after: {
          action: 'approve',
          reason: null,
          extra: { shadowBanned: true, at: '2026-03-04T09:30:00.000Z' },
        },
      }),
    ).slice(1);
    expect(sentence).toEqual({
      key: 'detail',
      field: 'extra',
      slots: {
        value: {
          kind: 'pairs',
          pairs: [
            { field: 'shadowBanned', value: { kind: 'yesNo', value: true } },
            { field: 'at', value: { kind: 'moment', iso: '2026-03-04T09:30:00.000Z' } },
          ],
        },
      },
    });
    expect(humaniseKey('shadowBanned')).toBe('shadow banned');
    expect(humaniseKey('skipped_by')).toBe('skipped by');
  });

  it('falls back on the action itself when nothing else can be said', () => {
    expect(describeAuditEntry(entry({ before: { id: 'r-1' }, after: { id: 'r-1' } }))).toEqual([
      { key: 'action', slots: {} },
    ]);
  });
});
