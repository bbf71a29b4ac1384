import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { sandboxTestCards } from '../../packages/contracts/src/sandbox-checkout';
import { createIdentityAccount, signInToIdentity } from './identity';
import { demoAdmin, newEmail } from './members';

/**
 * Set-up through the API, for journeys about another screen: a member who already has Premium, a reward that already
 * has codes. The screens these steps stand for have journeys of their own.
 */
export const promoFixture = (name: string) =>
  readFile(path.join(import.meta.dirname, '..', 'fixtures', 'promo-codes', name));

async function answer<T>(response: Awaited<ReturnType<APIRequestContext['post']>>): Promise<T> {
  if (!response.ok())
    throw new Error(`${response.url()} answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as T;
}

export async function signInThroughApi(request: APIRequestContext, email: string, password: string) {
  const session = await signInToIdentity(request, email, password);
  return { authorization: `Bearer ${session.accessToken}` };
}

export const adminHeaders = (request: APIRequestContext) =>
  signInThroughApi(request, demoAdmin.email, demoAdmin.password);

/** A new member with a completed profile in `language` and no plan yet. */
async function registeredMember(request: APIRequestContext, language: string, prefix: string) {
  const email = newEmail(prefix);
  const password = 'strong-pass-1';
  const session = await createIdentityAccount(request, email, password);
  const headers = { authorization: `Bearer ${session.accessToken}` };
  await answer(
    await request.post('/api/auth/register', {
      headers,
      data: {
        email,
        authProvider: 'password',
        uid: session.uid,
        firstname: 'Nadia',
        lastname: 'Bennani',
        language,
      },
    }),
  );
  await answer(
    await request.put('/api/users/me/profile', {
      headers,
      data: {
        firstname: 'Nadia',
        lastname: 'Bennani',
        username: `${prefix}${Date.now() % 1e9}`,
        gender: 'female',
        birthDate: '1994-02-11',
      },
    }),
  );
  return { email, password, headers };
}

/** A new member with a completed profile in `language`, on the Free plan. */
export async function newFreeMember(request: APIRequestContext, language: string, prefix = 'free') {
  const member = await registeredMember(request, language, prefix);
  const plans = (
    await answer<{ data: { id: string; tier: string }[] }>(
      await request.get('/api/plans', { headers: member.headers }),
    )
  ).data;
  await answer(
    await request.post('/api/subscription/free', {
      headers: member.headers,
      data: { planId: plans.find((plan) => plan.tier === 'free')!.id },
    }),
  );
  return member;
}

/** A new member with a completed profile in `language`, on Premium monthly paid with the sandbox's test card. */
export async function newPremiumMember(request: APIRequestContext, language: string, prefix = 'premium') {
  const { email, password, headers } = await registeredMember(request, language, prefix);
  const plans = (
    await answer<{ data: { id: string; tier: string; type: string }[] }>(
      await request.get('/api/plans', { headers }),
    )
  ).data;
  const monthly = plans.find((plan) => plan.tier === 'premium' && plan.type === 'monthly')!;
  const checkout = await answer<{ data: { url: string } }>(
    await request.post('/api/subscription/checkout', {
      headers,
      data: { planId: monthly.id, from: 'billing' },
    }),
  );
  const sessionId = new URL(checkout.data.url).pathname.split('/').pop();
  await answer(
    await request.post(`/api/billing/sandbox/sessions/${sessionId}/pay`, {
      data: { cardNumber: sandboxTestCards.succeeds, expiry: '12/39', cvc: '123', name: 'Nadia Bennani' },
    }),
  );
  return { email, password, headers };
}

/** A reward created by the demo admin, stocked with `count` codes. */
export async function stockedReward(request: APIRequestContext, name: string, count: number) {
  const headers = await adminHeaders(request);
  const reward = (
    await answer<{ data: { id: string; name: string } }>(
      await request.post('/api/admin/rewards', {
        headers,
        data: {
          name,
          category: 'sport',
          partner: 'Stride',
          description: 'Twenty percent off running shoes.',
        },
      }),
    )
  ).data;
  const prefix = `E2E${Date.now().toString(36).toUpperCase()}`;
  const codes = ['code', ...Array.from({ length: count }, (_, index) => `${prefix}-${index + 1}`)].join('\n');
  await answer(
    await request.post(`/api/admin/rewards/${reward.id}/imports`, {
      headers,
      multipart: { file: { name: 'codes.csv', mimeType: 'text/csv', buffer: Buffer.from(codes) } },
    }),
  );
  return reward;
}
