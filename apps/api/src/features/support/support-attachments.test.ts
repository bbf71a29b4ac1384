import type { StaffSupportRequest, SupportAttachment, SupportRequest } from '@vitalia/contracts';
import { mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMember, type TestAccount } from '../../test/accounts';
import { apiOf } from '../../test/billing';
import { createTestApp, memberWithRole, servicesOf, type TestApp } from '../../test/test-app';

/** Small, so that an oversized upload costs the test nothing. */
const maxBytes = 256 * 1024;
const dayMs = 24 * 60 * 60 * 1000;

/** A screenshot-shaped image of one colour, generated here rather than kept as a fixture. */
const screen = (width = 390, height = 844, background = '#2f7d5b') =>
  sharp({ create: { width, height, channels: 3, background } });

/** A phone photo as a camera writes it: the maker, the model and where it was taken (a GPS IFD). */
const photoWithLocation = () =>
  screen(640, 480)
    .jpeg()
    .withExif({
      IFD0: { Make: 'Amina Phones', Model: 'Secret Phone 12' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '33/1 35/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '7/1 36/1 0/1',
      },
    })
    .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF/></x:xmpmeta>')
    .toBuffer();

/** TIFF tag 0x8825, the pointer to the GPS IFD, as it sits in little-endian EXIF. */
const gpsPointerTag = Buffer.from([0x25, 0x88]);

