import { sandboxTestCards } from '@vitalia/contracts';
import type { App } from '../app';
import type { TestAccount } from './accounts';

export const testCard = (cardNumber: string = sandboxTestCards.succeeds) => ({
  cardNumber,
  expiry: '12/39',
  cvc: '123',
  name: 'Amina El Idrissi',
});

/** Opens a sandbox checkout for a plan and answers the session id (the last part of the page's URL). */
export async function openCheckout(app: App, account: TestAccount, planId: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/subscription/checkout',
    headers: account.authorization,
    payload: { planId, from: 'billing' },
  });
  if (response.statusCode !== 200) throw new Error(`checkout failed: ${response.body}`);
  return new URL(response.json().data.url).pathname.split('/').pop()!;
}

export function payCheckout(app: App, sessionId: string, cardNumber?: string) {
  return app.inject({
    method: 'POST',
    url: `/api/billing/sandbox/sessions/${sessionId}/pay`,
    payload: testCard(cardNumber),
  });
}

/** Opens a checkout and pays it with a card that succeeds: the member is on that Premium plan. */
export async function subscribePremium(app: App, account: TestAccount, planId: string, cardNumber?: string) {
  const response = await payCheckout(app, await openCheckout(app, account, planId), cardNumber);
  if (response.statusCode !== 200) throw new Error(`payment failed: ${response.body}`);
}

export function call(
  app: App,
  account: TestAccount | null,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) {
  return app.inject({ method, url, headers: account?.authorization ?? {}, ...(payload ? { payload } : {}) });
}

/** A feature test's `api(account, method, '/path', body)`: `/api` + path, as that account or signed out. */
export const apiOf =
  (app: () => App) =>
  (
    account: TestAccount | null,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ) =>
    call(app(), account, method, `/api${url}`, payload);
