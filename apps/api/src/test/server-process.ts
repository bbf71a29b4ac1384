import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer, type AddressInfo, type Server } from 'node:net';
import type { Role } from '@vitalia/contracts';
import pg from 'pg';
import { childProcessEnvironment } from '../config';
import { testCard } from './billing';

// The tests that start a child take its environment from here, beside the other helpers that start one.
export { childProcessEnvironment };

const apiRoot = fileURLToPath(new URL('../../', import.meta.url));

/** The operator CLI in its own process, as an operator runs it (`npm run cli -- …`). */
export function runCli(args: string[], env: Record<string, string>) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli.ts', ...args], {
    cwd: apiRoot,
    env: childProcessEnvironment(env),
    encoding: 'utf8',
  });
  return { status: result.status, output: result.stdout + result.stderr };
}

/** Free ports for servers of one test: parallel runs of multi-server tests must not collide. */
export async function freePorts(count: number): Promise<number[]> {
  // Every probe stays open until all have their port: closed early, the system could hand one out twice.
  const probe = () =>
    new Promise<Server>((resolve, reject) => {
      const server = createServer();
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve(server));
    });
  const probes: Server[] = [];
  for (let index = 0; index < count; index += 1) probes.push(await probe());
  const ports = probes.map((server) => (server.address() as AddressInfo).port);
  await Promise.all(probes.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}

/**
 * Whether a server at `baseUrl` answers its health check within `timeoutMs`. A server's start (tsx, migrations)
 * takes seconds, and many more when the other test worker is busy: a deadline in time, not a number of tries.
 */
export async function untilHealthy(baseUrl: string, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const isUp = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (isUp) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

/** The password of every member `serverProcess` signs up. */
export const memberPassword = 'crash-pass-1';

/**
 * The real server in its own process, so that a test can kill it like a crashed machine (SIGKILL: no shutdown hook
 * runs) and start it again on the same database.
 */
export function serverProcess(port: number) {
  const baseUrl = `http://127.0.0.1:${port}`;

  /** `timeoutMs`: how long the start may take; scripts on a loaded machine allow more than a test's 30 s. */
  async function start(env: Record<string, string>, timeoutMs = 30_000): Promise<ChildProcess> {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: apiRoot,
      env: childProcessEnvironment({
        // A stop here is a test's, not a rolling restart's: no proxy to wait for (server.test.ts proves the drain).
        DRAIN_SECONDS: '0',
        ...env,
        PORT: String(port),
        LOG_LEVEL: 'warn',
        AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      }),
      stdio: 'ignore',
    });
    if (await untilHealthy(baseUrl, timeoutMs)) return child;
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

  /** A call that must succeed: answers the parsed body (nothing for a 204), throws with the answer otherwise. */
  async function call<T = undefined>(method: string, url: string, token: string | null, body?: unknown) {
    const response = await fetch(`${baseUrl}${url}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!response.ok)
      throw new Error(`${method} ${url} answered ${response.status}: ${await response.text()}`);
    return (response.status === 204 ? undefined : await response.json()) as T;
  }

  /** Signs up and registers a member; answers the access token. */
  async function member(email: string): Promise<string> {
    const session = await json<{ accessToken: string; user: { uid: string } }>(
      'POST',
      '/api/identity/sign-up',
      null,
      { email, password: memberPassword },
    );
    await json('POST', '/api/auth/register', session.accessToken, {
      email,
      authProvider: 'password',
      uid: session.user.uid,
      language: 'en',
    });
    return session.accessToken;
  }

  /** Signs a member made by `member` in again (an access token lasts 15 minutes); answers the access token. */
  async function signIn(email: string): Promise<string> {
    const session = await call<{ accessToken: string }>('POST', '/api/identity/sign-in', null, {
      email,
      password: memberPassword,
    });
    return session.accessToken;
  }

  /**
   * A member given a staff role through the operator CLI, as the first staff member is made (no endpoint can):
   * `env` is the server's, so the CLI opens the same database.
   */
  async function staffMember(email: string, role: Role, env: Record<string, string>): Promise<string> {
    const token = await member(email);
    const result = runCli(['user:role', '--email', email, '--role', role], env);
    if (result.status !== 0) throw new Error(`user:role failed: ${result.output}`);
    return token;
  }

  /** A monthly Premium plan made by staff, as the demo seeds it; answers its id. */
  async function premiumPlan(staffToken: string): Promise<string> {
    const plan = await call<{ data: { id: string } }>('POST', '/api/admin/plans', staffToken, {
      name: 'Premium',
      tier: 'premium',
      type: 'monthly',
      priceCents: 999,
    });
    return plan.data.id;
  }

  /** Opens the sandbox checkout of a plan for a member; answers the session id to pay. */
  async function checkout(token: string, planId: string): Promise<string> {
    const opened = await call<{ data: { url: string } }>('POST', '/api/subscription/checkout', token, {
      planId,
      from: 'billing',
    });
    return new URL(opened.data.url).pathname.split('/').pop()!;
  }

  /** A new member on the plan, paid with the sandbox's test card; answers the access token. */
  async function premiumMember(email: string, planId: string): Promise<string> {
    const token = await member(email);
    await call(
      'POST',
      `/api/billing/sandbox/sessions/${await checkout(token, planId)}/pay`,
      null,
      testCard(),
    );
    return token;
  }

  return { baseUrl, start, json, call, member, signIn, staffMember, premiumPlan, checkout, premiumMember };
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
