import { describe, expect, it } from 'vitest';
import type { Caller } from '../../lib/auth';
import { pushDevicesService } from './push-devices.service';

describe('opting a device in to Web Push', () => {
  const caller = { uid: 'uid-1' } as Caller;
  const keys = { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) };

  function serviceTaking(takesAnyPushService: boolean) {
    const subscribed: string[] = [];
    const service = pushDevicesService({
      repository: {
        subscribe: async (_userId, device) => void subscribed.push(device.endpoint),
        unsubscribe: async () => undefined,
      },
      memberIdOf: async () => 'member-1',
      publicKey: 'BKey',
      takesAnyPushService,
    });
    return { service, subscribed };
  }

  it('takes a loopback push service over plain http outside production only (the stand-in of tests and journeys)', async () => {
    const loopback = { endpoint: 'http://127.0.0.1:4000/push/1', keys };
    const outside = serviceTaking(true);
    await outside.service.subscribe(caller, loopback);
    expect(outside.subscribed).toEqual([loopback.endpoint]);

    const production = serviceTaking(false);
    await expect(production.service.subscribe(caller, loopback)).rejects.toMatchObject({ code: 4000 });
    await production.service.subscribe(caller, { endpoint: 'https://fcm.googleapis.com/fcm/send/x', keys });
    expect(production.subscribed).toEqual(['https://fcm.googleapis.com/fcm/send/x']);
  });

  it('takes in production only the browsers’ own push services, so no member makes the server post elsewhere', async () => {
    const production = serviceTaking(false);
    const browsers = [
      'https://fcm.googleapis.com/fcm/send/a',
      'https://updates.push.services.mozilla.com/wpush/v2/b',
      'https://web.push.apple.com/c',
      'https://db5p.notify.windows.com/w/?token=d',
    ];
    for (const endpoint of browsers) await production.service.subscribe(caller, { endpoint, keys });
    expect(production.subscribed).toEqual(browsers);
    for (const endpoint of [
      'https://internal.example.com/push',
      'https://fcm.googleapis.com.evil.example/send',
      'https://evilfcm.googleapis.com.example/x',
      'http://fcm.googleapis.com/fcm/send/a',
    ])
      await expect(production.service.subscribe(caller, { endpoint, keys })).rejects.toMatchObject({
        code: 4000,
      });
    expect(production.subscribed).toEqual(browsers);
  });
});
