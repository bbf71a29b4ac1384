import { spawn } from 'node:child_process';
import http from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { childProcessEnvironment, freePorts, untilHealthy } from './test/server-process';

const serverEntry = path.join(path.dirname(new URL(import.meta.url).pathname), 'server.ts');

/** One GET through `agent` (kept-alive connections): its status and the `Connection` header the server sent. */
function answerOf(agent: http.Agent, port: number, url: string) {
  return new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: url, agent }, (response) => {
        response.resume();
        response.on('end', () =>
          resolve({ status: response.statusCode!, connection: response.headers.connection }),
        );
      })
      .on('error', reject);
  });
}

function startServer(environment: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: childProcessEnvironment({ DATABASE_URL: '', LOG_LEVEL: 'warn', ...environment }),
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

  it(
    'drains on SIGTERM: not ready at once, still serving with each connection closed after its answer, then exits within 10 s (issue 41)',
    { timeout: 90_000 },
    async () => {
      const [port] = (await freePorts(1)) as [number];
      const server = startServer({ PORT: String(port), DATA_DIR: dataDir, DRAIN_SECONDS: '2' });
      expect(await untilHealthy(`http://127.0.0.1:${port}`, 60_000), server.output()).toBe(true);
      const agent = new http.Agent({ keepAlive: true });
      const get = (url: string) => answerOf(agent, port, url);
      const before = await get('/api/ready');
      expect(before).toMatchObject({ status: 200, connection: 'keep-alive' });

      const signalled = Date.now();
      server.child.kill('SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 300));
      // The proxy's health check now takes it out, while what it still sends is answered, each connection closed.
      expect(await get('/api/ready')).toMatchObject({ status: 503, connection: 'close' });
      expect(await get('/api/health')).toMatchObject({ status: 200, connection: 'close' });

      expect(await server.exited).toBe(0);
      const stoppedAfterMs = Date.now() - signalled;
      expect(stoppedAfterMs).toBeGreaterThanOrEqual(2_000);
      expect(stoppedAfterMs).toBeLessThan(10_000);
      agent.destroy();
    },
  );
});
