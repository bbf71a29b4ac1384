import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';

/** The readable text of an .eml file: each MIME part decoded from base64 or quoted-printable. */
function decodedText(eml: string): string {
  const parts = eml.split(/\r?\n--[^\r\n]+\r?\n/);
  return parts
    .map((part) => {
      const [headers = '', ...body] = part.split(/\r?\n\r?\n/);
      const content = body.join('\n\n');
      if (/Content-Transfer-Encoding: base64/i.test(headers))
        return Buffer.from(content, 'base64').toString('utf8');
      if (/Content-Transfer-Encoding: quoted-printable/i.test(headers)) {
        return Buffer.from(
          content
            .replace(/=\r?\n/g, '')
            .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))),
          'latin1',
        ).toString('utf8');
      }
      return content;
    })
    .join('\n');
}

/** Reads the newest reset code sent to `email`, from the messages the SMTP stand-in received. */
export async function readResetCode(email: string): Promise<string> {
  const outbox = path.join(process.env.E2E_DATA_DIR ?? '', 'smtp-received');
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const files = (await readdir(outbox).catch(() => []))
          .filter((file) => file.endsWith('.eml'))
          .sort()
          .reverse();
        for (const file of files) {
          const message = await readFile(path.join(outbox, file), 'utf8');
          if (!message.includes(`To: ${email}`)) continue;
          code = /(?:^|\n)(\d{6})\r?\n/.exec(decodedText(message))?.[1];
          return code;
        }
        return undefined;
      },
      { timeout: 15_000 },
    )
    .toMatch(/^\d{6}$/);
  return code!;
}
