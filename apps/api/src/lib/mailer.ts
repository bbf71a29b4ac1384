import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /**
   * The same for every sending of one message (an event's delivery): it becomes the Message-ID, so a mail system
   * that sees the message twice — a retry after a crash — can tell it is one message.
   */
  idempotencyKey?: string;
  /** Extra headers (a digest's List-Unsubscribe). */
  headers?: Record<string, string>;
}

const domainOf = (from: string) => /@([^>\s]+)/.exec(from)?.[1] ?? 'vitalia.invalid';

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * SMTP when configured; otherwise each message becomes an .eml file under `<dataDir>/outbox`, built by the same
 * nodemailer composer, so what lands there is exactly what would have been sent.
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  log: FastifyBaseLogger;
}): Mailer {
  const transport = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  return {
    async send(message) {
      const info = await transport.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        ...(message.headers ? { headers: message.headers } : {}),
        ...(message.idempotencyKey
          ? { messageId: `<${message.idempotencyKey}@${domainOf(options.from)}>` }
          : {}),
      });
      // Who and what, never the body: a reset code is a credential (D8). Locally it is read in the outbox file.
      const logLine = { to: message.to, subject: message.subject };
      if (options.smtpUrl) {
        options.log.info(logLine, 'mail sent');
        return;
      }
      await mkdir(options.outboxDir, { recursive: true });
      const file = path.join(
        options.outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[<>@]/g, '')}.eml`,
      );
      // Written aside then renamed, so a reader of the outbox never sees half a message.
      await writeFile(`${file}.partial`, (info as unknown as { message: Buffer }).message);
      await rename(`${file}.partial`, file);
      options.log.info({ ...logLine, file }, 'mail written to the outbox');
    },
  };
}
