import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const apiRoot = fileURLToPath(new URL('../../', import.meta.url));

/**
 * The real server in its own process, so that a test can kill it like a crashed machine (SIGKILL: no shutdown hook
 * runs) and start it again on the same database.
 */
export function serverProcess(port: number) {
  const baseUrl = `http://127.0.0.1:${port}`;

  async function start(env: Record<string, string>): Promise<ChildProcess> {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: apiRoot,
      env: {
        ...process.env,
        ...env,
        PORT: String(port),
        LOG_LEVEL: 'warn',
        AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      },
      stdio: 'ignore',
    });
    for (let attempt = 0; attempt < 120; attempt += 1) {
      const isUp = await fetch(`${baseUrl}/api/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (isUp) return child;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    child.kill('SIGKILL');
    throw new Error('the server did not start');
  }

  /** A JSON call; answers the parsed body, whatever the status. */
  const json = <T = Record<string, never>>(
    method: string,
    url: string,
    token: string | null,
    body?: unknown,
  ) =>
    fetch(`${baseUrl}${url}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    }).then((response) => response.json() as Promise<T>);

  /** Signs up and registers a member; answers the access token. */
  async function member(email: string): Promise<string> {
    const session = await json<{ accessToken: string; user: { uid: string } }>(
      'POST',
      '/api/identity/sign-up',
      null,
      { email, password: 'crash-pass-1' },
    );
    await json('POST', '/api/auth/register', session.accessToken, {
      email,
      authProvider: 'password',
      uid: session.user.uid,
      language: 'en',
    });
    return session.accessToken;
  }

  return { baseUrl, start, json, member };
}

/** A fresh PostgreSQL database and data folder for a server process; `drop` removes both. */
export async function serverDatabase(serverUrl: string) {
  const name = `vitalia_crash_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(serverUrl);
  target.pathname = `/${name}`;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'vitalia-crash-'));
  return {
    env: { DATABASE_URL: target.href, DATA_DIR: dataDir },
    async drop() {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
