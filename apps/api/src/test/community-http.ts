import { createServer, type AddressInfo, type Server } from 'node:net';
import type { Message } from '@vitalia/contracts';
import pg from 'pg';
import { testCard } from './billing';
import type { serverProcess } from './server-process';

type ServerProcess = ReturnType<typeof serverProcess>;

let counter = 0;
const uniqueEmail = (prefix: string) => `${prefix}.${Date.now()}.${(counter += 1)}@example.com`;

/** Two ports nobody listens on now, for two servers: parallel runs of multi-server tests must not collide. */
export async function twoFreePorts(): Promise<[number, number]> {
  // Both probes stay open until both have their port: closed early, the system could hand one out twice.
  const probe = () =>
    new Promise<Server>((resolve, reject) => {
      const server = createServer();
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve(server));
    });
  const probes = [await probe(), await probe()] as const;
  const [first, second] = probes.map((server) => (server.address() as AddressInfo).port);
  await Promise.all(probes.map((server) => new Promise((resolve) => server.close(resolve))));
  return [first!, second!];
}

/** A call that must succeed; answers the parsed body (nothing for a 204). */
async function request<T>(
  baseUrl: string,
  method: string,
  url: string,
  token: string | null,
  body?: unknown,
) {
  const response = await fetch(`${baseUrl}${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}: ${await response.text()}`);
  return (response.status === 204 ? undefined : await response.json()) as T;
}

/**
 * The community as the apps use it, through a server started in its own process (test/server-process.ts): staff,
 * Premium members, a channel, messages and stream tickets. Servers on one database and DATA_DIR, with one PUBLIC_URL,
 * accept each other's tokens, so a member made through one can call any.
 */
export function communityOverHttp(server: ServerProcess) {
  const call = <T = undefined>(method: string, url: string, token: string | null, body?: unknown) =>
    request<T>(server.baseUrl, method, url, token, body);

  return {
    /** A member given the karim role, as the crash tests do: there is no endpoint to make the first staff member. */
    async karim(databaseUrl: string): Promise<string> {
      const email = uniqueEmail('karim');
      const token = await server.member(email);
      const database = new pg.Client({ connectionString: databaseUrl });
      await database.connect();
      try {
        await database.query(`update users set role = 'karim' where email = $1`, [email]);
      } finally {
        await database.end();
      }
      return token;
    },

    async premiumPlan(staffToken: string): Promise<string> {
      const plan = await call<{ data: { id: string } }>('POST', '/api/admin/plans', staffToken, {
        name: 'Premium',
        tier: 'premium',
        type: 'monthly',
        priceCents: 999,
      });
      return plan.data.id;
    },

    /** Signs up, then pays the plan through the sandbox checkout; answers the access token. */
    async premiumMember(planId: string): Promise<string> {
      const token = await server.member(uniqueEmail('member'));
      const checkout = await call<{ data: { url: string } }>('POST', '/api/subscription/checkout', token, {
        planId,
        from: 'billing',
      });
      const sessionId = new URL(checkout.data.url).pathname.split('/').pop();
      await call('POST', `/api/billing/sandbox/sessions/${sessionId}/pay`, null, testCard());
      return token;
    },

    async openChannel(staffToken: string): Promise<string> {
      const channel = await call<{ data: { id: string } }>(
        'POST',
        '/api/admin/community/channels',
        staffToken,
        {
          writtenIn: 'en',
          name: { en: 'Morning runs' },
          description: { en: 'Share your routes' },
          mode: 'open',
        },
      );
      return channel.data.id;
    },

    join: (token: string, channelId: string) =>
      call('PUT', `/api/community/channels/${channelId}/membership`, token),

    async post(token: string, channelId: string, body: string): Promise<Message> {
      const created = await call<{ data: Message }>(
        'POST',
        `/api/community/channels/${channelId}/messages`,
        token,
        { body },
      );
      return created.data;
    },

    /** The address of a live stream, opened with a fresh single-use ticket. */
    async streamUrl(token: string): Promise<string> {
      const issued = await call<{ data: { ticket: string } }>('POST', '/api/community/stream-tickets', token);
      return `${server.baseUrl}/api/community/stream?ticket=${encodeURIComponent(issued.data.ticket)}`;
    },
  };
}

export type CommunityOverHttp = ReturnType<typeof communityOverHttp>;
