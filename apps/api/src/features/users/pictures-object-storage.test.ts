import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import { loadConfig, type Config } from '../../config';
import { imageStorage } from '../../lib/image-store';
import { registerMember } from '../../test/accounts';
import { startS3StandIn, type S3StandIn } from '../../test/s3-stand-in';
import { createTestApp, servicesOf, type TestApp } from '../../test/test-app';

/**
 * Issue 20, decision 044: with STORAGE=s3, a picture uploaded through one server is served by another that shares
 * only the database and the bucket — each has a data folder of its own, which stays empty.
 */
describe('profile pictures in an S3-compatible bucket, across two servers', () => {
  let bucket: S3StandIn;
  let dataDirs: string[];
  let serverA: TestApp;
  let serverB: App;

  beforeAll(async () => {
    bucket = await startS3StandIn();
    dataDirs = await Promise.all(
      ['a', 'b'].map((name) => mkdtemp(path.join(os.tmpdir(), `vitalia-server-${name}-`))),
    );
    serverA = await createTestApp({ dataDir: dataDirs[0]!, storage: bucket.storage });
    const configB: Config = {
      ...loadConfig(),
      environment: 'test',
      webDistDir: '/nonexistent',
      dataDir: dataDirs[1]!,
      storage: bucket.storage,
    };
    // The second server: the same database and bucket, nothing else in common.
    serverB = await buildApp({ config: configB, db: serverA.database.db, logger: false, keysDir: null });
    await serverB.ready();
  });
  afterAll(async () => {
    await serverB?.close();
    await serverA?.close();
    await bucket?.close();
    await Promise.all((dataDirs ?? []).map((dir) => rm(dir, { recursive: true, force: true })));
  });

  const picture = () =>
    sharp({ create: { width: 640, height: 480, channels: 3, background: '#2f7d5b' } })
      .png()
      .toBuffer();

  it('serves from server B the picture uploaded through server A, and forgets it once A removes it', async () => {
    const member = await registerMember(serverA.app);
    const uploaded = await serverA.app.inject({
      method: 'PUT',
      url: '/api/users/me/picture',
      headers: { ...member.authorization, 'content-type': 'image/png' },
      payload: await picture(),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const { pictureUrl } = uploaded.json().data as { pictureUrl: string };

    const fromA = await serverA.app.inject({ method: 'GET', url: pictureUrl });
    const fromB = await serverB.inject({ method: 'GET', url: pictureUrl });
    expect(fromB.statusCode).toBe(200);
    expect(fromB.headers['content-type']).toBe('image/webp');
    expect(fromB.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(fromB.rawPayload.equals(fromA.rawPayload)).toBe(true);
    expect(await sharp(fromB.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 512,
      height: 512,
    });
    // Neither server wrote the picture to its own disk.
    for (const dir of dataDirs) expect(await readdir(dir)).not.toContain('pictures');

    const removed = await serverA.app.inject({
      method: 'DELETE',
      url: '/api/users/me/picture',
      headers: member.authorization,
    });
    expect(removed.statusCode).toBe(200);
    expect((await serverB.inject({ method: 'GET', url: pictureUrl })).statusCode).toBe(404);
  });

  it("lets either server's hourly sweep delete the bucket's orphans and keep the pictures in use", async () => {
    const member = await registerMember(serverA.app);
    const uploaded = await serverA.app.inject({
      method: 'PUT',
      url: '/api/users/me/picture',
      headers: { ...member.authorization, 'content-type': 'image/png' },
      payload: await picture(),
    });
    const { pictureUrl } = uploaded.json().data as { pictureUrl: string };
    // Server B's services, on its own empty data folder: all it can see is the bucket.
    const onB = await servicesOf(serverA, { dataDir: dataDirs[1]!, storage: bucket.storage });
    const bucketPictures = (await imageStorage(bucket.storage, dataDirs[1]!))('pictures');
    const orphanKey = await bucketPictures.save(Buffer.from('an upload whose swap never happened'));

    const anHourOn = new Date(Date.now() + 2 * 60 * 60 * 1000);
    expect(await onB.pictures.sweepOrphans(anHourOn)).toBe(1);
    expect((await serverB.inject({ method: 'GET', url: `/api/pictures/${orphanKey}` })).statusCode).toBe(404);
    expect((await serverB.inject({ method: 'GET', url: pictureUrl })).statusCode).toBe(200);
    await onB.liveBus.close();
  });
});
