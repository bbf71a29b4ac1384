import type { ChildProcess } from 'node:child_process';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { testCard } from '../../test/billing';
import { serverDatabase, serverProcess } from '../../test/server-process';
import { smtpListener } from '../../test/smtp-listener';

const databaseUrl = loadConfig().databaseUrl;
const port = 3340 + (process.pid % 50);
const smtpPort = 3390 + (process.pid % 50);
const { start, json, member, staffMember, premiumPlan, checkout } = serverProcess(port);

const waitFor = async (isDone: () => Promise<boolean> | boolean, timeoutMs: number) => {
  for (const until = Date.now() + timeoutMs; !(await isDone());) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

/**
 * Issue 14's proof of the outbox: the server is killed after the payment commits and while its receipt is being
 * handed to the mail server; after a restart the receipt goes out, once.
 */
describe.skipIf(!databaseUrl)('a receipt cut off by a crash, on PostgreSQL (issue 14)', () => {
  let target: Awaited<ReturnType<typeof serverDatabase>>;
  let server: ChildProcess | null = null;
  const received: string[] = [];
  /** While set, the mail server takes a message in but never says it is accepted: the sender waits. */
  let isStalling = false;
  let stalledMessages = 0;
  const smtp = smtpListener(async (message) => {
    if (isStalling) {
      stalledMessages += 1;
      return new Promise<void>(() => undefined);
    }
    received.push(message.toString('utf8'));
  });

  beforeAll(async () => {
    target = await serverDatabase(databaseUrl!);
    await new Promise<void>((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    server?.kill('SIGKILL');
    await new Promise((resolve) => smtp.close(() => resolve(undefined)));
    await target.drop();
  });

  it('delivers the receipt exactly once after the restart', async () => {
    // A short lease: the test need not wait out the default minute for the dead server's hold to end.
    const env = { ...target.env, SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, OUTBOX_LEASE_SECONDS: '5' };
    server = await start(env);
    const database = new pg.Client({ connectionString: env.DATABASE_URL });
    await database.connect();
    try {
      const adminToken = await staffMember(`admin.${Date.now()}@example.com`, 'admin', env);
      const planId = await premiumPlan(adminToken);
      const memberToken = await member(`member.${Date.now()}@example.com`);
      const sessionId = await checkout(memberToken, planId);

      isStalling = true;
      const paying = json('POST', `/api/billing/sandbox/sessions/${sessionId}/pay`, null, testCard()).catch(
        () => null,
      );
      // The payment has committed and its receipt is with the mail server, unconfirmed: the machine dies now.
      await waitFor(() => stalledMessages === 1, 20_000);
      const [payment] = (await database.query('select id from payments')).rows;
      expect(payment).toBeDefined();
      server.kill('SIGKILL');
      // The member had their answer before the mail went out (issue 37: delivery follows the response).
      expect(await paying).toMatchObject({ data: { status: 'completed' } });
      const events = async () =>
        (await database.query(`select dispatched_at from domain_events where type = 'billing.email'`)).rows;
      expect(await events()).toEqual([{ dispatched_at: null }]);
      expect(received).toEqual([]);

      isStalling = false;
      server = await start(env);
      // The dead server's lease on the event runs out (5 s), then the next dispatch delivers it.
      await waitFor(() => received.length > 0, 60_000);
      await waitFor(async () => (await events())[0]?.dispatched_at !== null, 10_000);
      // Another dispatch tick finds nothing left to send.
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      expect(received).toHaveLength(1);
      expect(received[0]).toContain('Subject: Your Vitalia receipt');
      // Any retry of this delivery carries the same Message-ID, so a mail system can drop a repeat.
      expect(received[0]).toMatch(/^Message-ID: <event-\d+\.billing-email@[^>]+>$/im);
      // The receipt's event was delivered once, by its one handler (the payment's access change has its own event).
      const deliveries = await database.query(
        `select d.handler from domain_event_deliveries d join domain_events e on e.id = d.event_id
         where e.type = 'billing.email'`,
      );
      expect(deliveries.rows).toEqual([{ handler: 'billing-email' }]);
    } finally {
      await database.end();
    }
  }, 120_000);
});
