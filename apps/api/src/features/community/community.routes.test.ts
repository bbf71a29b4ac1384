import type { AddressInfo } from 'node:net';
import type { Channel, ChannelForStaff, Message, ModerationItem } from '@vitalia/contracts';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerMember, type TestAccount } from '../../test/accounts';
import { apiOf, subscribePremium } from '../../test/billing';
import { openEventStream, type EventStreamReader } from '../../test/event-stream-client';
import { createTestApp, memberWithRole, seedPlans, type TestApp } from '../../test/test-app';
import { auditTrailOf } from '../../test/audit';

describe('community channels', () => {
  let subject: TestApp;
  let baseUrl: string;
  let karim: TestAccount;
  let alice: TestAccount;
  let bob: TestAccount;
  let free: TestAccount;
  const streams: EventStreamReader[] = [];

  const api = apiOf(() => subject.app);
  const patch = (account: TestAccount, url: string, payload: object) =>
    subject.app.inject({ method: 'PATCH', url: `/api${url}`, headers: account.authorization, payload });

  async function premiumMember() {
    const plans = await seedPlans(subject);
    const account = await registerMember(subject.app);
    await subscribePremium(subject.app, account, plans.monthly.id);
    return account;
  }

  async function openChannel(input: Partial<{ mode: string; name: object }> = {}): Promise<ChannelForStaff> {
    const response = await api(karim, 'POST', '/admin/community/channels', {
      writtenIn: 'en',
      name: { en: 'Morning runs', fr: 'Courses du matin' },
      description: { en: 'Share your routes' },
      mode: 'open',
      ...input,
    });
    expect(response.statusCode).toBe(201);
    return response.json().data;
  }

  async function post(account: TestAccount, channelId: string, body: string, parentId?: string) {
    return api(account, 'POST', `/community/channels/${channelId}/messages`, { body, parentId });
  }

  async function stream(account: TestAccount, resume?: string) {
    const ticket = (await api(account, 'POST', '/community/stream-tickets')).json().data.ticket as string;
    const reader = await openEventStream(
      `${baseUrl}/api/community/stream?ticket=${encodeURIComponent(ticket)}`,
      resume ? { 'last-event-id': resume } : {},
    );
    streams.push(reader);
    return reader;
  }

  async function signIn(account: TestAccount): Promise<TestAccount> {
    const response = await api(null, 'POST', '/identity/sign-in', {
      email: account.email,
      password: 'correct-horse',
    });
    const accessToken = response.json().accessToken as string;
    return { ...account, accessToken, authorization: { authorization: `Bearer ${accessToken}` } };
  }

  const bodiesOf = (reader: EventStreamReader) =>
    reader.events.filter((event) => event.event === 'message').map((event) => (event.data as Message).body);

  beforeAll(async () => {
    subject = await createTestApp();
    await subject.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(subject.app.server.address() as AddressInfo).port}`;
    karim = await memberWithRole(subject, 'karim');
    free = await registerMember(subject.app);
  });
  // Fresh members per test: each has the whole per-member posting limit to spend.
  beforeEach(async () => {
    alice = await premiumMember();
    bob = await premiumMember();
  });
  afterEach(async () => {
    vi.useRealTimers();
    await Promise.all(streams.splice(0).map((reader) => reader.close()));
  });
  afterAll(() => subject.close());

  it('staff open a channel; Premium members see it in their language, join it and talk; Free members are refused', async () => {
    const channel = await openChannel();
    expect(channel.nameTexts).toEqual({
      writtenIn: 'en',
      texts: { en: 'Morning runs', fr: 'Courses du matin' },
    });

    const listed = (await api(alice, 'GET', '/community/channels')).json().data as Channel[];
    const seen = listed.find((candidate) => candidate.id === channel.id)!;
    // Alice registered in French; the description has no French, so it falls back to the English it was written in.
    expect(seen.name).toEqual({ text: 'Courses du matin', language: 'fr' });
    expect(seen.description).toEqual({ text: 'Share your routes', language: 'en' });
    expect(seen.joined).toBe(false);

    expect((await post(alice, channel.id, 'Hello')).json().error.code).toBe(7608);
    expect((await api(alice, 'PUT', `/community/channels/${channel.id}/membership`)).statusCode).toBe(204);
    expect((await api(bob, 'PUT', `/community/channels/${channel.id}/membership`)).statusCode).toBe(204);
    const created = await post(alice, channel.id, '  Who runs tomorrow at 7?  ');
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ body: 'Who runs tomorrow at 7?', status: 'visible', seq: 1 });

    const forBob = (await api(bob, 'GET', '/community/channels')).json().data as Channel[];
    expect(forBob.find((candidate) => candidate.id === channel.id)).toMatchObject({
      unreadCount: 1,
      lastMessage: { body: 'Who runs tomorrow at 7?', authorName: 'member' },
    });
    // Named as her card names her once she has a name (issue 39): first name and initial, not her username.
    const named = await api(alice, 'PUT', '/users/me/profile', {
      firstname: 'Alice',
      lastname: 'Martin',
      username: `alice${Date.now() % 1e7}`,
      gender: 'female',
      birthDate: '1990-05-01',
    });
    expect(named.statusCode, named.body).toBe(200);
    const renamed = (await api(bob, 'GET', '/community/channels')).json().data as Channel[];
    expect(renamed.find((candidate) => candidate.id === channel.id)!.lastMessage?.authorName).toBe(
      'Alice M.',
    );
    await api(bob, 'PUT', `/community/channels/${channel.id}/read`, { seq: 1 });
    const afterRead = (await api(bob, 'GET', '/community/channels')).json().data as Channel[];
    expect(afterRead.find((candidate) => candidate.id === channel.id)!.unreadCount).toBe(0);

    expect((await api(free, 'GET', '/community/channels')).json().error.code).toBe(4003);
    expect((await post(free, channel.id, 'Hi')).json().error.code).toBe(4003);
  });

  it('keeps mentions of real members, and counts the unread ones for the member named', async () => {
    const channel = await openChannel();
    const username = `bob${Date.now() % 1e8}`;
    const profile = await api(bob, 'PUT', '/users/me/profile', {
      firstname: 'Bob',
      lastname: 'Runner',
      username,
      gender: 'male',
      birthDate: '1990-05-01',
    });
    expect(profile.statusCode).toBe(200);
    await api(alice, 'PUT', `/community/channels/${channel.id}/membership`);
    await api(bob, 'PUT', `/community/channels/${channel.id}/membership`);
    const message = (
      await post(alice, channel.id, `@${username.toUpperCase()} and @nobody_here, 7am?`)
    ).json().data as Message;
    expect(message.mentions).toEqual([username]);
    const forBob = (await api(bob, 'GET', '/community/channels')).json().data as Channel[];
    expect(forBob.find((candidate) => candidate.id === channel.id)).toMatchObject({
      unreadCount: 1,
      unreadMentions: 1,
    });
    const forKarim = (await api(karim, 'GET', '/community/channels')).json().data as Channel[];
    expect(forKarim.find((candidate) => candidate.id === channel.id)!.unreadMentions).toBe(0);
  });

  it('refuses bad messages with their own codes and writes nothing', async () => {
    const channel = await openChannel();
    await api(alice, 'PUT', `/community/channels/${channel.id}/membership`);
    await api(bob, 'PUT', `/community/channels/${channel.id}/membership`);
    const codeOf = async (response: Promise<{ json(): { error?: { code: number } } }>) =>
      (await response).json().error?.code;

    expect(await codeOf(post(alice, channel.id, '   \n  '))).toBe(7600);
    expect(await codeOf(post(alice, channel.id, 'x'.repeat(2001)))).toBe(7601);
    expect((await post(alice, channel.id, 'é'.repeat(2000))).statusCode).toBe(201);

    const parent = (await post(alice, channel.id, 'Parent')).json().data as Message;
    const reply = (await post(bob, channel.id, 'A reply', parent.id)).json().data as Message;
    expect(reply.parentId).toBe(parent.id);
    expect(await codeOf(post(alice, channel.id, 'Deeper', reply.id))).toBe(7610);

    const reactUrl = `/community/messages/${parent.id}/reactions/fire`;
    expect((await api(bob, 'PUT', reactUrl)).json().data.reactions).toEqual([
      { reaction: 'fire', count: 1, mine: true },
    ]);
    expect(await codeOf(api(bob, 'PUT', reactUrl))).toBe(7604);
    expect(await codeOf(api(bob, 'PUT', `/community/messages/${parent.id}/reactions/poop`))).toBe(4000);

    expect(await codeOf(patch(bob, `/community/messages/${parent.id}`, { body: 'Hijacked' }))).toBe(7605);
    expect(await codeOf(api(bob, 'DELETE', `/community/messages/${parent.id}`))).toBe(7605);

    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 16 * 60_000 });
    // Sixteen minutes on, the morning's access token has expired too: sign in again, as the app would refresh.
    const later = await signIn(alice);
    expect(await codeOf(patch(later, `/community/messages/${parent.id}`, { body: 'Too late' }))).toBe(7606);
    vi.useRealTimers();
    const edited = await patch(alice, `/community/messages/${parent.id}`, { body: 'Parent, edited' });
    expect(edited.json().data).toMatchObject({ body: 'Parent, edited' });
    expect(edited.json().data.editedAt).not.toBeNull();

    const page = (await api(bob, 'GET', `/community/channels/${channel.id}/messages`)).json().data;
    expect(page.messages.map((message: Message) => message.body)).toEqual([
      'Parent, edited',
      'é'.repeat(2000),
    ]);
    expect(page.messages[0].replyCount).toBe(1);
    const thread = await api(bob, 'GET', `/community/channels/${channel.id}/messages?thread=${parent.id}`);
    expect(thread.json().data.messages.map((message: Message) => message.body)).toEqual(['A reply']);
  });

  it('keeps announcement channels for staff, archived ones read-only, and muted members quiet', async () => {
    const announcements = await openChannel({ mode: 'announcement' });
    await api(alice, 'PUT', `/community/channels/${announcements.id}/membership`);
    expect((await post(alice, announcements.id, 'Me too')).json().error.code).toBe(7603);
    expect((await post(karim, announcements.id, 'New programme on Monday')).statusCode).toBe(201);

    const channel = await openChannel();
    await api(alice, 'PUT', `/community/channels/${channel.id}/membership`);
    const message = (await post(alice, channel.id, 'Before the archive')).json().data as Message;
    expect(
      (await patch(karim, `/admin/community/channels/${channel.id}`, { archived: true })).statusCode,
    ).toBe(200);
    expect((await post(alice, channel.id, 'After')).json().error.code).toBe(7602);
    expect(
      (await api(alice, 'PUT', `/community/messages/${message.id}/reactions/heart`)).json().error.code,
    ).toBe(7602);
    const history = await api(alice, 'GET', `/community/channels/${channel.id}/messages`);
    expect(history.json().data.messages).toHaveLength(1);
    // Alice keeps the archived channel in her list, to read; Bob, who never joined, no longer sees it.
    const listed = (account: TestAccount) =>
      api(account, 'GET', '/community/channels').then((response) =>
        (response.json().data as Channel[]).find((one) => one.id === channel.id),
      );
    expect(await listed(alice)).toMatchObject({ archived: true, joined: true });
    expect(await listed(bob)).toBeUndefined();
    // Nor does he read its history by its id: an archived channel's is for those who were in it, and staff.
    expect((await api(bob, 'GET', `/community/channels/${channel.id}/messages`)).json().error.code).toBe(
      4004,
    );
    expect((await api(karim, 'GET', `/community/channels/${channel.id}/messages`)).statusCode).toBe(200);

    const open = await openChannel();
    // An open channel reads before joining, as a preview (decision 026).
    expect((await api(bob, 'GET', `/community/channels/${open.id}/messages`)).statusCode).toBe(200);
    await api(bob, 'PUT', `/community/channels/${open.id}/membership`);
    const bobId = (await api(bob, 'GET', '/users/me')).json().data.id as string;
    const spam = (await post(bob, open.id, 'Cheap shakes at example.com')).json().data as Message;
    // Staff mute the author of what they read: the message names no one by id, only by a public handle (issue 39).
    expect(spam.author).toEqual({
      name: expect.any(String),
      isStaff: false,
      isMe: true,
      // Bob never completed his profile: no username, no age, so no name to show (the screen says "Member").
      person: { id: expect.any(String), displayName: null, pictureUrl: null, badge: null },
    });
    expect(spam.author.person?.id).not.toBe(bobId);
    const unknown = { messageId: '00000000-0000-4000-8000-000000000000', minutes: 60, reason: 'Spam links' };
    expect((await api(karim, 'POST', '/admin/community/mutes', unknown)).json().error.code).toBe(4004);
    const muted = await api(karim, 'POST', '/admin/community/mutes', {
      messageId: spam.id,
      minutes: 60,
      reason: 'Spam links',
    });
    expect(muted.statusCode).toBe(204);
    expect(
      (await auditTrailOf(subject.app, karim, bobId)).map((entry) => [entry.action, entry.after]),
    ).toEqual([['community.member_muted', { until: expect.any(String), reason: 'Spam links' }]]);
    const refused = await post(bob, open.id, 'Buy now');
    expect([refused.statusCode, refused.json().error.code]).toEqual([403, 7607]);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    const after = (await api(karim, 'GET', `/community/channels/${open.id}/messages`)).json().data;
    expect(after.messages.map((one: Message) => one.body)).toEqual(['Cheap shakes at example.com']);
  });

  it('holds filtered messages for review: only the author and staff see them until approved', async () => {
    const channel = await openChannel();
    await api(alice, 'PUT', `/community/channels/${channel.id}/membership`);
    await api(bob, 'PUT', `/community/channels/${channel.id}/membership`);
    const held = (await post(alice, channel.id, 'quelle merde ce parcours')).json().data as Message;
    expect(held.status).toBe('held');
    const forBob = (await api(bob, 'GET', `/community/channels/${channel.id}/messages`)).json().data;
    expect(forBob.messages).toHaveLength(0);
    const forAlice = (await api(alice, 'GET', `/community/channels/${channel.id}/messages`)).json().data;
    expect(forAlice.messages.map((message: Message) => message.status)).toEqual(['held']);

    const queue = (await api(karim, 'GET', '/admin/community/moderation')).json().data;
    expect(queue.find((item: { message: Message }) => item.message.id === held.id)).toMatchObject({
      reason: 'filtered',
    });
    const approved = await api(karim, 'POST', `/admin/community/moderation/${held.id}`, {
      action: 'approve',
      reason: 'Quoting a race report',
    });
    expect(approved.json().data.status).toBe('visible');
    const nowForBob = (await api(bob, 'GET', `/community/channels/${channel.id}/messages`)).json().data;
    expect(nowForBob.messages).toHaveLength(1);

    const report = { reason: 'Rude words' };
    expect((await api(bob, 'POST', `/community/messages/${held.id}/report`, report)).statusCode).toBe(204);
    expect((await api(bob, 'POST', `/community/messages/${held.id}/report`, report)).json().error.code).toBe(
      7612,
    );
    const reported = (await api(karim, 'GET', '/admin/community/moderation')).json().data;
    expect(reported.find((item: { message: Message }) => item.message.id === held.id)).toMatchObject({
      reason: 'reported',
      reportCount: 1,
      reportReasons: ['Rude words'],
    });
    await api(karim, 'POST', `/admin/community/moderation/${held.id}`, { action: 'delete', reason: 'Rude' });
    const gone = (await api(bob, 'GET', `/community/channels/${channel.id}/messages`)).json().data;
    expect(gone.messages.map((message: Message) => [message.status, message.body])).toEqual([
      ['deleted', ''],
    ]);
    expect((await auditTrailOf(subject.app, karim, held.id)).map((entry) => entry.after)).toEqual([
      { action: 'approve', reason: 'Quoting a race report' },
      { action: 'delete', reason: 'Rude' },
    ]);
  });

  it('asks why a message is reported: without a reason (or a blank or too long one) nothing is written', async () => {
    const channel = await openChannel();
    await api(alice, 'PUT', `/community/channels/${channel.id}/membership`);
    await api(bob, 'PUT', `/community/channels/${channel.id}/membership`);
    const spam = (await post(alice, channel.id, 'Cheap shakes at example.com')).json().data as Message;
    const reportUrl = `/community/messages/${spam.id}/report`;
    const queued = async () =>
      ((await api(karim, 'GET', '/admin/community/moderation')).json().data as ModerationItem[]).find(
        (item) => item.message.id === spam.id,
      );

    const refused = await api(bob, 'POST', reportUrl);
    expect([refused.statusCode, refused.json().error.code]).toEqual([400, 4000]);
    for (const body of [{}, { reason: '   ' }, { reason: '\u0001\u0002' }, { reason: 'x'.repeat(281) }]) {
      const refused = await api(bob, 'POST', reportUrl, body);
      expect([refused.statusCode, refused.json().error]).toEqual([
        400,
        expect.objectContaining({ code: 4000, details: [{ field: 'reason', code: 7613 }] }),
      ]);
    }
    expect(await queued()).toBeUndefined();

    expect((await api(bob, 'POST', reportUrl, { reason: '  Selling   shakes\n' })).statusCode).toBe(204);
    expect((await api(karim, 'POST', reportUrl, { reason: 'Spam link' })).statusCode).toBe(204);
    expect(await queued()).toMatchObject({
      reason: 'reported',
      reportCount: 2,
      reportReasons: ['Selling shakes', 'Spam link'],
    });
    // Keeping the message dismisses its reports: the queue forgets them, reasons and all.
    await api(karim, 'POST', `/admin/community/moderation/${spam.id}`, { action: 'approve' });
    expect(await queued()).toBeUndefined();
  });

  it('opens a fresh database with the starter channels, each in the member’s language', async () => {
    const starterNames = {
      en: ['Introductions', 'Training', 'Nutrition'],
      fr: ['Présentations', 'Entraînement', 'Nutrition'],
      ar: ['تعارف', 'التدريب', 'التغذية'],
    } as const;
    for (const language of ['en', 'fr', 'ar'] as const) {
      await api(alice, 'PUT', '/users/me/profile', { language });
      const listed = (await api(alice, 'GET', '/community/channels')).json().data as Channel[];
      const starters = listed.slice(0, 3);
      expect(starters.map((channel) => channel.name)).toEqual(
        starterNames[language].map((text) => ({ text, language })),
      );
      for (const channel of starters) {
        expect(channel).toMatchObject({ mode: 'open', archived: false, joined: false });
        expect(channel.description.language).toBe(language);
      }
    }
  });

  it('invites a member to introduce themselves until they have posted anything, and staff never', async () => {
    const invitation = async (account: TestAccount) =>
      (await api(account, 'GET', '/community/introduction')).json().data as { channelId: string } | null;
    const introductions = ((await api(alice, 'GET', '/community/channels')).json().data as Channel[])[0]!;
    expect(introductions.name.text).toMatch(/Présentations|Introductions|تعارف/);
    expect(await invitation(alice)).toEqual({ channelId: introductions.id });
    expect(await invitation(karim)).toBeNull();

    // Archived by staff, it invites no one; restored, it does again.
    await patch(karim, `/admin/community/channels/${introductions.id}`, { archived: true });
    expect(await invitation(alice)).toBeNull();
    await patch(karim, `/admin/community/channels/${introductions.id}`, { archived: false });
    expect(await invitation(alice)).toEqual({ channelId: introductions.id });

    // Anything posted anywhere in the community counts, even a message the filter holds.
    const channel = await openChannel();
    await api(alice, 'PUT', `/community/channels/${channel.id}/membership`);
    expect((await post(alice, channel.id, 'quelle merde ce vent')).json().data.status).toBe('held');
    expect(await invitation(alice)).toBeNull();
    expect(await invitation(bob)).toEqual({ channelId: introductions.id });
    await api(bob, 'PUT', `/community/channels/${introductions.id}/membership`);
    expect((await post(bob, introductions.id, 'Hello, I am Bob, I run')).statusCode).toBe(201);
    expect(await invitation(bob)).toBeNull();
  });

  it('numbers concurrent messages 1…n without gaps or repeats', async () => {
    const channel = await openChannel();
    await api(alice, 'PUT', `/community/channels/${channel.id}/membership`);
    await api(bob, 'PUT', `/community/channels/${channel.id}/membership`);
    const responses = await Promise.all(
      Array.from({ length: 16 }, (_, index) => post(index % 2 ? alice : bob, channel.id, `Message ${index}`)),
    );
    const seqs = responses.map((response) => response.json().data.seq as number).sort((a, b) => a - b);
    expect(seqs).toEqual(Array.from({ length: 16 }, (_, index) => index + 1));
  });

  it('limits a member to 20 messages a minute', async () => {
    const channel = await openChannel();
    await api(alice, 'PUT', `/community/channels/${channel.id}/membership`);
    for (let index = 0; index < 20; index += 1) {
      expect((await post(alice, channel.id, `Lap ${index}`)).statusCode).toBe(201);
    }
    const limited = await post(alice, channel.id, 'Lap 21');
    expect([limited.statusCode, limited.json().error.code]).toEqual([429, 7001]);
    // Another member is not held back by Alice's limit.
    await api(bob, 'PUT', `/community/channels/${channel.id}/membership`);
    expect((await post(bob, channel.id, 'My first lap')).statusCode).toBe(201);
  });

  it('streams changes live with a single-use ticket, and a reconnect gets what it missed, in order, once', async () => {
    const channel = await openChannel();
    await api(alice, 'PUT', `/community/channels/${channel.id}/membership`);
    await api(bob, 'PUT', `/community/channels/${channel.id}/membership`);

    const bogus = await openEventStream(`${baseUrl}/api/community/stream?ticket=nope`);
    expect(bogus.status).toBe(401);
    expect(await bogus.response.json()).toMatchObject({ error: { code: 7609 } });

    const ticket = (await api(bob, 'POST', '/community/stream-tickets')).json().data.ticket as string;
    const first = await openEventStream(`${baseUrl}/api/community/stream?ticket=${ticket}`);
    streams.push(first);
    expect(first.status).toBe(200);
    const reused = await openEventStream(`${baseUrl}/api/community/stream?ticket=${ticket}`);
    expect(reused.status).toBe(401);

    await post(alice, channel.id, 'One');
    await first.waitFor((event) => (event.data as Message).body === 'One');
    await api(alice, 'POST', `/community/channels/${channel.id}/typing`);
    expect((await first.waitFor((event) => event.event === 'typing')).data).toMatchObject({
      channelId: channel.id,
    });

    const resumeFrom = first.lastEventId()!;
    await first.close();
    for (const body of ['Two', 'Three', 'Four']) await post(alice, channel.id, body);
    const second = await stream(bob, resumeFrom);
    await second.waitFor((event) => (event.data as Message).body === 'Four');
    await post(alice, channel.id, 'Five');
    await second.waitFor((event) => (event.data as Message).body === 'Five');
    expect(bodiesOf(second)).toEqual(['Two', 'Three', 'Four', 'Five']);

    // An edit arrives as the message's new state under a new position.
    const five = (await api(alice, 'GET', `/community/channels/${channel.id}/messages`)).json().data
      .messages[0];
    await patch(alice, `/community/messages/${five.id}`, { body: 'Five!' });
    await second.waitFor((event) => (event.data as Message).body === 'Five!');
  });
});
