import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import webPush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vapidKeysFor } from './push-keys';

describe('the VAPID keys a server pushes with', () => {
  let dataDir: string;
  const unset = { subject: 'mailto:ops@vitalia.example', keys: null };

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'vitalia-vapid-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('takes the configured pair as it is', async () => {
    const keys = webPush.generateVAPIDKeys();
    expect(await vapidKeysFor({ ...unset, keys }, dataDir)).toEqual(keys);
  });

  it('makes a pair once under the keys folder, owner-only, which every server sharing it then pushes with', async () => {
    // Two servers starting at once on one DATA_DIR: both end up with the pair written first.
    const [first, second] = await Promise.all([vapidKeysFor(unset, dataDir), vapidKeysFor(unset, dataDir)]);
    expect(second).toEqual(first);
    expect(await vapidKeysFor(unset, dataDir)).toEqual(first);
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
    const file = path.join(dataDir, 'keys', 'web-push-vapid-keys.json');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    // No draft left behind.
    expect(await readdir(path.join(dataDir, 'keys'))).toEqual(['web-push-vapid-keys.json']);
  });

  it('keeps a pair in memory when there is no keys folder (tests)', async () => {
    const [one, two] = [await vapidKeysFor(unset, null), await vapidKeysFor(unset, null)];
    expect(one.publicKey).not.toBe(two.publicKey);
  });
});
