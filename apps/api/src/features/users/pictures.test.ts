import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { registerMember, type TestAccount } from '../../test/accounts';
import { createTestApp, servicesOf, type TestApp } from '../../test/test-app';

const maxBytes = 1024 * 1024;
const pictureUrlPattern = /^\/api\/pictures\/[0-9a-f]{32}\.webp$/;

/** A test image of one colour, generated here rather than kept as a fixture. */
function solid(width: number, height: number, background = '#2f7d5b') {
  return sharp({ create: { width, height, channels: 3, background } });
}

/** A real 1×1 PNG whose header claims `width × height`: a decompression bomb's shape, without the wait. */
async function pngClaiming(width: number, height: number) {
  const png = Buffer.from(await solid(1, 1).png().toBuffer());
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

describe('profile pictures (D6, decision 009)', () => {
  let subject: TestApp;
  let dataDir: string;
  const picturesDir = () => path.join(dataDir, 'pictures');
  const storedFiles = async () => (await readdir(picturesDir()).catch(() => [])).sort();

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'vitalia-pictures-'));
    subject = await createTestApp({ dataDir, pictureMaxBytes: maxBytes });
  });
  afterAll(async () => {
    await subject.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const upload = (account: TestAccount | null, body: Buffer, contentType: string) =>
    subject.app.inject({
      method: 'PUT',
      url: '/api/users/me/picture',
      headers: { ...account?.authorization, 'content-type': contentType },
      payload: body,
    });
  const remove = (account: TestAccount | null) =>
    subject.app.inject({ method: 'DELETE', url: '/api/users/me/picture', headers: account?.authorization });
  const fetchPicture = (url: string) => subject.app.inject({ method: 'GET', url });
  const me = async (account: TestAccount) =>
    (await subject.app.inject({ method: 'GET', url: '/api/users/me', headers: account.authorization })).json()
      .data;
  const keyOf = (pictureUrl: string) => pictureUrl.split('/').pop()!;

  async function uploaded(account: TestAccount, body: Buffer, contentType: string) {
    const response = await upload(account, body, contentType);
    expect(response.statusCode, response.body).toBe(200);
    const { pictureUrl } = response.json().data;
    expect(pictureUrl).toMatch(pictureUrlPattern);
    const served = await fetchPicture(pictureUrl);
    expect(served.statusCode).toBe(200);
    return { pictureUrl: pictureUrl as string, served, metadata: await sharp(served.rawPayload).metadata() };
  }

  it.each([
    ['image/jpeg', () => solid(800, 600).jpeg().toBuffer()],
    ['image/png', () => solid(800, 600).png().toBuffer()],
    ['image/webp', () => solid(800, 600).webp().toBuffer()],
  ])('takes a %s, stores a 512×512 WebP and serves it by its key', async (type, make) => {
    const account = await registerMember(subject.app);
    const { pictureUrl, served, metadata } = await uploaded(account, await make(), type);
    expect(metadata).toMatchObject({ format: 'webp', width: 512, height: 512 });
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['referrer-policy']).toBe('no-referrer');
    expect((await me(account)).pictureUrl).toBe(pictureUrl);
    expect(await storedFiles()).toContain(keyOf(pictureUrl));
  });

  it('strips the metadata (EXIF, XMP, colour profile)', async () => {
    const withMetadata = await solid(300, 300)
      .png()
      .withExif({ IFD0: { Copyright: 'Amina El Idrissi', Artist: 'Amina' } })
      .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF/></x:xmpmeta>')
      .withIccProfile('p3')
      .toBuffer();
    const before = await sharp(withMetadata).metadata();
    expect(before.exif).toBeDefined();
    expect(before.icc).toBeDefined();

    const { metadata, served } = await uploaded(await registerMember(subject.app), withMetadata, 'image/png');
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(metadata.icc).toBeUndefined();
    expect(served.rawPayload.includes('Amina')).toBe(false);
  });

  it('applies the EXIF orientation, so a phone photo stands upright', async () => {
    // Stored sideways: red on the left, blue on the right; orientation 6 says "turn a quarter clockwise to view".
    const sideways = await solid(40, 20, '#0000ff')
      .composite([
        { input: { create: { width: 20, height: 20, channels: 3, background: '#ff0000' } }, left: 0, top: 0 },
      ])
      .jpeg({ quality: 100 })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const { served } = await uploaded(await registerMember(subject.app), sideways, 'image/jpeg');
    const { data, info } = await sharp(served.rawPayload).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) =>
      [...data.subarray((y * info.width + x) * info.channels)].slice(0, 3);
    const [topRed, , topBlue] = pixel(256, 20);
    const [bottomRed, , bottomBlue] = pixel(256, 490);
    expect(topRed).toBeGreaterThan(200);
    expect(topBlue).toBeLessThan(60);
    expect(bottomBlue).toBeGreaterThan(200);
    expect(bottomRed).toBeLessThan(60);
  });

  it('shrinks a large photo to 512 pixels, cropping the centre square', async () => {
    const { metadata } = await uploaded(
      await registerMember(subject.app),
      await solid(6000, 2000).jpeg().toBuffer(),
      'image/jpeg',
    );
    expect(metadata).toMatchObject({ width: 512, height: 512 });
  });

  it.each([
    ['a text file sent as a PNG', Buffer.from('hello, I am not a picture'), 'image/png'],
    ['a GIF sent as a PNG', () => solid(40, 40).gif().toBuffer(), 'image/png'],
    ['a TIFF sent as a JPEG', () => solid(40, 40).tiff().toBuffer(), 'image/jpeg'],
    [
      'an SVG',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"/>'),
      'image/svg+xml',
    ],
    ['a PNG cut short', async () => (await solid(400, 400).png().toBuffer()).subarray(0, 300), 'image/png'],
    ['a PNG claiming 100 megapixels (a decompression bomb)', () => pngClaiming(10_000, 10_000), 'image/png'],
    ['a picture sent as JSON', Buffer.from('{"picture":"x"}'), 'application/json'],
    ['an empty body', Buffer.alloc(0), 'image/jpeg'],
  ])('refuses %s with 7200 and keeps nothing', async (_name, body, type) => {
    const account = await registerMember(subject.app);
    const before = await storedFiles();
    const response = await upload(account, typeof body === 'function' ? await body() : body, type);
    expect(response.statusCode).toBe(415);
    expect(response.json().error).toEqual({
      code: 7200,
      message: 'The picture must be a JPEG, PNG or WebP image',
    });
    expect(await storedFiles()).toEqual(before);
    expect((await me(account)).pictureUrl).toBeNull();
  });

  it('refuses a file over the configured size with 7000 and keeps nothing', async () => {
    const account = await registerMember(subject.app);
    const before = await storedFiles();
    const response = await upload(account, Buffer.alloc(maxBytes + 1, 0xff), 'image/jpeg');
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe(7000);
    expect(await storedFiles()).toEqual(before);
    expect((await me(account)).pictureUrl).toBeNull();
  });

  it('tells the web its limits, from the configuration', async () => {
    const account = await registerMember(subject.app);
    const response = await subject.app.inject({
      method: 'GET',
      url: '/api/users/me/picture/limits',
      headers: account.authorization,
    });
    expect(response.json()).toEqual({
      data: { maxBytes, types: ['image/jpeg', 'image/png', 'image/webp'] },
    });
  });

  it('refuses an anonymous caller with 4001', async () => {
    const png = await solid(20, 20).png().toBuffer();
    expect((await upload(null, png, 'image/png')).json().error.code).toBe(4001);
    expect((await remove(null)).json().error.code).toBe(4001);
    const limits = await subject.app.inject({ method: 'GET', url: '/api/users/me/picture/limits' });
    expect(limits.statusCode).toBe(401);
  });

  it('deletes the previous file when the picture is replaced', async () => {
    const account = await registerMember(subject.app);
    const first = await uploaded(account, await solid(100, 100).png().toBuffer(), 'image/png');
    const second = await uploaded(account, await solid(100, 100, '#ff8800').jpeg().toBuffer(), 'image/jpeg');
    expect(second.pictureUrl).not.toBe(first.pictureUrl);
    expect(await storedFiles()).not.toContain(keyOf(first.pictureUrl));
    expect((await fetchPicture(first.pictureUrl)).json().error.code).toBe(4004);
  });

  it('keeps exactly one file when two uploads race', async () => {
    const account = await registerMember(subject.app);
    const png = await solid(100, 100).png().toBuffer();
    const before = await storedFiles();
    await Promise.all([upload(account, png, 'image/png'), upload(account, png, 'image/png')]);
    const added = (await storedFiles()).filter((file) => !before.includes(file));
    expect(added).toEqual([keyOf((await me(account)).pictureUrl)]);
  });

  it('removes the picture', async () => {
    const account = await registerMember(subject.app);
    const { pictureUrl } = await uploaded(account, await solid(100, 100).png().toBuffer(), 'image/png');
    const response = await remove(account);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.pictureUrl).toBeNull();
    expect(await storedFiles()).not.toContain(keyOf(pictureUrl));
    expect((await fetchPicture(pictureUrl)).statusCode).toBe(404);
    expect((await remove(account)).json().data.pictureUrl).toBeNull();
  });

  it.each([
    '/api/pictures/nothing',
    '/api/pictures/..%2F..%2Fpglite%2FPG_VERSION',
    `/api/pictures/${'A'.repeat(32)}.webp`,
    `/api/pictures/.${'a'.repeat(32)}.webp.partial`,
  ])('refuses the malformed key %s with 4000', async (url) => {
    const response = await fetchPicture(url);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe(4000);
  });

  it.each([
    `/api/pictures/${'0'.repeat(32)}.webp`,
    // Read as `/api/`, which is no route at all.
    '/api/pictures/%2E%2E',
  ])('answers 4004 for %s, a well-formed key with no picture or no picture route', async (url) => {
    const response = await fetchPicture(url);
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe(4004);
  });

  it('lets nobody change another member’s picture', async () => {
    const owner = await registerMember(subject.app);
    const other = await registerMember(subject.app);
    const { pictureUrl } = await uploaded(owner, await solid(100, 100).png().toBuffer(), 'image/png');
    await uploaded(other, await solid(100, 100, '#000000').png().toBuffer(), 'image/png');
    await remove(other);
    expect((await me(owner)).pictureUrl).toBe(pictureUrl);
    expect((await fetchPicture(pictureUrl)).statusCode).toBe(200);
  });

  it('names the picture in the data export', async () => {
    const account = await registerMember(subject.app);
    const { pictureUrl } = await uploaded(account, await solid(100, 100).png().toBuffer(), 'image/png');
    const exported = await subject.app.inject({
      method: 'GET',
      url: '/api/users/me/export',
      headers: account.authorization,
    });
    expect(exported.json().profile.pictureUrl).toBe(pictureUrl);
  });

  it('deletes the file with the account', async () => {
    const account = await registerMember(subject.app);
    const { pictureUrl } = await uploaded(account, await solid(100, 100).png().toBuffer(), 'image/png');
    await subject.app.inject({ method: 'DELETE', url: '/api/users/me', headers: account.authorization });
    await subject.database.db
      .update(users)
      .set({ deletionRequestedAt: new Date(Date.now() - 31 * 24 * 60 * 60 * 1000) })
      .where(eq(users.email, account.email));
    const services = await servicesOf(subject, { dataDir });
    expect(await services.users.purgeDeletedAccounts()).toBe(1);
    expect(await storedFiles()).not.toContain(keyOf(pictureUrl));
    expect((await fetchPicture(pictureUrl)).statusCode).toBe(404);
  });

  it('sweeps files no profile points at, once they are an hour old', async () => {
    const account = await registerMember(subject.app);
    const { pictureUrl } = await uploaded(account, await solid(64, 64).png().toBuffer(), 'image/png');
    const kept = keyOf(pictureUrl);
    const webp = await solid(8, 8).webp().toBuffer();
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    const orphan = `${'a'.repeat(32)}.webp`;
    const halfWritten = `.${'b'.repeat(32)}.webp.partial`;
    const arriving = `${'c'.repeat(32)}.webp`;
    for (const name of [orphan, halfWritten, arriving]) await writeFile(path.join(picturesDir(), name), webp);
    for (const name of [orphan, halfWritten, kept])
      await utimes(path.join(picturesDir(), name), twoHoursAgo, twoHoursAgo);

    const { pictures } = await servicesOf(subject, { dataDir });
    expect(await pictures.sweepOrphans()).toBe(2);
    const left = await readdir(picturesDir());
    expect(left).toContain(kept);
    expect(left).toContain(arriving);
    expect(left).not.toContain(orphan);
    expect(left).not.toContain(halfWritten);
    expect((await fetchPicture(pictureUrl)).statusCode).toBe(200);
  });
});
