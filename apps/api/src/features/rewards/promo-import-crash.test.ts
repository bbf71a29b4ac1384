import type { ChildProcess } from 'node:child_process';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { codesCsv } from '../../test/rewards';
import { serverDatabase, serverProcess } from '../../test/server-process';

const databaseUrl = loadConfig().databaseUrl;
const port = 3290 + (process.pid % 50);
const { baseUrl, start: startServer, json, staffMember } = serverProcess(port);

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
  let target: Awaited<ReturnType<typeof serverDatabase>>;
  let server: ChildProcess | null = null;
  beforeAll(async () => {
    target = await serverDatabase(databaseUrl!);
  });
  afterAll(async () => {
    server?.kill('SIGKILL');
    await target.drop();
  });

  it('leaves no code of the file in stock, and a second import takes all of it', async () => {
    const { env } = target;
    const url = env.DATABASE_URL;
    server = await startServer(env);
    const email = `crash.${Date.now()}@example.com`;
    const token = await staffMember(email, 'admin', env);
    const database = new pg.Client({ connectionString: url });
    await database.connect();
    try {
      const reward = (
        await json<{ data: { id: string } }>('POST', '/api/admin/rewards', token, {
          name: 'Crash test',
          category: 'sport',
        })
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
