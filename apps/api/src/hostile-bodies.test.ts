import { randomUUID } from 'node:crypto';
import { endpointName, type Endpoint } from '@vitalia/contracts';
import * as endpointGroups from '@vitalia/contracts/endpoints/index';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestAccount } from './test/accounts';
import { subscribePremium } from './test/billing';
import { memberWithRole } from './test/rewards';
import { createTestApp, seedPlans, type TestApp } from './test/test-app';

/**
 * Issue 20's fuzzing: every JSON endpoint, called past its access check by karim with Premium, with bodies built to
 * hurt (wrong types, huge strings, deep nesting, control and bidi characters, unknown fields, its own field names
 * holding any of those). Whatever comes, the answer is a clear 4xx or a success, never a 5xx, and never a hang (the
 * test's timeout). Seeded, so a failure names a body that can be replayed.
 */
const jsonEndpoints: Endpoint[] = Object.values(endpointGroups)
  .flatMap((group) => Object.values(group))
  .filter((endpoint) => endpoint.body && !endpoint.upload);

/** The field names a body's schema declares (zod objects keep them in `def.shape`), to aim values at. */
function fieldsOf(endpoint: Endpoint): string[] {
  const shape = (endpoint.body as unknown as { def?: { shape?: Record<string, unknown> } }).def?.shape;
  return shape ? Object.keys(shape) : [];
}

const controlText = fc.string({
  unit: fc.constantFrom(
    '\u0000',
    '\u0007',
    '\u001b',
    '\u202e',
    '\u2066',
    '\ufeff',
    '\ud800',
    'é',
    'ك',
    '🏋️',
    '"',
    '\\',
  ),
  maxLength: 40,
});
const hugeText = fc.nat(3).map((size) => 'x'.repeat(10 ** (size + 3)));
const deeplyNested = fc.integer({ min: 50, max: 400 }).map((depth) => {
  let value: unknown = 'bottom';
  for (let level = 0; level < depth; level += 1) value = level % 2 ? [value] : { nested: value };
  return value;
});
const hostileValue = fc.oneof(
  fc.anything({ maxDepth: 3, withNullPrototype: true, withBigInt: false }),
  controlText,
  hugeText,
  deeplyNested,
  fc.constantFrom(Number.MAX_SAFE_INTEGER, -1, 1e308, -0, 0.1, '', ' ', 'null', '__proto__', 'constructor'),
);

function hostileBody(fields: string[]) {
  const aimed = fields.length
    ? fc.dictionary(fc.constantFrom(...fields), hostileValue, { maxKeys: fields.length })
    : fc.constant({});
  return fc.oneof(
    hostileValue,
    fc
      .tuple(aimed, fc.dictionary(fc.string({ maxLength: 12 }), hostileValue, { maxKeys: 3 }))
      .map(([known, unknown]) => ({ ...unknown, ...known })),
    fc.constant({ ['__proto__']: { isAdmin: true }, constructor: { prototype: { polluted: true } } }),
  );
}

/** A value each path parameter's own schema accepts: a fresh uuid where it is one. */
function pathOf(endpoint: Endpoint): string {
  const shape = (
    endpoint.params as unknown as { shape?: Record<string, { safeParse(v: unknown): { success: boolean } }> }
  )?.shape;
  return endpoint.path.replace(/:(\w+)/g, (_, name: string) => {
    const candidates = [randomUUID(), 'A'.repeat(32), 'google', '1'];
    return encodeURIComponent(candidates.find((value) => shape?.[name]?.safeParse(value).success) ?? 'x');
  });
}

describe('hostile JSON bodies on every endpoint (issue 20)', () => {
  let subject: TestApp;
  let karim: TestAccount;

  beforeAll(async () => {
    subject = await createTestApp();
    const plans = await seedPlans(subject);
    karim = await memberWithRole(subject, 'karim');
    await subscribePremium(subject.app, karim, plans.monthly.id);
  });
  afterAll(() => subject.close());

  it('covers the JSON endpoints', () => {
    expect(jsonEndpoints.length).toBeGreaterThan(40);
  });

  it.each(jsonEndpoints.map((endpoint) => [endpointName(endpoint), endpoint] as const))(
    '%s: never a 5xx',
    async (_name, endpoint) => {
      const url = `/api${pathOf(endpoint)}`;
      await fc.assert(
        fc.asyncProperty(hostileBody(fieldsOf(endpoint)), async (body) => {
          const response = await subject.app.inject({
            method: endpoint.method,
            url,
            headers: { ...karim.authorization, 'content-type': 'application/json' },
            payload: JSON.stringify(body) ?? 'null',
          });
          expect(response.statusCode, response.body.slice(0, 300)).toBeLessThan(500);
          expect(response.body).not.toMatch(/\bat \w+ \(|node_modules|syntax error at or near/);
        }),
        { numRuns: 12, seed: 20_2611 },
      );
    },
  );
});
