import { endpointName, type Endpoint } from '@vitalia/contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import type { TestAccount } from './test/accounts';
import { subscribePremium } from './test/billing';
import { jsonSchemaArbitrary, type JsonSchema } from './test/json-schema-arbitrary';
import { memberWithRole } from './test/rewards';
import { allEndpoints, samplePathOf } from './test/endpoint-catalogue';
import { createTestApp, seedPlans, type TestApp } from './test/test-app';

/**
 * Issue 20's fuzzing: every JSON endpoint, called past its access check by karim with Premium, with bodies built to
 * hurt (wrong types, huge strings, deep nesting, control and bidi characters, unknown fields, its own field names
 * holding any of those). Whatever comes, the answer is a clear 4xx or a success, never a 5xx, and never a hang (the
 * test's timeout). Seeded, so a failure names a body that can be replayed.
 */
const jsonEndpoints = allEndpoints.filter((endpoint) => endpoint.body && !endpoint.upload);

/** The body's schema as JSON Schema: what a well-formed body looks like, as far as JSON Schema can say. */
const jsonSchemaOf = (endpoint: Endpoint) =>
  z.toJSONSchema(endpoint.body as z.ZodMiniType, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

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

/**
 * Hostile at every depth: anything at all; an object with the body's own field names and unknown ones holding hostile
 * values; prototype keys; and a well-formed body (from its schema) with one field made hostile, or none, which gets
 * past validation into the handler.
 */
function hostileBody(schema: JsonSchema) {
  const fields = Object.keys(schema.properties ?? {});
  const wellFormed = jsonSchemaArbitrary(schema);
  const aimed = fields.length
    ? fc.dictionary(fc.constantFrom(...fields), hostileValue, { maxKeys: fields.length })
    : fc.constant({});
  const oneFieldSpoilt = fields.length
    ? fc
        .tuple(wellFormed, fc.constantFrom(...fields), hostileValue)
        .map(([body, field, value]) =>
          typeof body === 'object' && body !== null ? { ...body, [field]: value } : body,
        )
    : wellFormed;
  return fc.oneof(
    hostileValue,
    fc
      .tuple(aimed, fc.dictionary(fc.string({ maxLength: 12 }), hostileValue, { maxKeys: 3 }))
      .map(([known, unknown]) => ({ ...unknown, ...known })),
    fc.constant({ ['__proto__']: { isAdmin: true }, constructor: { prototype: { polluted: true } } }),
    wellFormed,
    oneFieldSpoilt,
  );
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
      const url = `/api${samplePathOf(endpoint)}`;
      await fc.assert(
        fc.asyncProperty(hostileBody(jsonSchemaOf(endpoint)), async (body) => {
          const response = await subject.app.inject({
            method: endpoint.method,
            url,
            headers: { ...karim.authorization, 'content-type': 'application/json' },
            payload: JSON.stringify(body) ?? 'null',
          });
          expect(response.statusCode, response.body.slice(0, 300)).toBeLessThan(500);
          expect(response.body).not.toMatch(/\bat \w+ \(|node_modules|syntax error at or near/);
        }),
        { numRuns: 20, seed: 20_2611 },
      );
    },
  );
});
