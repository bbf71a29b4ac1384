import {
  paths,
  type Language,
  type Notification,
  type NotificationPage,
  type PushMessage,
} from '@vitalia/contracts';
import { sql } from 'drizzle-orm';
import webPush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMember, type TestAccount } from '../../test/accounts';
import { memberInChannel, postedMessage } from '../../test/community';
import { apiOf } from '../../test/billing';
import { startPushServiceStandIn, type PushServiceStandIn } from '../../test/push-service-stand-in';
import {
  createTestApp,
  memberWithRole,
  seedPlans,
  servicesOf,
  type SeededPlans,
  type TestApp,
} from '../../test/test-app';

describe('Web Push: a member’s devices told of their notifications (issue 39)', () => {
  let subject: TestApp;
  let pushService: PushServiceStandIn;
  let plans: SeededPlans;
  let channelId: string;
  const api = apiOf(() => subject.app);
  const vapid = webPush.generateVAPIDKeys();
  const pushConfig = { webPush: { subject: 'mailto:ops@vitalia.example', keys: vapid } };

  /** A Premium member in the channel, reading the app in `language`. */
  const member = (language: Language = 'en') =>
    memberInChannel(subject.app, { planId: plans.monthly.id, channelId, language });

  /** A browser on this member's device opts in: subscribed with the server's key, handed to the API. */
  async function deviceOf(account: TestAccount) {
    const subscription = pushService.subscription(vapid.publicKey);
    const response = await api(account, 'PUT', '/notifications/push/subscriptions', subscription);
    expect(response.statusCode, response.body).toBe(204);
    return subscription.endpoint;
  }

  const post = (account: TestAccount, body: string, parentId?: string) =>
    postedMessage(subject.app, account, channelId, body, parentId);
  const bell = async (account: TestAccount): Promise<Notification[]> =>
    ((await api(account, 'GET', '/notifications')).json().data as NotificationPage).items;
  const pushesTo = (endpoint: string) =>
    pushService.pushesTo(endpoint).map((push) => ({ ...push, payload: push.payload as PushMessage }));
  const devicesIn = async (endpoint: string) =>
    (
      await subject.database.db.execute<{ user_id: string }>(
        sql`select user_id from push_subscriptions where endpoint = ${endpoint}`,
      )
    ).rows;
  const deviceCount = async () =>
    Number(
      (
        await subject.database.db.execute<{ count: number }>(
          sql`select count(*) as count from push_subscriptions`,
        )
      ).rows[0]!.count,
    );
  /** The pushes waiting to be tried again, and how long until each is due. */
  const heldPushes = async () =>
    (
      await subject.database.db.execute<{ payload: { retry?: unknown }; wait_seconds: number }>(sql`
        select payload, extract(epoch from available_at - now()) as wait_seconds from domain_events
        where type = 'notification.to-push' and dispatched_at is null and failed_at is null`)
    ).rows.map((row) => ({ payload: row.payload, waitSeconds: Number(row.wait_seconds) }));
  /** The dispatcher's pass once the held pushes are due, as the scheduled job would run it then. */
  async function dispatchHeldPushes() {
    await subject.database.db.execute(
      sql`update domain_events set available_at = now() where type = 'notification.to-push' and dispatched_at is null`,
    );
    const services = await servicesOf(subject, pushConfig);
    await services.events.dispatchDue();
    await services.close();
  }
  const memberIdOf = async (account: TestAccount) =>
    (await api(account, 'GET', '/users/me')).json().data.id as string;

  beforeAll(async () => {
    pushService = await startPushServiceStandIn();
    subject = await createTestApp(pushConfig);
    plans = await seedPlans(subject);
    const karim = await memberWithRole(subject, 'karim');
    const channel = await api(karim, 'POST', '/admin/community/channels', {
      writtenIn: 'en',
      name: { en: 'Morning runs', fr: 'Courses du matin' },
      description: { en: 'Share your routes' },
      mode: 'open',
    });
    expect(channel.statusCode, channel.body).toBe(201);
    channelId = channel.json().data.id;
  });
  afterAll(async () => {
    await subject.close();
    await pushService.close();
  });

  it('answers the configured public key, to members only', async () => {
    const account = await registerMember(subject.app);
    const response = await api(account, 'GET', '/notifications/push/key');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ data: { publicKey: vapid.publicKey } });
    expect((await api(null, 'GET', '/notifications/push/key')).statusCode).toBe(401);
  });

  it('refuses a subscription that is not a browser’s (4000) and writes nothing', async () => {
    const account = await registerMember(subject.app);
    const { keys } = pushService.subscription();
    const before = await deviceCount();
    const bodies = [
      { endpoint: 'not a url', keys },
      { endpoint: 'http://push.example.com/push/1', keys },
      { endpoint: 'ftp://127.0.0.1/push/1', keys },
      { endpoint: 'https://user:secret@push.example.com/push/1', keys },
      { endpoint: 'https://push.example.com/push/1', keys: { ...keys, p256dh: keys.p256dh.slice(0, 40) } },
      // 65 bytes, but not an uncompressed point (0x04 first).
      { endpoint: 'https://push.example.com/push/1', keys: { ...keys, p256dh: `A${keys.p256dh.slice(1)}` } },
      { endpoint: 'https://push.example.com/push/1', keys: { ...keys, auth: keys.auth.slice(0, 20) } },
      { endpoint: 'https://push.example.com/push/1', keys: { ...keys, auth: `${keys.auth.slice(0, 21)}*` } },
      { endpoint: 'https://push.example.com/push/1' },
      { endpoint: `https://push.example.com/${'x'.repeat(2100)}`, keys },
    ];
    for (const body of bodies) {
      const response = await api(account, 'PUT', '/notifications/push/subscriptions', body);
      expect(response.json().error?.code, JSON.stringify(body).slice(0, 120)).toBe(4000);
    }
    const unsubscribe = await api(account, 'DELETE', '/notifications/push/subscriptions', {
      endpoint: 'nope',
    });
    expect(unsubscribe.json().error?.code).toBe(4000);
    expect(await deviceCount()).toBe(before);
  });

  it('pushes a reply to the author’s device, decrypted, in their language, opening the channel; a later reply replaces it', async () => {
    const [nadia, omar, lina] = [await member('fr'), await member('en'), await member('en')];
    const nadiasPhone = await deviceOf(nadia);
    const omarsPhone = await deviceOf(omar);
    const thread = await post(nadia, 'Qui court demain à 7 h ?');
    await post(omar, 'Me!', thread.id);

    const [told] = await bell(nadia);
    const [first] = pushesTo(nadiasPhone);
    expect(pushesTo(nadiasPhone)).toHaveLength(1);
    expect(first!.payload).toEqual({
      title: 'Réponses à votre message',
      body: expect.stringMatching(
        /^\u2068.+\u2069 a répondu à votre message dans \u2068Courses du matin\u2069\.$/,
      ),
      url: paths.channel(channelId),
      tag: `notification-${told!.id}`,
      notificationId: told!.id,
    });
    expect(first).toMatchObject({ ttl: 86_400, topic: told!.id.replaceAll('-', '') });
    // Omar's own reply tells nobody: nothing reaches his device.
    expect(pushesTo(omarsPhone)).toEqual([]);

    // The thread's one notification, brought up to date: the same tag and topic, so the device replaces it.
    await post(lina, 'Me too', thread.id);
    const second = pushesTo(nadiasPhone)[1]!;
    expect(second.payload.tag).toBe(first!.payload.tag);
    expect(second.topic).toBe(first!.topic);
    expect(second.payload.body).toMatch(/ et 1 autre membre ont répondu à votre message dans /);
  });

  it('sends nothing for a kind whose push is off: reactions by default, or a kind the member switched off', async () => {
    const [nadia, omar] = [await member(), await member()];
    const phone = await deviceOf(nadia);
    const switches = (await api(nadia, 'GET', '/notifications/preferences')).json().data.kinds as {
      kind: string;
      push: boolean;
    }[];
    expect(switches.filter((kind) => !kind.push).map((kind) => kind.kind)).toEqual([
      'feed_post',
      'community_reaction',
    ]);

    const message = await post(nadia, 'Ran 10 km today');
    expect((await api(omar, 'PUT', `/community/messages/${message.id}/reactions/fire`)).statusCode).toBe(200);
    expect((await bell(nadia)).map((item) => item.kind)).toEqual(['community_reaction']);
    expect(pushesTo(phone)).toEqual([]);

    const off = await api(nadia, 'PUT', '/notifications/preferences', {
      kinds: [{ kind: 'community_reply', inApp: true, email: null, push: false }],
    });
    expect(off.statusCode, off.body).toBe(200);
    // A change sent without `push` keeps it: the bell switch moves, push stays off.
    await api(nadia, 'PUT', '/notifications/preferences', {
      kinds: [{ kind: 'community_reply', inApp: true, email: null }],
    });
    await post(omar, 'Nice!', message.id);
    expect((await bell(nadia)).map((item) => item.kind)).toContain('community_reply');
    expect(pushesTo(phone)).toEqual([]);

    await api(nadia, 'PUT', '/notifications/preferences', {
      kinds: [{ kind: 'community_reaction', inApp: true, email: null, push: true }],
    });
    expect((await api(omar, 'PUT', `/community/messages/${message.id}/reactions/clap`)).statusCode).toBe(200);
    expect(pushesTo(phone).map((push) => push.payload.title)).toEqual(['Reactions to your message']);
  });

  it('removes a device its push service says is gone (410), and tries it no more', async () => {
    const [nadia, omar] = [await member(), await member()];
    const phone = await deviceOf(nadia);
    pushService.answerGone(phone, 410);
    const thread = await post(nadia, 'Hill repeats tonight?');
    await post(omar, 'Count me in', thread.id);
    expect(pushService.attemptsAt(phone)).toBe(1);
    expect(await devicesIn(phone)).toEqual([]);

    await post(omar, 'Bringing a friend', thread.id);
    expect(pushService.attemptsAt(phone)).toBe(1);
    // The bell stays the truth.
    expect((await bell(nadia)).map((item) => item.kind)).toEqual(['community_reply']);
  });

  it('tries a push again that its push service asked to have later (503, 429), that push alone, three times in all', async () => {
    const [nadia, omar] = [await member(), await member()];
    const [phone, laptop] = [await deviceOf(nadia), await deviceOf(nadia)];
    pushService.answerLater(phone, 503, '120');
    const thread = await post(nadia, 'Stairs at noon?');
    await post(omar, 'Yes', thread.id);
    expect(pushService.attemptsAt(phone)).toBe(1);
    expect(pushesTo(laptop)).toHaveLength(1);
    // Held back as long as the push service asked (more than the first try's minute), then delivered by the dispatcher.
    const [held] = await heldPushes();
    expect(held!.payload.retry).toEqual({
      attempt: 2,
      pushes: [
        { notificationId: pushesTo(laptop)[0]!.payload.notificationId, subscriptionId: expect.any(String) },
      ],
    });
    expect(held!.waitSeconds).toBeGreaterThan(100);
    expect(held!.waitSeconds).toBeLessThanOrEqual(120);

    pushService.answerNormally(phone);
    await dispatchHeldPushes();
    expect(pushService.attemptsAt(phone)).toBe(2);
    expect(pushesTo(phone).map((push) => push.payload.body)).toEqual(
      pushesTo(laptop).map((push) => push.payload.body),
    );
    expect(pushesTo(phone)).toHaveLength(1);
    expect(pushesTo(laptop)).toHaveLength(1);
    expect(await heldPushes()).toEqual([]);

    // Busy for good: the first try and two more, then the bell alone.
    pushService.answerLater(phone, 429);
    await post(omar, 'See you there', thread.id);
    for (let attempt = 0; attempt < 3; attempt += 1) await dispatchHeldPushes();
    expect(pushService.attemptsAt(phone)).toBe(5);
    expect(await heldPushes()).toEqual([]);
    expect(await devicesIn(phone)).toHaveLength(1);
  });

  it('stops pushing to a device its member unsubscribed; nobody else can unsubscribe it', async () => {
    const [nadia, omar] = [await member(), await member()];
    const phone = await deviceOf(nadia);
    const thread = await post(nadia, 'Track session at 6');

    const byStranger = await api(omar, 'DELETE', '/notifications/push/subscriptions', { endpoint: phone });
    expect(byStranger.statusCode).toBe(204);
    expect(await devicesIn(phone)).toEqual([{ user_id: await memberIdOf(nadia) }]);
    await post(omar, 'On my way', thread.id);
    expect(pushesTo(phone)).toHaveLength(1);

    const own = await api(nadia, 'DELETE', '/notifications/push/subscriptions', { endpoint: phone });
    expect(own.statusCode).toBe(204);
    expect(await devicesIn(phone)).toEqual([]);
    await post(omar, 'Running late', thread.id);
    expect(pushesTo(phone)).toHaveLength(1);
  });

  it('moves a shared device to whoever subscribed last, and keeps a member’s 10 newest devices', async () => {
    const [nadia, omar] = [await member(), await member()];
    const shared = await deviceOf(nadia);
    const again = await api(omar, 'PUT', '/notifications/push/subscriptions', {
      endpoint: shared,
      keys: pushService.subscription().keys,
      expirationTime: 1_900_000_000_000,
    });
    expect(again.statusCode).toBe(204);
    expect(await devicesIn(shared)).toEqual([{ user_id: await memberIdOf(omar) }]);

    const lina = await member();
    const devices: string[] = [];
    for (let count = 0; count < 11; count += 1) devices.push(await deviceOf(lina));
    expect(await devicesIn(devices[0]!)).toEqual([]);
    for (const device of devices.slice(1)) expect(await devicesIn(device)).toHaveLength(1);
  });

  it('goes with the member: their devices’ push services in the export, the devices deleted with the account', async () => {
    const nadia = await member();
    const phone = await deviceOf(nadia);
    const exported = (await api(nadia, 'GET', '/users/me/export')).json();
    const { pushDevices } = (exported.data ?? exported).notifications;
    expect(pushDevices).toEqual([
      { pushService: pushService.origin, createdAt: expect.any(String), lastPushedAt: null },
    ]);
    expect(JSON.stringify(exported)).not.toContain(phone);

    expect((await api(nadia, 'DELETE', '/users/me')).statusCode).toBe(202);
    const services = await servicesOf(subject);
    await services.users.purgeDeletedAccounts(new Date(Date.now() + 31 * 86_400_000));
    await services.close();
    expect(await devicesIn(phone)).toEqual([]);
  });
});
