/**
 * The Firebase Authentication emulator for the browser journeys run with `IDENTITY=firebase` (e2e's
 * playwright.firebase.config.ts), on the port given, until the runner stops it.
 * Run: `node --import tsx firebase-emulator-stand-in.ts <port>`.
 */
import { startFirebaseEmulator } from './firebase-emulator';

const [port = '3140'] = process.argv.slice(2);
const emulator = await startFirebaseEmulator({ authPort: Number(port) });
console.log(`Firebase Authentication emulator on ${emulator.host}, project ${emulator.projectId}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void emulator.stop().finally(() => process.exit(0)));
