import webPush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPushServiceStandIn, type PushServiceStandIn } from '../../test/push-service-stand-in';
import { pushSender, secondsOf } from './push-sender';

/** The sender against the stand-in push service: what a browser's push service would take, and what it would not. */
describe('sending a Web Push (RFC 8030, 8291, 8292)', () => {
  let pushService: PushServiceStandIn;
  const serverKeys = webPush.generateVAPIDKeys();
  const warnings: unknown[] = [];
  const log = { warn: (details: unknown) => void warnings.push(details) };
  const senderWith = (keys = serverKeys) => pushSender({ keys, subject: 'mailto:ops@vitalia.example', log });

  beforeAll(async () => {
    pushService = await startPushServiceStandIn();
  });
  afterAll(() => pushService.close());

  it('delivers a message the device decrypts, signed for the push service, a day to live, with its topic', async () => {
    const device = pushService.subscription(serverKeys.publicKey);
    const message = {
      title: 'Réponses',
      body: 'Ünïcödé “quotes” and عربي',
      url: '/app',
      tag: 't',
      notificationId: 'n',
    };
    const outcome = await senderWith().send(toDevice(device), JSON.stringify(message), {
      topic: 'a'.repeat(32),
    });
    expect(pushService.refused, JSON.stringify(warnings)).toEqual([]);
    expect(outcome).toEqual({ kind: 'sent' });
    expect(pushService.pushesTo(device.endpoint)).toEqual([
      { endpoint: device.endpoint, payload: message, ttl: 86_400, topic: 'a'.repeat(32) },
    ]);
  });

  it('is refused when signed with a key other than the one the device subscribed with', async () => {
    const device = pushService.subscription(serverKeys.publicKey);
    const outcome = await senderWith(webPush.generateVAPIDKeys()).send(toDevice(device), '{}', {
      topic: 'b',
    });
    expect(outcome).toEqual({ kind: 'refused' });
    expect(pushService.pushesTo(device.endpoint)).toEqual([]);
    expect(pushService.refused.at(-1)).toMatchObject({ endpoint: device.endpoint, status: 403 });
  });

  it('is refused when the signature is not the named key’s (the stand-in checks it, not just the name)', async () => {
    const device = pushService.subscription(serverKeys.publicKey);
    // Signed by another key, naming the server's: what a forger would send.
    const forged = webPush.generateRequestDetails(toPushSubscription(device), 'forged', {
      vapidDetails: { subject: 'mailto:x@example.com', ...webPush.generateVAPIDKeys() },
    });
    const token = /t=([^,]+)/.exec(forged.headers.Authorization!)![1];
    const response = await fetch(device.endpoint, {
      method: 'POST',
      headers: { ...headersOf(forged.headers), Authorization: `vapid t=${token}, k=${serverKeys.publicKey}` },
      body: forged.body,
    });
    expect(response.status).toBe(401);
    expect(pushService.pushesTo(device.endpoint)).toEqual([]);
  });

  it('says a device is gone when its push service answers 404 or 410', async () => {
    const [gone, unknown] = [pushService.subscription(), pushService.subscription()];
    pushService.answerGone(gone.endpoint, 410);
    pushService.answerGone(unknown.endpoint, 404);
    expect(await senderWith().send(toDevice(gone), '{}', { topic: 'c' })).toEqual({ kind: 'gone' });
    expect(await senderWith().send(toDevice(unknown), '{}', { topic: 'c' })).toEqual({ kind: 'gone' });
  });

  it('says to try later on 429, a 5xx or no answer, with the push service’s Retry-After when it gave one', async () => {
    const [busy, down] = [pushService.subscription(), pushService.subscription()];
    pushService.answerLater(busy.endpoint, 429, '120');
    pushService.answerLater(down.endpoint, 503);
    expect(await senderWith().send(toDevice(busy), '{}', { topic: 'c' })).toEqual({
      kind: 'later',
      retryAfterSeconds: 120,
    });
    expect(await senderWith().send(toDevice(down), '{}', { topic: 'c' })).toEqual({
      kind: 'later',
      retryAfterSeconds: null,
    });
    const nowhere = { ...toDevice(pushService.subscription()), endpoint: 'http://127.0.0.1:9/push/x' };
    expect(await senderWith().send(nowhere, '{}', { topic: 'c' })).toEqual({
      kind: 'later',
      retryAfterSeconds: null,
    });
    // Logged by the push service's origin alone: the device's address is its secret.
    expect(JSON.stringify(warnings)).not.toContain('/push/');
  });
});

describe('reading Retry-After (RFC 9110 §10.2.3)', () => {
  it('takes seconds or an HTTP date, and nothing else', () => {
    const now = Date.parse('2026-11-29T12:00:00Z');
    expect(secondsOf('90', now)).toBe(90);
    expect(secondsOf('Sun, 29 Nov 2026 12:02:00 GMT', now)).toBe(120);
    expect(secondsOf('Sun, 29 Nov 2026 11:00:00 GMT', now)).toBe(0);
    expect(secondsOf('soon', now)).toBeNull();
    expect(secondsOf('-5', now)).toBeNull();
    expect(secondsOf(null, now)).toBeNull();
  });
});

const toDevice = (subscription: ReturnType<PushServiceStandIn['subscription']>) => ({
  endpoint: subscription.endpoint,
  p256dh: subscription.keys.p256dh,
  auth: subscription.keys.auth,
});

const toPushSubscription = (subscription: ReturnType<PushServiceStandIn['subscription']>) => ({
  endpoint: subscription.endpoint,
  keys: subscription.keys,
});

const headersOf = (headers: Record<string, string | number>) =>
  Object.fromEntries(
    Object.entries(headers)
      .filter(([name]) => name !== 'Content-Length')
      .map(([name, value]) => [name, String(value)]),
  );
