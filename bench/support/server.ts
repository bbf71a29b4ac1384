import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..', '..');

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

export interface ServerOptions {
  /** `postgresql://…`; empty → the embedded PGlite in the throwaway folder. */
  databaseUrl?: string;
  /** The web build to serve; apps/web/dist otherwise. */
  webDistDir?: string;
  /** The demo plans and accounts of the README, seeded before the server starts. */
  withDemoAccounts?: boolean;
  /** More of the server's settings (IDENTITY=firebase and its values, say). */
  environment?: Record<string, string>;
}

function run(args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', ...args], { cwd: root, env, stdio: 'ignore' });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${args.join(' ')} exited ${code}`)),
    );
  });
}

/** The real server in its own process, on a throwaway data folder. */
export async function startServer(
  port: number,
  { databaseUrl = '', webDistDir, withDemoAccounts = false, environment = {} }: ServerOptions = {},
): Promise<RunningServer> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'vitalia-bench-'));
  const env = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'warn',
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    // A bench's stop has no proxy to drain for.
    DRAIN_SECONDS: '0',
    ...(webDistDir ? { WEB_DIST_DIR: webDistDir } : {}),
    ...environment,
  };
  // The seed runs first and exits: an embedded database opens in one process at a time.
  if (withDemoAccounts) {
    await run(['apps/api/src/cli.ts', 'demo:seed'], env).catch(async (error: unknown) => {
      await rm(dataDir, { recursive: true, force: true });
      throw error;
    });
  }
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env,
    stdio: 'inherit',
  });
  let hasExited = false;
  child.on('exit', () => (hasExited = true));
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 160 && !hasExited; attempt += 1) {
    const isUp = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (isUp) {
      return {
        url,
        async stop() {
          const exited = new Promise((resolve) => child.once('exit', resolve));
          child.kill('SIGTERM');
          await exited;
          await rm(dataDir, { recursive: true, force: true });
        },
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGKILL');
  throw new Error(
    `the server did not start on port ${port}${hasExited ? ' (it exited: is the port taken?)' : ''}`,
  );
}
