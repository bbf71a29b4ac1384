import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { codesCsv } from '../../test/rewards';

const apiRoot = fileURLToPath(new URL('../../../', import.meta.url));
const databaseUrl = loadConfig().databaseUrl;
const port = 3290 + (process.pid % 50);
const baseUrl = `http://127.0.0.1:${port}`;

/** The real server in its own process, so that it can be killed mid-import like a crashed machine. */
async function startServer(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiRoot,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    },
    stdio: 'ignore',
  });
  for (let attempt = 0; attempt < 120; attempt += 1) {
    if (
      await fetch(`${baseUrl}/api/health`).then(
        (response) => response.ok,
        () => false,
      )
    )
      return child;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGKILL');
  throw new Error('the server did not start');
}

const json = (method: string, url: string, token: string | null, body?: unknown) =>
  fetch(`${baseUrl}${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  }).then(
    (response) =>
      response.json() as Promise<{ accessToken: string; user: { uid: string }; data: { id: string } }>,
  );

function upload(token: string, rewardId: string, bytes: Buffer) {
  const form = new FormData();
  form.append('file', new Blob([bytes]), 'large.csv');
  return fetch(`${baseUrl}/api/admin/rewards/${rewardId}/imports`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
}

describe.skipIf(!databaseUrl)('an import cut off by a crash, on PostgreSQL (issue 5)', () => {
  const name = `vitalia_crash_${randomBytes(4).toString('hex')}`;
  let url: string;
  let dataDir: string;
  let server: ChildProcess | null = null;
  const admin = new pg.Client({ connectionString: databaseUrl });

  beforeAll(async () => {
    await admin.connect();
    await admin.query(`create database ${name}`);
    const target = new URL(databaseUrl!);
    target.pathname = `/${name}`;
    url = target.href;
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'vitalia-crash-'));
  });
  afterAll(async () => {
    server?.kill('SIGKILL');
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('leaves no code of the file in stock, and a second import takes all of it', async () => {
    const env = { DATABASE_URL: url, DATA_DIR: dataDir };
    server = await startServer(env);
    const email = `crash.${Date.now()}@example.com`;
    const session = await json('POST', '/api/identity/sign-up', null, { email, password: 'crash-pass-1' });
    const token: string = session.accessToken;
    await json('POST', '/api/auth/register', token, {
      email,
      authProvider: 'password',
      uid: session.user.uid,
      language: 'en',
    });
    const database = new pg.Client({ connectionString: url });
    await database.connect();
    try {
      await database.query(`update users set role = 'admin' where email = $1`, [email]);
      const reward = (
        await json('POST', '/api/admin/rewards', token, { name: 'Crash test', category: 'sport' })
      ).data;
      const file = codesCsv('CRASH', 400_000);
      const running = upload(token, reward.id, file).catch(() => null);
      // Kill the server once the import's record says it is writing codes: its transaction is then open.
      for (let attempt = 0; attempt < 400; attempt += 1) {
        const { rows } = await database.query(`select status from promo_code_imports where reward_id = $1`, [
          reward.id,
        ]);
        if (rows[0]?.status === 'running') break;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      await new Promise((resolve) => setTimeout(resolve, 300));
      server.kill('SIGKILL');
      expect(await running).toBeNull();
      const count = async () =>
        Number(
          (await database.query(`select count(*) from promo_codes where reward_id = $1`, [reward.id])).rows[0]
            .count,
        );
      expect(await count()).toBe(0);

      server = await startServer(env);
      const { rows } = await database.query(`select status from promo_code_imports where reward_id = $1`, [
        reward.id,
      ]);
      expect(rows.map((row) => row.status)).toEqual(['interrupted']);
      const again = await upload(token, reward.id, file);
      expect(again.status).toBe(201);
      expect(((await again.json()) as { data: unknown }).data).toMatchObject({
        imported: 400_000,
        total: 400_000,
        skipped: 0,
      });
      expect(await count()).toBe(400_000);
    } finally {
      await database.end();
    }
  }, 180_000);
});
