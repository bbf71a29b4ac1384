import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { root, type RunningServer } from './server';

export interface RunningCluster extends RunningServer {
  /** The API servers' process ids (nginx left out), for their memory. */
  serverPids(): number[];
}

const childrenOf = (pid: number) =>
  readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
const commandOf = (pid: number) => readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');

/**
 * What production runs, on this machine: `npm run start:cluster` (two servers on one PostgreSQL behind nginx on
 * `port`, the servers on the two ports after it), with the demo data, serving the web build already in apps/web/dist.
 */
export async function startCluster(
  port: number,
  { databaseUrl, environment = {} }: { databaseUrl: string; environment?: Record<string, string> },
): Promise<RunningCluster> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'vitalia-bench-cluster-'));
  const supervisor = spawn(process.execPath, ['scripts/start-cluster.mjs', '--no-build'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
      ...environment,
    },
    // The seed's demo accounts are not this run's subject; the servers' warnings and errors are.
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let hasExited = false;
  supervisor.on('exit', () => (hasExited = true));
  const url = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 180_000; Date.now() < deadline && !hasExited;) {
    const isReady = await fetch(`${url}/api/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (isReady) {
      return {
        url,
        serverPids: () =>
          childrenOf(supervisor.pid!).filter((pid) => commandOf(pid).includes('apps/api/src/server.ts')),
        async stop() {
          const exited = new Promise((resolve) => supervisor.once('exit', resolve));
          supervisor.kill('SIGTERM');
          await exited;
          await rm(dataDir, { recursive: true, force: true });
        },
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  supervisor.kill('SIGTERM');
  throw new Error(
    `the cluster was not ready on port ${port} within 3 minutes${hasExited ? ' (it exited)' : ''}`,
  );
}