describe('screenshots on a support request (issue 39)', () => {
  let subject: TestApp;
  let dataDir: string;
  let admin: TestAccount;
  let karim: TestAccount;
  const api = apiOf(() => subject.app);
  const storeDir = () => path.join(dataDir, 'support-attachments');
  const storedKeys = async () => (await readdir(storeDir()).catch(() => [])).sort();
  const rowCount = async (table: string) =>
    Number(
      (
        await subject.database.db.execute<{ count: number }>(
          sql.raw(`select count(*) as count from ${table}`),
        )
      ).rows[0]!.count,
    );
  /** What a refusal must leave as it was: requests, messages, screenshots and their files. */
  const state = async () => ({
    requests: await rowCount('support_requests'),
    messages: await rowCount('support_messages'),
    attachments: await rowCount('support_attachments'),
    files: await storedKeys(),
  });

  const upload = (account: TestAccount | null, body: Buffer, contentType = 'image/png') =>
    subject.app.inject({
      method: 'POST',
      url: '/api/support/attachments',
      headers: { ...account?.authorization, 'content-type': contentType },
      payload: body,
    });

  async function uploaded(account: TestAccount, body?: Buffer, contentType?: string) {
    const response = await upload(account, body ?? (await screen().png().toBuffer()), contentType);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as SupportAttachment;
  }

  const request = (attachmentKeys: string[]) => ({
    subject: 'The rewards page stays blank',
    category: 'technical',
    message: 'Since this morning the rewards page shows nothing. Screenshot attached.',
    attachmentKeys,
  });

  async function sendWith(member: TestAccount, attachmentKeys: string[]) {
    const response = await api(member, 'POST', '/support/requests', request(attachmentKeys));
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as SupportRequest;
  }

  const fetchAs = (account: TestAccount | null, url: string) =>
    subject.app.inject({ method: 'GET', url, headers: account?.authorization ?? {} });
  const memberUrl = (key: string) => `/api/support/attachments/${key}`;
  const staffUrl = (key: string) => `/api/admin/support/attachments/${key}`;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'vitalia-support-attachments-'));
    subject = await createTestApp({ dataDir, pictureMaxBytes: maxBytes });
    admin = await memberWithRole(subject, 'admin');
    karim = await memberWithRole(subject, 'karim');
  });
  afterAll(async () => {
    await subject.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it.each([1, 2, 3])('sends a request with %i screenshots, in the order chosen', async (count) => {
    const member = await registerMember(subject.app);
    const makers = [
      () => screen(390, 844).png().toBuffer(),
      () => screen(1280, 800, '#ffffff').jpeg().toBuffer(),
      () => screen(800, 600, '#000000').webp().toBuffer(),
    ];
    const types = ['image/png', 'image/jpeg', 'image/webp'];
    const attachments: SupportAttachment[] = [];
    for (let index = 0; index < count; index += 1)
      attachments.push(await uploaded(member, await makers[index]!(), types[index]));

    const sent = await sendWith(
      member,
      attachments.map((attachment) => attachment.key),
    );
    expect(sent.messages[0]!.attachments).toEqual(attachments);
    expect(attachments.slice(0, 2).map(({ width, height }) => [width, height])).toEqual(
      [
        [390, 844],
        [1280, 800],
      ].slice(0, count),
    );
    const keys = attachments.map((attachment) => attachment.key);
    expect(await storedKeys()).toEqual(expect.arrayContaining(keys));
    // The member reads them back with their requests, and fetches each as a WebP.
    const [mine] = (await api(member, 'GET', '/support/requests')).json().data as SupportRequest[];
    expect(mine!.messages[0]!.attachments.map((attachment) => attachment.key)).toEqual(keys);
    for (const key of keys) {
      const file = await fetchAs(member, memberUrl(key));
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/webp');
      expect(file.headers['cache-control']).toBe('private, no-store');
      expect((await sharp(file.rawPayload).metadata()).format).toBe('webp');
    }
  });

  it('keeps a desktop screenshot readable, shrinking only past 2560 pixels', async () => {
    const member = await registerMember(subject.app);
    expect(await uploaded(member, await screen(1920, 1080).png().toBuffer())).toMatchObject({
      width: 1920,
      height: 1080,
    });
    expect(await uploaded(member, await screen(3200, 1600).jpeg().toBuffer(), 'image/jpeg')).toMatchObject({
      width: 2560,
      height: 1280,
    });
  });

  it('refuses a fourth screenshot (8104) and writes nothing', async () => {
    const member = await registerMember(subject.app);
    const keys: string[] = [];
    for (let index = 0; index < 4; index += 1) keys.push((await uploaded(member)).key);
    const before = await state();
    const refused = await api(member, 'POST', '/support/requests', request(keys));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.code).toBe(8104);
    expect(await state()).toEqual(before);
    // Naming one key twice is one screenshot, not two.
    const twice = await sendWith(member, [keys[0]!, keys[0]!, keys[1]!, keys[2]!]);
    expect(twice.messages[0]!.attachments.map((attachment) => attachment.key)).toEqual(keys.slice(0, 3));
  });

  it('refuses a file that is not an image (7200) and keeps nothing of it', async () => {
    const member = await registerMember(subject.app);
    const before = await state();
    const cases: [Buffer, string][] = [
      [Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\n%%EOF\n'), 'image/png'],
      [await screen(40, 40).gif().toBuffer(), 'image/png'],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"/>'), 'image/svg+xml'],
      [Buffer.from('just some text'), 'text/plain'],
    ];
    for (const [body, type] of cases) {
      const refused = await upload(member, body, type);
      expect([type, refused.statusCode]).toEqual([type, 415]);
      expect(refused.json().error.code).toBe(7200);
    }
    expect(await state()).toEqual(before);
  });

  it('refuses a file over the picture limit (7000, 413) and keeps nothing of it', async () => {
    const member = await registerMember(subject.app);
    const before = await state();
    const oversized = await screen(2000, 2000).png({ compressionLevel: 0 }).toBuffer();
    expect(oversized.length).toBeGreaterThan(maxBytes);
    const refused = await upload(member, oversized);
    expect(refused.statusCode).toBe(413);
    expect(refused.json().error.code).toBe(7000);
    expect(await state()).toEqual(before);
  });

  it('refuses a key that is not the member’s own waiting upload (8105) and writes nothing', async () => {
    const member = await registerMember(subject.app);
    const other = await registerMember(subject.app);
    const othersKey = (await uploaded(other)).key;
    const sentKey = (await sendWith(member, [(await uploaded(member)).key])).messages[0]!.attachments[0]!.key;
    const mine = (await uploaded(member)).key;
    const before = await state();
    for (const keys of [
      [othersKey],
      [sentKey],
      ['0123456789abcdef0123456789abcdef.webp'],
      [mine, othersKey],
    ]) {
      const refused = await api(member, 'POST', '/support/requests', request(keys));
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.code).toBe(8105);
    }
    expect(await state()).toEqual(before);
  });

  it('strips the metadata: no EXIF, GPS, XMP or colour profile in the stored file', async () => {
    const member = await registerMember(subject.app);
    const photo = await photoWithLocation();
    const original = await sharp(photo).metadata();
    expect(original.exif?.includes(gpsPointerTag)).toBe(true);
    expect(original.xmp).toBeDefined();
    expect(photo.includes('Amina Phones')).toBe(true);

    const { key } = await uploaded(member, photo, 'image/jpeg');
    const stored = await readFile(path.join(storeDir(), key));
    const metadata = await sharp(stored).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 640, height: 480 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(metadata.icc).toBeUndefined();
    // The WebP container holds no EXIF or XMP chunk, and none of the camera's words survive anywhere.
    for (const marker of ['EXIF', 'Exif', 'XMP ', 'Amina Phones', 'Secret Phone'])
      expect(stored.includes(marker), marker).toBe(false);
  });

  it('lets only the member who sent a screenshot, and support staff, fetch it', async () => {
    const member = await registerMember(subject.app);
    const other = await registerMember(subject.app);
    const sent = await sendWith(member, [(await uploaded(member)).key]);
    const { key } = sent.messages[0]!.attachments[0]!;
    const waiting = (await uploaded(member)).key;

    expect((await fetchAs(member, memberUrl(key))).statusCode).toBe(200);
    // Another member meets "not found", as for anyone else's request; nobody signed out gets anything.
    const crossed = await fetchAs(other, memberUrl(key));
    expect([crossed.statusCode, crossed.json().error.code]).toEqual([404, 4004]);
    expect((await fetchAs(null, memberUrl(key))).json().error.code).toBe(4001);
    const denied = await fetchAs(other, staffUrl(key));
    expect([denied.statusCode, denied.json().error.code]).toEqual([403, 4003]);
    expect((await fetchAs(member, staffUrl(key))).statusCode).toBe(403);

    for (const staff of [admin, karim]) {
      const file = await fetchAs(staff, staffUrl(key));
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/webp');
      expect(file.rawPayload.equals(await readFile(path.join(storeDir(), key)))).toBe(true);
      // A screenshot still in the member's form is not sent yet: staff do not see it.
      expect((await fetchAs(staff, staffUrl(waiting))).statusCode).toBe(404);
    }
    const forStaff = (await api(admin, 'GET', `/admin/support/requests/${sent.id}`)).json()
      .data as StaffSupportRequest;
    expect(forStaff.messages[0]!.attachments).toEqual(sent.messages[0]!.attachments);
    expect((await fetchAs(admin, staffUrl('abc.webp'))).json().error.code).toBe(4000);
  });

  it('puts a link to each screenshot in the member’s data export', async () => {
    const member = await registerMember(subject.app);
    const keys = [(await uploaded(member)).key, (await uploaded(member)).key];
    await sendWith(member, keys);
    const exported = (await api(member, 'GET', '/users/me/export')).json();
    const [message] = exported.supportRequests[0].messages;
    expect(message.attachments).toEqual(
      keys.map((key) => ({ url: memberUrl(key), width: 390, height: 844 })),
    );
    for (const { url } of message.attachments as { url: string }[])
      expect((await fetchAs(member, url)).statusCode).toBe(200);
  });

  it('keeps a handful of unsent uploads per member, dropping the oldest', async () => {
    const member = await registerMember(subject.app);
    const keys: string[] = [];
    for (let index = 0; index < 7; index += 1) keys.push((await uploaded(member)).key);
    const files = await storedKeys();
    expect(files).not.toContain(keys[0]);
    expect(files).toEqual(expect.arrayContaining(keys.slice(1)));
    expect((await fetchAs(member, memberUrl(keys[0]!))).statusCode).toBe(404);
  });

  it('sweeps uploads no request named for a day, and files no row knows', async () => {
    const member = await registerMember(subject.app);
    const waiting = (await uploaded(member)).key;
    const sent = (await sendWith(member, [(await uploaded(member)).key])).messages[0]!.attachments[0]!.key;
    const stray = 'fedcba9876543210fedcba9876543210.webp';
    await writeFile(path.join(storeDir(), stray), 'left by a crash');
    const anHourAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    await utimes(path.join(storeDir(), stray), anHourAgo, anHourAgo);

    const services = await servicesOf(subject, { dataDir });
    try {
      await services.support.sweepAttachments(new Date(Date.now() + dayMs + 60_000));
    } finally {
      await services.close();
    }
    const files = await storedKeys();
    expect(files).not.toContain(waiting);
    expect(files).not.toContain(stray);
    expect(files).toContain(sent);
    expect((await fetchAs(member, memberUrl(sent))).statusCode).toBe(200);
  });

  it('removes the member’s screenshots, rows and files, when their account is purged', async () => {
    const member = await registerMember(subject.app);
    const sent = (await sendWith(member, [(await uploaded(member)).key, (await uploaded(member)).key]))
      .messages[0]!.attachments;
    const waiting = (await uploaded(member)).key;
    const keys = [...sent.map((attachment) => attachment.key), waiting];
    const others = await storedKeys();
    expect(others).toEqual(expect.arrayContaining(keys));

    const deletion = await subject.app.inject({
      method: 'DELETE',
      url: '/api/users/me',
      headers: member.authorization,
    });
    expect(deletion.statusCode).toBe(202);
    const services = await servicesOf(subject, { dataDir });
    try {
      expect(await services.users.purgeDeletedAccounts(new Date(Date.now() + 31 * dayMs))).toBeGreaterThan(0);
    } finally {
      await services.close();
    }
    const files = await storedKeys();
    for (const key of keys) expect(files).not.toContain(key);
    expect(files).toEqual(others.filter((key) => !keys.includes(key)));
    const { rows } = await subject.database.db.execute<{ count: number }>(
      sql`select count(*) as count from support_attachments where key in (${sql.join(
        keys.map((key) => sql`${key}`),
        sql`, `,
      )})`,
    );
    expect(Number(rows[0]!.count)).toBe(0);
    expect((await fetchAs(admin, staffUrl(keys[0]!))).statusCode).toBe(404);
  });
});
