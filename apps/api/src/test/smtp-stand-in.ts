/**
 * A real SMTP listener on loopback for the browser journeys: the server sends its mail here with nodemailer, as it
 * would to a provider, and each message received is written to `<dir>/<n>.eml` for the journey to read.
 * Run: `node --import tsx smtp-stand-in.ts <port> <dir>`.
 */
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { smtpListener } from './smtp-listener';

const [port = '3120', dir = 'smtp-received'] = process.argv.slice(2);
await mkdir(dir, { recursive: true });
let received = 0;

const server = smtpListener(async (message) => {
  const name = `${Date.now()}-${String((received += 1)).padStart(5, '0')}`;
  const partial = path.join(dir, `${name}.part`);
  // Written whole, then renamed: a reader never sees half a message.
  await writeFile(partial, message);
  await rename(partial, path.join(dir, `${name}.eml`));
});
server.listen(Number(port), '127.0.0.1', () =>
  console.log(`SMTP stand-in on 127.0.0.1:${port}, writing to ${dir}`),
);
