import type { Message } from '@vitalia/contracts';
import type { serverProcess } from './server-process';

type ServerProcess = ReturnType<typeof serverProcess>;

/**
 * The community as the apps use it, through a server started in its own process (test/server-process.ts): a channel,
 * messages and stream tickets. Servers on one database and DATA_DIR, with one PUBLIC_URL, accept each other's tokens,
 * so a member made through one can call any.
 */
export function communityOverHttp(server: ServerProcess) {
  const { call } = server;
  return {
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
