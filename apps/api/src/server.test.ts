import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { childEnvironment, freePorts, untilHealthy } from './test/server-process';

const serverEntry = path.join(path.dirname(new URL(import.meta.url).pathname), 'server.ts');

function startServer(environment: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: childEnvironment({ DATABASE_URL: '', LOG_LEVEL: 'warn', ...environment }),
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

describe('the server process', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'vitalia-server-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('refuses to start on bad configuration, naming each bad value', async () => {
    const server = startServer({ PORT: 'eighty', LOG_LEVEL: 'loud', DATA_DIR: dataDir });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('PORT must be a whole number between 1 and 65535 (got "eighty")');
    expect(server.output()).toContain('LOG_LEVEL must be one of');
  });

  it('serves, then shuts down cleanly on SIGTERM', { timeout: 90_000 }, async () => {
    const [port] = await freePorts(1);
    const server = startServer({ PORT: String(port), DATA_DIR: dataDir });
    expect(await untilHealthy(`http://127.0.0.1:${port}`, 60_000), server.output()).toBe(true);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });
});
