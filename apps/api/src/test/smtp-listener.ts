import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on loopback (plain SMTP: no certificate to trust, nothing leaves the machine). Each message is
 * handed whole to `accept`; the sender hears it was accepted only when `accept` resolves, so a test can hold a sender
 * waiting by never resolving.
 */
export function smtpListener(accept: (message: Buffer) => Promise<void>) {
  return new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        accept(Buffer.concat(chunks)).then(() => callback(), callback);
      });
    },
  });
}
