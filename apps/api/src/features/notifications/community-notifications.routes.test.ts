import type { Notification, NotificationPage, PersonaStreamEvent } from '@vitalia/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestAccount } from '../../test/accounts';
import { publishedPost } from '../../test/feed';
import { streamEventsOf } from '../../test/answer-stream';
import { openEventStream, type StreamedEvent } from '../../test/event-stream-client';
import { memberInChannel, postedMessage } from '../../test/community';
import { apiOf } from '../../test/billing';
import {
  createTestApp,
  memberWithRole,
  seedPlans,
  type SeededPlans,
  type TestApp,
} from '../../test/test-app';

describe('replies, reactions, mentions and Karim’s answers in the bell (issue 39)', () => {
  let subject: TestApp;
  let plans: SeededPlans;
  let karim: TestAccount;
  let channelId: string;
  const api = apiOf(() => subject.app);
  /** A Premium member in the channel; the name the community shows them by differs from the last member's. */
  const member = () => memberInChannel(subject.app, { planId: plans.monthly.id, channelId });

  const post = (account: TestAccount, body: string, parentId?: string) =>
    postedMessage(subject.app, account, channelId, body, parentId);
  const react = async (account: TestAccount, messageId: string, reaction = 'fire') => {
    const response = await api(account, 'PUT', `/community/messages/${messageId}/reactions/${reaction}`);
    expect(response.statusCode, response.body).toBe(200);
  };
  const bell = async (account: TestAccount): Promise<Notification[]> => {
    const response = await api(account, 'GET', '/notifications');
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().data as NotificationPage).items;
  };
  const channelName = { writtenIn: 'en', texts: { en: 'Morning runs', ar: 'جري الصباح' } };

  beforeAll(async () => {
    subject = await createTestApp();
    plans = await seedPlans(subject);
    karim = await memberWithRole(subject, 'karim');
    const channel = await api(karim, 'POST', '/admin/community/channels', {
      writtenIn: 'en',
      name: channelName.texts,
      description: { en: 'Share your routes' },
      mode: 'open',
    });
    expect(channel.statusCode, channel.body).toBe(201);
    channelId = channel.json().data.id;
  });
  afterAll(() => subject.close());

  it('tells the author of a thread once, and brings that one notification up to date with each reply', async () => {
    const [nadia, omar, lina] = [await member(), await member(), await member()];
    const thread = await post(nadia, 'Who runs tomorrow at 7?');
    // Her own reply tells nobody.
    await post(nadia, 'Meeting at the park gate.', thread.id);
    expect(await bell(nadia)).toEqual([]);

    await post(omar, 'Count me in', thread.id);
    const [first] = await bell(nadia);
    expect(first).toMatchObject({
      kind: 'community_reply',
      facts: { channelId, channelName, threadId: thread.id, actorName: omar.displayName, others: 0 },
      readAt: null,
    });
    await api(nadia, 'POST', `/notifications/${first!.id}/read`);

    await post(lina, 'Me too', thread.id);
    await post(omar, 'Bringing water', thread.id);
    const items = await bell(nadia);
    expect(items).toHaveLength(1);
    // The same notification, unread again, naming the latest and counting the other member who replied.
    expect(items[0]).toMatchObject({
      id: first!.id,
      kind: 'community_reply',
      facts: { threadId: thread.id, actorName: omar.displayName, others: 1 },
      readAt: null,
    });
    expect(Date.parse(items[0]!.createdAt)).toBeGreaterThanOrEqual(Date.parse(first!.createdAt));
    expect(await bell(omar)).toEqual([]);
  });

  it('tells of a held reply once staff approve it, and of a mention an edit adds, once', async () => {
    const [nadia, omar, lina, sami] = [await member(), await member(), await member(), await member()];
    const thread = await post(nadia, 'Hill repeats tonight?');
    // Held by the filter: nobody is told of a message nobody but its author and staff can see.
    const held = await post(omar, `quelle merde ces côtes @${lina.username}`, thread.id);
    expect(held.status).toBe('held');
    expect(await bell(nadia)).toEqual([]);
    expect(await bell(lina)).toEqual([]);

    const approved = await api(karim, 'POST', `/admin/community/moderation/${held.id}`, {
      action: 'approve',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await bell(nadia)).map(({ kind }) => kind)).toEqual(['community_reply']);
    expect((await bell(lina)).map(({ kind }) => kind)).toEqual(['community_mention']);

    // Omar names Sami too: Sami is told; Lina, named already, is not told twice.
    const edited = await api(omar, 'PATCH', `/community/messages/${held.id}`, {
      body: `Tough hills @${lina.username} @${sami.username}`,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await bell(sami)).map(({ kind, facts }) => ({ kind, facts }))).toEqual([
      {
        kind: 'community_mention',
        facts: {
          channelId,
          channelName,
          messageId: held.id,
          actorName: omar.displayName,
          excerpt: `Tough hills @${lina.username} @${sami.username}`,
        },
      },
    ]);
    expect(await bell(lina)).toHaveLength(1);
    expect((await bell(nadia)).map(({ kind }) => kind)).toEqual(['community_reply']);
  });

  it('groups the reactions to a message into one notification with the count, never the author’s own', async () => {
    const [nadia, omar, lina] = [await member(), await member(), await member()];
    const message = await post(
      nadia,
      'Ran my first 10 km today, slowly but all the way to the end of the river path!',
    );
    await react(nadia, message.id, 'heart');
    expect(await bell(nadia)).toEqual([]);

    await react(omar, message.id, 'fire');
    await react(lina, message.id, 'clap');
    // A second reaction from the same member is no new member.
    await react(omar, message.id, 'clap');
    const items = await bell(nadia);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      kind: 'community_reaction',
      facts: {
        channelId,
        channelName,
        messageId: message.id,
        actorName: omar.displayName,
        others: 1,
        excerpt: 'Ran my first 10 km today, slowly but all the way to the end of the river path!',
      },
      readAt: null,
    });
  });

  it('tells a member named in a message, on its own, and not the one who wrote it', async () => {
    const [nadia, omar] = [await member(), await member()];
    const message = await post(omar, `@${nadia.username} and @${omar.username}, 7am at the gate?`);
    const items = await bell(nadia);
    expect(items.map(({ kind, facts }) => ({ kind, facts }))).toEqual([
      {
        kind: 'community_mention',
        facts: {
          channelId,
          channelName,
          messageId: message.id,
          actorName: omar.displayName,
          excerpt: `@${nadia.username} and @${omar.username}, 7am at the gate?`,
        },
      },
    ]);
    expect(await bell(omar)).toEqual([]);

    // Each mention is its own notification; his reply in his own thread tells him nothing.
    await post(omar, `@${nadia.username} see you there`, message.id);
    expect((await bell(nadia)).map((item) => item.kind)).toEqual(['community_mention', 'community_mention']);
    expect(await bell(omar)).toEqual([]);
  });

  it('keeps a muted kind out of the bell, and tells nobody who can no longer read the channel', async () => {
    const [nadia, omar] = [await member(), await member()];
    expect(
      (
        await api(nadia, 'PUT', '/notifications/preferences', {
          kinds: [{ kind: 'community_reaction', inApp: false, email: null }],
        })
      ).statusCode,
    ).toBe(200);
    const message = await post(nadia, 'Stretching routine after runs?');
    await react(omar, message.id);
    expect(await bell(nadia)).toEqual([]);
    await post(omar, 'Ten minutes, hamstrings first', message.id);
    expect((await bell(nadia)).map((item) => item.kind)).toEqual(['community_reply']);

    const lina = await member();
    const linaMessage = await post(lina, 'Anyone for hills on Sunday?');
    const linaId = (await api(lina, 'GET', '/users/me')).json().data.id as string;
    await subject.database.db.execute(
      sql`update subscriptions set status = 'expired', current_period_end = now() - interval '1 day' where user_id = ${linaId}`,
    );
    await react(omar, linaMessage.id);
    await post(omar, `Yes! @${lina.username}`, linaMessage.id);
    expect(await bell(lina)).toEqual([]);
  });

  it('groups the replies to a member’s comment on a post, never telling them of their own', async () => {
    const { id: postId } = await publishedPost(subject.app, karim, {
      title: { en: 'Morning circuit', ar: 'تمرين الصباح' },
    });
    const comment = async (account: TestAccount, body: string, parentId?: string) => {
      const response = await api(account, 'POST', `/feed/posts/${postId}/comments`, { body, parentId });
      expect(response.statusCode, response.body).toBe(201);
      return response.json().data.id as string;
    };
    const [nadia, omar, lina] = [await member(), await member(), await member()];
    const commentId = await comment(nadia, 'Done in 25 minutes!');
    await comment(nadia, 'And my arms are shaking.', commentId);
    expect(await bell(nadia)).toEqual([]);

    await comment(omar, 'Same here', commentId);
    await comment(lina, 'Well done', commentId);
    const items = await bell(nadia);
    expect(items.map(({ kind, facts }) => ({ kind, facts }))).toEqual([
      {
        kind: 'feed_comment_reply',
        facts: {
          postId,
          commentId,
          postTitle: { writtenIn: 'en', texts: { en: 'Morning circuit', ar: 'تمرين الصباح' } },
          actorName: lina.displayName,
          others: 1,
        },
      },
    ]);
  });

  it('tells each member who asked a question Karim’s AI could not answer, once he answers it', async () => {
    const asked = async (account: TestAccount, question: string) => {
      const response = await subject.app.inject({
        method: 'POST',
        url: '/api/persona/questions',
        headers: { ...account.authorization, accept: 'text/event-stream' },
        payload: { question },
      });
      const done = streamEventsOf<PersonaStreamEvent>(response.payload).at(-1);
      if (done?.type !== 'done') throw new Error(response.payload);
      expect(done.answer.source).toBe('no_match');
      return done.answer.id;
    };
    const [first, second, bystander] = [await member(), await member(), await member()];
    const question = 'How do I prepare for a half marathon in the heat?';
    const answerId = await asked(first, question);
    await asked(second, 'how do I prepare for a half marathon in the heat');
    expect(await bell(first)).toEqual([]);

    const answered = await api(karim, 'POST', `/admin/persona/answers/${answerId}/correct`, {
      answer: 'Train early in the morning, drink before you are thirsty, and slow down by a minute per km.',
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect((await bell(first)).map(({ kind, facts }) => ({ kind, facts }))).toEqual([
      { kind: 'persona_answered', facts: { question } },
    ]);
    expect((await bell(second)).map(({ kind, facts }) => ({ kind, facts }))).toEqual([
      { kind: 'persona_answered', facts: { question: 'how do I prepare for a half marathon in the heat' } },
    ]);
    expect(await bell(bystander)).toEqual([]);

    // Correcting it again tells nobody twice.
    await api(karim, 'POST', `/admin/persona/answers/${answerId}/correct`, {
      answer: 'Start early, drink often.',
    });
    expect(await bell(first)).toHaveLength(1);
  });

  it('rings the bell live on the member’s stream, and tells her other tabs once she reads it', async () => {
    const [nadia, omar] = [await member(), await member()];
    const baseUrl = await subject.app.listen({ port: 0, host: '127.0.0.1' });
    const streamOf = async (account: TestAccount) => {
      const ticket = await api(account, 'POST', '/community/stream-tickets');
      expect(ticket.statusCode, ticket.body).toBe(201);
      const reader = await openEventStream(
        `${baseUrl}/api/community/stream?ticket=${encodeURIComponent(ticket.json().data.ticket)}`,
      );
      expect(reader.status).toBe(200);
      return reader;
    };
    const [nadiaOnPhone, omarOnDesktop] = [await streamOf(nadia), await streamOf(omar)];
    const isBell = (event: StreamedEvent) => event.event === 'notifications';
    try {
      const thread = await post(nadia, 'Anyone for hill sprints on Saturday?');
      await post(omar, 'Count me in.', thread.id);
      expect(await nadiaOnPhone.waitFor(isBell)).toEqual({ id: undefined, event: 'notifications', data: {} });
      // Omar's own reply rang nobody's bell but Nadia's.
      expect(omarOnDesktop.events.filter(isBell)).toEqual([]);

      const rings = nadiaOnPhone.events.filter(isBell).length;
      expect((await api(nadia, 'POST', '/notifications/read')).statusCode).toBe(200);
      await nadiaOnPhone.waitFor(() => nadiaOnPhone.events.filter(isBell).length > rings);
      expect(omarOnDesktop.events.filter(isBell)).toEqual([]);
    } finally {
      await Promise.all([nadiaOnPhone.close(), omarOnDesktop.close()]);
    }
  });
});
