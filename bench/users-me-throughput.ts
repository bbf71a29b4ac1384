/**
 * Authenticated `GET /api/users/me` (token check + indexed profile read) against `GET /api/health` in the same run,
 * on the embedded PGlite and, when DATABASE_URL is set or PostgreSQL answers on 127.0.0.1:5432, on PostgreSQL.
 * Prints requests per second, p99 and the ratio to health; then p99 at a fixed 1,000 req/s.
 * Targets (issue 3, 2 cores): ≥ 2,500 req/s and p99 ≤ 15 ms at 1,000 req/s on PostgreSQL; ≥ 1,500 req/s on PGlite.
 * Issue 14: ≥ 0.3× health on PostgreSQL in the same run. The hot queries (the caller's row, the session epoch, the
 * subscription) are prepared statements: building them with Drizzle took 29 % of a request's CPU.
 * On PGlite the repeated read is served from the repository's row cache (docs/decisions/013); on PostgreSQL every
 * request reads the database.
 */
import autocannon from 'autocannon';
import { throwawayPostgres } from './support/postgres';
import { startServer } from './support/server';

const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const connections = 32;

async function memberToken(baseUrl: string): Promise<string> {
  const email = `bench.${Date.now()}@example.com`;
  const session = await fetch(`${baseUrl}/api/identity/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'bench-password' }),
  }).then((response) => response.json() as Promise<{ accessToken: string; user: { uid: string } }>);
  await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${session.accessToken}` },
    body: JSON.stringify({ email, authProvider: 'password', uid: session.user.uid, language: 'en' }),
  });
  return session.accessToken;
}

function load(url: string, headers: Record<string, string>, overallRate?: number) {
  return autocannon({
    url,
    headers,
    connections,
    duration: seconds,
    ...(overallRate ? { overallRate } : {}),
  });
}

async function measure(label: string, databaseUrl: string) {
  const server = await startServer(3198, { databaseUrl });
  try {
    const token = await memberToken(server.url);
    const authorization = { authorization: `Bearer ${token}` };
    const check = await fetch(`${server.url}/api/users/me`, { headers: authorization });
    if (!check.ok) throw new Error(`users/me answered ${check.status}`);

    await load(`${server.url}/api/health`, {}); // warm-up
    const health = await load(`${server.url}/api/health`, {});
    const usersMe = await load(`${server.url}/api/users/me`, authorization);
    const paced = await load(`${server.url}/api/users/me`, authorization, 1000);
    const pacedHealth = await load(`${server.url}/api/health`, {}, 1000);
    const failures = usersMe.non2xx + usersMe.errors + paced.non2xx + paced.errors;

    console.log(`\n${label}`);
    console.log(
      `  GET /api/health      ${health.requests.average.toFixed(0).padStart(6)} req/s   p99 ${health.latency.p99} ms`,
    );
    console.log(
      `  GET /api/users/me    ${usersMe.requests.average.toFixed(0).padStart(6)} req/s   p99 ${usersMe.latency.p99} ms   ` +
        `${(usersMe.requests.average / health.requests.average).toFixed(2)}× health`,
    );
    console.log(
      `  at 1,000 req/s: users/me p99 ${paced.latency.p99} ms, health p99 ${pacedHealth.latency.p99} ms ` +
        `(${paced.requests.average.toFixed(0)} req/s served)`,
    );
    if (failures > 0) console.log(`  ${failures} failed requests`);
    return {
      throughput: usersMe.requests.average,
      ratioToHealth: usersMe.requests.average / health.requests.average,
      pacedP99: paced.latency.p99,
      failures,
    };
  } finally {
    await server.stop();
  }
}

const embedded = await measure('PGlite (embedded)', '');
console.log(`  target ≥ 1,500 req/s: ${embedded.throughput >= 1500 ? 'met' : 'missed'}`);

const postgres = await throwawayPostgres();
if (postgres) {
  try {
    const server = await measure('PostgreSQL', postgres.url);
    console.log(`  target ≥ 2,500 req/s: ${server.throughput >= 2500 ? 'met' : 'missed'}`);
    console.log(`  target p99 ≤ 15 ms at 1,000 req/s: ${server.pacedP99 <= 15 ? 'met' : 'missed'}`);
    // Issue 14: the request path (authentication once, session epoch) must not cost more than health's 0.3.
    console.log(`  target ≥ 0.3× health: ${server.ratioToHealth >= 0.3 ? 'met' : 'missed'}`);
  } finally {
    await postgres.drop();
  }
} else {
  console.log('\nPostgreSQL: none answered on DATABASE_URL or 127.0.0.1:5432, skipped');
}
