import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { resetCodeEmail } from '../features/identity/reset-code-email';
import { createMailer } from './mailer';

const log = { info: vi.fn(), error: vi.fn(), warn: vi.fn() } as unknown as Parameters<
  typeof createMailer
>[0]['log'];
const message = {
  to: 'amina@example.com',
  subject: 'Your code',
  text: 'Use 123456',
  html: '<p>Use <b>123456</b></p>',
};

describe('mailer', () => {
  let outboxDir: string;
  beforeAll(async () => {
    outboxDir = path.join(await mkdtemp(path.join(os.tmpdir(), 'vitalia-mail-')), 'outbox');
  });
  afterAll(() => rm(path.dirname(outboxDir), { recursive: true, force: true }));

  it('writes an .eml file to the outbox when no SMTP server is configured, and logs who and what', async () => {
    const mailer = createMailer({
      smtpUrl: undefined,
      from: 'Vitalia <no-reply@vitalia.example>',
      outboxDir,
      log,
    });
    await mailer.send(message);
    const [file] = await readdir(outboxDir);
    expect(file).toMatch(/\.eml$/);
    const eml = await readFile(path.join(outboxDir, file!), 'utf8');
    expect(eml).toContain('To: amina@example.com');
    expect(eml).toContain('Subject: Your code');
    expect(log.info).toHaveBeenCalledWith(
      expect.objectContaining({ to: 'amina@example.com', subject: 'Your code' }),
      'mail written to the outbox',
    );
  });

  it('gives every sending of one delivery the same Message-ID, so a repeat can be recognised', async () => {
    const dir = path.join(path.dirname(outboxDir), 'repeat');
    const mailer = createMailer({
      smtpUrl: undefined,
      from: 'Vitalia <no-reply@vitalia.example>',
      outboxDir: dir,
      log,
    });
    await mailer.send({ ...message, idempotencyKey: 'event-42.billing-email' });
    await mailer.send({ ...message, idempotencyKey: 'event-42.billing-email' });
    await mailer.send(message);
    const emls = await Promise.all(
      (await readdir(dir)).map((name) => readFile(path.join(dir, name), 'utf8')),
    );
    const ids = emls.map((eml) => /^Message-ID: (.+)$/im.exec(eml)?.[1]?.trim());
    expect(ids.filter((id) => id === '<event-42.billing-email@vitalia.example>')).toHaveLength(2);
    expect(new Set(ids).size).toBe(2);
  });

  it('never logs a reset code: it is a credential, read from the outbox file locally', async () => {
    const mailer = createMailer({ smtpUrl: undefined, from: 'x@example.com', outboxDir, log });
    vi.mocked(log.info).mockClear();
    await mailer.send(resetCodeEmail('amina@example.com', '967790', 'en'));
    expect(JSON.stringify(vi.mocked(log.info).mock.calls)).not.toContain('967790');
    const files = await readdir(outboxDir);
    const emls = await Promise.all(files.map((name) => readFile(path.join(outboxDir, name), 'utf8')));
    expect(emls.some((eml) => eml.includes('967790'))).toBe(true);
  });

  it('delivers through a real SMTP server when SMTP_URL is set', async () => {
    const received: string[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
        stream.on('end', () => {
          received.push(data);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    try {
      const mailer = createMailer({
        smtpUrl: `smtp://127.0.0.1:${port}`,
        from: 'Vitalia <no-reply@vitalia.example>',
        outboxDir,
        log,
      });
      await mailer.send(message);
      expect(received).toHaveLength(1);
      expect(received[0]).toContain('To: amina@example.com');
      expect(received[0]).toContain('Use 123456');
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
