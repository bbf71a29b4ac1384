import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePorts } from './server-process';

const toolDir = fileURLToPath(new URL('../../../../tools/firebase-emulator/', import.meta.url));
const cli = path.join(toolDir, 'node_modules/firebase-tools/lib/bin/firebase.js');
/** A `demo-` project needs no credentials and reaches nothing outside this machine. */
export const emulatorProjectId = 'demo-vitalia';

export interface FirebaseEmulator {
  /** host:port, as FIREBASE_AUTH_EMULATOR_HOST wants it. */
  host: string;
  projectId: string;
  /** The emulator's REST endpoint for the Identity Toolkit calls the web SDK makes. */
  identityToolkit(method: string, body: object): Promise<Record<string, unknown>>;
  stop(): Promise<void>;
}

async function waitUntilReady(url: string, exited: () => string | null, deadline: number) {
  for (;;) {
    const failure = exited();
    if (failure) throw new Error(`the Firebase emulator stopped before it was ready:\n${failure}`);
    const ready = await fetch(url)
      .then((response) => response.ok)
      .catch(() => false);
    if (ready) return;
    if (Date.now() > deadline) throw new Error('the Firebase emulator was not ready within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * The Firebase Authentication emulator (firebase-tools, installed by scripts/ensure-firebase-emulator.sh) on free
 * ports of its own, so that test runs side by side never meet. Ready in about ten seconds.
 */
export async function startFirebaseEmulator({
  authPort: chosenAuthPort,
}: {
  /** A known port, for a browser journey's server that must be told it before the emulator starts. */
  authPort?: number;
} = {}): Promise<FirebaseEmulator> {
  if (!existsSync(cli))
    throw new Error('The Firebase emulator is not installed: run `bash scripts/ensure-firebase-emulator.sh`');
  const [freeAuthPort, hubPort, loggingPort] = await freePorts(3);
  const authPort = chosenAuthPort ?? freeAuthPort!;
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'vitalia-firebase-'));
  const configFile = path.join(workDir, 'firebase.json');
  await writeFile(
    configFile,
    JSON.stringify({
      emulators: {
        auth: { host: '127.0.0.1', port: authPort },
        hub: { host: '127.0.0.1', port: hubPort },
        logging: { host: '127.0.0.1', port: loggingPort },
        ui: { enabled: false },
        singleProjectMode: true,
      },
    }),
  );
  const child = spawn(
    process.execPath,
    [cli, 'emulators:start', '--only', 'auth', '--project', emulatorProjectId, '--config', configFile],
    // Its own home: firebase-tools writes its settings and logs there, never into the developer's.
    { cwd: workDir, env: { PATH: path.dirname(process.execPath), HOME: workDir }, stdio: 'pipe' },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exit = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let hasExited = false;
  void exit.then(() => (hasExited = true));

  const host = `127.0.0.1:${authPort}`;
  const stop = async () => {
    if (!hasExited) {
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exit;
      clearTimeout(killer);
    }
    await rm(workDir, { recursive: true, force: true });
  };
  try {
    await waitUntilReady(`http://${host}/`, () => (hasExited ? output : null), Date.now() + 60_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    host,
    projectId: emulatorProjectId,
    async identityToolkit(method, body) {
      const response = await fetch(
        `http://${host}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=any`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        },
      );
      const answer = (await response.json()) as Record<string, unknown>;
      if (!response.ok)
        throw new Error(`accounts:${method} answered ${response.status}: ${JSON.stringify(answer)}`);
      return answer;
    },
    stop,
  };
}
