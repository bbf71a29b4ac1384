import type { AdminReward, RewardInput, Role } from '@vitalia/contracts';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { App } from '../app';
import { registerMember, type TestAccount } from './accounts';
import { servicesOf, type TestApp } from './test-app';

export const promoFixturesDir = fileURLToPath(
  new URL('../../../../e2e/fixtures/promo-codes/', import.meta.url),
);

export const readPromoFixture = (name: string) => readFile(path.join(promoFixturesDir, name));

/** A multipart/form-data body with one file field, as a browser's FormData sends it. */
export function multipartFile(fileName: string, bytes: Buffer, field = 'file') {
  const boundary = `----vitalia${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\ncontent-disposition: form-data; name="${field}"; filename="${fileName}"\r\n` +
        'content-type: application/octet-stream\r\n\r\n',
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export async function memberWithRole(subject: TestApp, role: Role): Promise<TestAccount> {
  const account = await registerMember(subject.app);
  const services = await servicesOf(subject);
  await services.users.ensureRegistered(account, { role, firstname: 'Test', lastname: role, language: 'en' });
  // The role change's event is delivered after its commit: the test starts once it has been.
  await services.close();
  return account;
}

export async function createReward(app: App, admin: TestAccount, input: Partial<RewardInput> = {}) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/admin/rewards',
    headers: admin.authorization,
    payload: { name: `Reward ${Math.random().toString(36).slice(2, 8)}`, category: 'sport', ...input },
  });
  if (response.statusCode !== 201) throw new Error(`reward not created: ${response.body}`);
  return response.json().data as AdminReward;
}

export function importFile(app: App, admin: TestAccount, rewardId: string, fileName: string, bytes: Buffer) {
  const { payload, headers } = multipartFile(fileName, bytes);
  return app.inject({
    method: 'POST',
    url: `/api/admin/rewards/${rewardId}/imports`,
    headers: { ...admin.authorization, ...headers },
    payload,
  });
}

/** A plain CSV of `count` codes with a fixed prefix: the quickest way to give a reward stock. */
export const codesCsv = (prefix: string, count: number) =>
  Buffer.from(['code', ...Array.from({ length: count }, (_, index) => `${prefix}-${index + 1}`)].join('\n'));
