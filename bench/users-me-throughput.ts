/**
 * Authenticated `GET /api/users/me` (token check + indexed profile read) against `GET /api/health` in the same run,
 * on the embedded PGlite and, when DATABASE_URL is set or PostgreSQL answers on 127.0.0.1:5432, on PostgreSQL.
 * Prints requests per second, p99 and the ratio to health; then p99 at a fixed 1,000 req/s.
 * Targets (issue 3, 2 cores): ≥ 2,500 req/s and p99 ≤ 15 ms at 1,000 req/s on PostgreSQL; ≥ 1,500 req/s on PGlite.
 * Issue 14: ≥ 0.3× health on PostgreSQL in the same run. The hot queries (the caller's row, the session epoch, the
 * subscription) are prepared statements: building them with Drizzle took 29 % of a request's CPU.
 * On PGlite the repeated reads are served from the database's read cache until the next write (docs/decisions/013);
 * on PostgreSQL every request reads the database.
 * Issue 20: on PostgreSQL again with BENCH_MEMBERS (1,000) members, each request carrying the next one's token, on one
 * server and then through the cluster (two servers behind nginx, `npm run start:cluster`), each against health
 * through the same front in the same run.
 */
import autocannon from 'autocannon';
import { startCluster } from './support/cluster';
import { signUpMembers } from './support/members';
import { throwawayPostgres } from './support/postgres';
import { startServer, type RunningServer } from './support/server';

const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const manyMembers = Number(process.env.BENCH_MEMBERS ?? 1000);
const connections = 32;

/** Load on `url`; with tokens, each request carries the next one in turn. */
function load(url: string, tokens: string[] = [], overallRate?: number) {
  let next = 0;
  return autocannon({
    url,
    connections,
    duration: seconds,
    ...(overallRate ? { overallRate } : {}),
    ...(tokens.length > 0
      ? {
          requests: [
            {
              setupRequest: (request) => ({
                ...request,
                headers: { ...request.headers, authorization: `Bearer ${tokens[next++ % tokens.length]}` },
              }),
            },
          ],
        }
      : {}),
  });
}

async function measure(label: string, server: RunningServer, memberCount: number) {
  const tokens = (await signUpMembers(server.url, memberCount)).map((member) => member.accessToken);
  const check = await fetch(`${server.url}/api/users/me`, {
    headers: { authorization: `Bearer ${tokens[0]}` },
  });
  if (!check.ok) throw new Error(`users/me answered ${check.status}`);

  await load(`${server.url}/api/health`); // warm-up
  const health = await load(`${server.url}/api/health`);
  const usersMe = await load(`${server.url}/api/users/me`, tokens);
  const paced = await load(`${server.url}/api/users/me`, tokens, 1000);
  const pacedHealth = await load(`${server.url}/api/health`, [], 1000);
  const failures = usersMe.non2xx + usersMe.errors + paced.non2xx + paced.errors;

  console.log(
    `\n${label}, ${memberCount === 1 ? 'one member' : `${memberCount.toLocaleString('en')} members`}`,
  );
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
}

async function measureOn<T>(start: () => Promise<RunningServer>, run: (server: RunningServer) => Promise<T>) {
  const server = await start();
  try {
    return await run(server);
  } finally {
    await server.stop();
  }
}

const embedded = await measureOn(
  () => startServer(3198),
  (server) => measure('PGlite (embedded)', server, 1),
);
console.log(`  target ≥ 1,500 req/s: ${embedded.throughput >= 1500 ? 'met' : 'missed'}`);

const postgres = await throwawayPostgres();
if (postgres) {
  try {
    const server = await measureOn(
      () => startServer(3198, { databaseUrl: postgres.url }),
      async (running) => {
        const one = await measure('PostgreSQL', running, 1);
        await measure('PostgreSQL', running, manyMembers);
        return one;
      },
    );
    console.log(`  target ≥ 2,500 req/s (one member): ${server.throughput >= 2500 ? 'met' : 'missed'}`);
    console.log(
      `  target p99 ≤ 15 ms at 1,000 req/s (one member): ${server.pacedP99 <= 15 ? 'met' : 'missed'}`,
    );
    // Issue 14: the request path (authentication once, session epoch) must not cost more than health's 0.3.
    console.log(`  target ≥ 0.3× health (one member): ${server.ratioToHealth >= 0.3 ? 'met' : 'missed'}`);
    const cluster = await measureOn(
      () => startCluster(3200, { databaseUrl: postgres.url }),
      (running) => measure('PostgreSQL, two servers behind nginx', running, manyMembers),
    );
    console.log(`  failed requests through the cluster: ${cluster.failures} (target 0)`);
  } finally {
    await postgres.drop();
  }
} else {
  console.log('\nPostgreSQL: none answered on DATABASE_URL or 127.0.0.1:5432, skipped');
}
