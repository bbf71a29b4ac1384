import {
  endpointName,
  hasPermission,
  subscriptionEndpoints,
  type Endpoint,
  type Role,
} from '@vitalia/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMember, type TestAccount } from './test/accounts';
import { subscribePremium } from './test/billing';
import { memberWithRole } from './test/rewards';
import { allEndpoints, samplePathOf } from './test/endpoint-catalogue';
import { createTestApp, seedPlans, type TestApp } from './test/test-app';

/**
 * Every endpoint × every kind of caller, generated from the descriptors: a new endpoint is in the table the moment it
 * is described. A refusal must be exact (4001 anonymous, 4003 signed in without the right); an admission only has to
 * get past the access check (a made-up id is then 4004, an empty body 4000).
 */
const personas = ['anonymous', 'free', 'premium', 'admin', 'karim'] as const;
type Persona = (typeof personas)[number];

const roleOf: Record<Exclude<Persona, 'anonymous'>, Role> = {
  free: 'user',
  premium: 'user',
  admin: 'admin',
  karim: 'karim',
};

type Expected = 'admitted' | 4001 | 4003;

function expectedFor(endpoint: Endpoint, persona: Persona): Expected {
  const { access } = endpoint;
  if (access.audience === 'public') return 'admitted';
  if (persona === 'anonymous') return 4001;
  if (access.audience === 'member') return 'admitted';
  // Premium is a paid plan (D4): staff without one are refused like any Free member.
  if (access.audience === 'premium') {
    if (persona === 'premium') return 'admitted';
    return access.orStaff && hasPermission(roleOf[persona], access.orStaff) ? 'admitted' : 4003;
  }
  return hasPermission(roleOf[persona], access.permission) ? 'admitted' : 4003;
}

/**
 * An admitted mutation with nothing to refuse (no body, no id: sign out, delete my account, choose Free) would act on
 * the shared caller; the endpoint's own tests cover those, and their refusals are still checked here.
 */
const actsOnCaller = (endpoint: Endpoint) =>
  endpoint.method !== 'GET' && !endpoint.params && !endpoint.body && !endpoint.upload;

const rows = allEndpoints.flatMap((endpoint) =>
  personas.map((persona) => ({ endpoint, persona, expected: expectedFor(endpoint, persona) })),
);

describe('authorization matrix (every endpoint × every caller)', () => {
  let subject: TestApp;
  const accounts = new Map<Persona, TestAccount>();

  beforeAll(async () => {
    subject = await createTestApp();
    const plans = await seedPlans(subject);
    accounts.set('free', await registerMember(subject.app));
    const premium = await registerMember(subject.app);
    await subscribePremium(subject.app, premium, plans.monthly.id);
    accounts.set('premium', premium);
    accounts.set('admin', await memberWithRole(subject, 'admin'));
    accounts.set('karim', await memberWithRole(subject, 'karim'));
  });
  afterAll(() => subject.close());

  // Another member's resource is not found, whoever asks: its existence is not disclosed, not even to staff.
  it.each(['free', 'admin', 'karim'] as const)("another member's receipt × %s → 4004", async (persona) => {
    const premium = accounts.get('premium')!;
    const [payment] = (
      await subject.app.inject({ method: 'GET', url: '/api/payments', headers: premium.authorization })
    ).json().data as { id: string }[];
    const url = `/api${subscriptionEndpoints.receiptOf.path.replace(':paymentId', payment!.id)}`;
    const own = await subject.app.inject({ method: 'GET', url, headers: premium.authorization });
    expect(own.statusCode).toBe(200);
    const other = await subject.app.inject({
      method: 'GET',
      url,
      headers: accounts.get(persona)!.authorization,
    });
    expect([other.statusCode, other.json().error.code]).toEqual([404, 4004]);
  });

  it('covers every endpoint', () => {
    expect(allEndpoints.length).toBeGreaterThan(50);
    expect(new Set(allEndpoints.map(endpointName)).size).toBe(allEndpoints.length);
  });

  it.each(
    rows.map((row) => [`${endpointName(row.endpoint)} × ${row.persona} → ${row.expected}`, row] as const),
  )('%s', async (_name, { endpoint, persona, expected }) => {
    if (expected === 'admitted' && actsOnCaller(endpoint)) return;
    const account = accounts.get(persona);
    const hasBody = endpoint.method !== 'GET' && endpoint.method !== 'DELETE';
    const response = await subject.app.inject({
      method: endpoint.method,
      url: `/api${samplePathOf(endpoint)}`,
      headers: account?.authorization ?? {},
      // An empty list is no endpoint's body: an admitted call stops at validation, before any change.
      ...(hasBody && !endpoint.upload ? { payload: [] } : {}),
    });
    const isJson = String(response.headers['content-type'] ?? '').includes('json');
    const code = isJson ? response.json()?.error?.code : undefined;
    if (expected === 'admitted') {
      expect([4001, 4003]).not.toContain(code);
      expect(response.statusCode).toBeLessThan(500);
    } else {
      expect(code).toBe(expected);
    }
  });
});
