import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startS3StandIn } from '../test/s3-stand-in';
import { imageStorage } from './image-store';
import type { ImageArea, ImageStore } from './stored-images';
import { s3Client } from './s3-image-store';

interface OpenStorage {
  storeFor(area: ImageArea): ImageStore;
  close(): Promise<void>;
}

/** Each implementation, opened afresh for every test through the same factory the services use. */
const implementations: { name: string; open(): Promise<OpenStorage> }[] = [
  {
    name: 'local folders under DATA_DIR (the default)',
    async open() {
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'vitalia-images-'));
      return {
        storeFor: await imageStorage({ kind: 'local' }, dataDir),
        close: () => rm(dataDir, { recursive: true, force: true }),
      };
    },
  },
  {
    name: 'an S3-compatible bucket (s3rver on loopback)',
    async open() {
      const standIn = await startS3StandIn();
      return {
        // The data folder is never touched: a path that cannot exist says so.
        storeFor: await imageStorage(standIn.storage, '/nonexistent/vitalia-data'),
        close: standIn.close,
      };
    },
  },
];

const webp = (text: string) => Buffer.from(`RIFF${text}WEBPVP8 `);
const malformedKeys = [
  '',
  '../pictures/0123456789abcdef0123456789abcdef.webp',
  '0123456789ABCDEF0123456789ABCDEF.webp',
  '0123456789abcdef0123456789abcdef.png',
  '0123456789abcdef0123456789abcdef',
  '.0123456789abcdef0123456789abcdef.webp.partial',
  'pictures/0123456789abcdef0123456789abcdef.webp',
];

describe.each(implementations)('the image store: $name', ({ open }) => {
  let storage: OpenStorage;
  let pictures: ImageStore;
  beforeEach(async () => {
    storage = await open();
    pictures = storage.storeFor('pictures');
  });
  afterEach(() => storage.close());

  it('saves under a new 128-bit key, reads the same bytes back, lists it, and removes it', async () => {
    const startedAt = Date.now();
    const key = await pictures.save(webp('first'));
    expect(key).toMatch(/^[0-9a-f]{32}\.webp$/);
    expect(await pictures.read(key)).toEqual(webp('first'));

    const second = await pictures.save(webp('second'));
    expect(second).not.toBe(key);
    const listed = await pictures.list();
    expect(listed.map((entry) => entry.key).sort()).toEqual([key, second].sort());
    for (const entry of listed) {
      expect(entry.name).toBe(entry.key);
      // S3 keeps whole seconds: allow for the rounding down.
      expect(entry.writtenAt.getTime()).toBeGreaterThanOrEqual(startedAt - 1000);
      expect(entry.writtenAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    }

    await pictures.remove(key);
    expect(await pictures.read(key)).toBeNull();
    expect((await pictures.list()).map((entry) => entry.key)).toEqual([second]);
    await pictures.removeListed(second);
    expect(await pictures.list()).toEqual([]);
  });

  it('answers null for a key it never stored, and removing one twice is no error', async () => {
    expect(await pictures.read('0123456789abcdef0123456789abcdef.webp')).toBeNull();
    const key = await pictures.save(webp('gone'));
    await pictures.remove(key);
    await expect(pictures.remove(key)).resolves.toBeUndefined();
    await expect(pictures.removeListed(key)).resolves.toBeUndefined();
    expect(await pictures.read(key)).toBeNull();
  });

  it('answers null for a malformed key, and never removes through one', async () => {
    const key = await pictures.save(webp('kept'));
    for (const malformed of malformedKeys) {
      expect(await pictures.read(malformed)).toBeNull();
      await pictures.remove(malformed);
      await pictures.removeListed(malformed);
    }
    expect(await pictures.read(`../pictures/${key}`)).toBeNull();
    expect(await pictures.read(key)).toEqual(webp('kept'));
  });

  it('keeps each feature apart: a sweep of one never sees the other’s images', async () => {
    const postImages = storage.storeFor('feed-images');
    const picture = await pictures.save(webp('picture'));
    const postImage = await postImages.save(webp('post'));

    expect((await pictures.list()).map((entry) => entry.key)).toEqual([picture]);
    expect((await postImages.list()).map((entry) => entry.key)).toEqual([postImage]);
    expect(await postImages.read(picture)).toBeNull();
    expect(await pictures.read(postImage)).toBeNull();

    await postImages.remove(picture);
    await postImages.removeListed(picture);
    expect(await pictures.read(picture)).toEqual(webp('picture'));
  });

  it('starts empty: nothing stored yet lists nothing', async () => {
    expect(await pictures.list()).toEqual([]);
    expect(await storage.storeFor('feed-images').list()).toEqual([]);
  });
});

describe('the S3 image store', () => {
  it('lists only keys under its prefix, not what an operator put beside them', async () => {
    const standIn = await startS3StandIn();
    try {
      const pictures = (await imageStorage(standIn.storage, '/nonexistent'))('pictures');
      const key = await pictures.save(webp('ours'));
      const client = s3Client(standIn.storage);
      for (const name of ['pictures/notes.txt', `pictures/old/${key}`, `${key}`, `picturesx/${key}`])
        await client.send(new PutObjectCommand({ Bucket: standIn.storage.bucket, Key: name, Body: 'x' }));
      expect((await pictures.list()).map((entry) => entry.key)).toEqual([key]);
    } finally {
      await standIn.close();
    }
  });

  // s3rver knows one access key id and refuses others, but does not check SigV4 signatures: a wrong secret would pass.
  it('fails a request the service refuses (an unknown access key) rather than answering null', async () => {
    const standIn = await startS3StandIn();
    try {
      const key = await (
        await imageStorage(standIn.storage, '/nonexistent')
      )('pictures').save(webp('stored'));
      const refused = (await imageStorage({ ...standIn.storage, accessKeyId: 'UNKNOWN' }, '/nonexistent'))(
        'pictures',
      );
      await expect(refused.read(key)).rejects.toThrow(/Access Key Id/);
      await expect(refused.read('0123456789abcdef0123456789abcdef.webp')).rejects.toThrow(/Access Key Id/);
      await expect(refused.save(webp('refused'))).rejects.toThrow(/Access Key Id/);
      await expect(refused.list()).rejects.toThrow(/Access Key Id/);
    } finally {
      await standIn.close();
    }
  });
});
