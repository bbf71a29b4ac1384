/**
 * A real SMTP listener on loopback for the browser journeys: the server sends its mail here with nodemailer, as it
 * would to a provider, and each message received is written to `<dir>/<n>.eml` for the journey to read.
 * Run: `node --import tsx smtp-stand-in.ts <port> <dir>`.
 */
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

const [port = '3120', dir = 'smtp-received'] = process.argv.slice(2);
await mkdir(dir, { recursive: true });
let received = 0;

const server = new SMTPServer({
  authOptional: true,
  // Plain SMTP on loopback: no certificate to trust, nothing leaves the machine.
  disabledCommands: ['STARTTLS'],
  onData(stream, _session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      const name = `${Date.now()}-${String((received += 1)).padStart(5, '0')}`;
      const partial = path.join(dir, `${name}.part`);
      // Written whole, then renamed: a reader never sees half a message.
      writeFile(partial, Buffer.concat(chunks))
        .then(() => rename(partial, path.join(dir, `${name}.eml`)))
        .then(() => callback(), callback);
    });
  },
});
server.listen(Number(port), '127.0.0.1', () =>
  console.log(`SMTP stand-in on 127.0.0.1:${port}, writing to ${dir}`),
);
