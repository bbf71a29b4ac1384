import type {
  FeedComment,
  FeedModerationItem,
  FeedPost,
  Language,
  PostForStaff,
  StaffPostPage,
} from '@vitalia/contracts';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import type { MailMessage } from '../../lib/mailer';
import { createServices } from '../../services';
import { registerMember, type TestAccount } from '../../test/accounts';
import { apiOf, subscribePremium } from '../../test/billing';
import {
  createTestApp,
  memberWithRole,
  seedPlans,
  type SeededPlans,
  type TestApp,
} from '../../test/test-app';
import { auditTrailOf } from '../../test/audit';

describe('the Premium feed', () => {
  let subject: TestApp;
  let plans: SeededPlans;
  let karim: TestAccount;
  let admin: TestAccount;
  let dataDir: string;

  const api = apiOf(() => subject.app);

  async function premiumMember(language: Language = 'en') {
    const account = await registerMember(subject.app);
    await api(account, 'PUT', '/users/me/profile', { language });
    await subscribePremium(subject.app, account, plans.monthly.id);
    return account;
  }

  const frenchPost: {
    writtenIn: string;
    title: Record<string, string>;
    content: Record<string, string>;
    imageKeys: string[];
    state: string;
  } = {
    writtenIn: 'fr',
    title: { fr: 'Circuit du matin', ar: 'تمرين الصباح' },
    content: { fr: 'Trois tours, sans matériel.', ar: 'ثلاث جولات بدون معدات.' },
    imageKeys: [],
    state: 'published',
  };

  async function publish(
    input: Partial<typeof frenchPost> & { publishAt?: string } = {},
  ): Promise<PostForStaff> {
    const response = await api(karim, 'POST', '/admin/feed/posts', { ...frenchPost, ...input });
    expect(response.statusCode).toBe(201);
    return response.json().data;
  }

  async function upload(bytes: Buffer, type = 'image/jpeg') {
    return subject.app.inject({
      method: 'POST',
      url: '/api/admin/feed/images',
      headers: { ...karim.authorization, 'content-type': type },
      payload: bytes,
    });
  }

  const feedOf = async (account: TestAccount, cursor?: string) => {
    const response = await api(account, 'GET', `/feed${cursor ? `?cursor=${cursor}` : ''}`);
    expect(response.statusCode).toBe(200);
    return response.json().data as { posts: FeedPost[]; nextCursor: string | null };
  };
  const idsIn = async (account: TestAccount) => (await feedOf(account)).posts.map((post) => post.id);

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'vitalia-feed-'));
    subject = await createTestApp({ dataDir });
    plans = await seedPlans(subject);
    karim = await memberWithRole(subject, 'karim');
    admin = await memberWithRole(subject, 'admin');
  });
  afterAll(async () => {
    await subject.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  /** The app's services on the same database and folder, with the mail they send kept. */
  async function servicesWithMail(sent: MailMessage[] = []) {
    return createServices({
      config: { ...loadConfig(), dataDir },
      db: subject.database.db,
      log: subject.app.log,
      mailer: { send: async (message) => void sent.push(message) },
      keysDir: null,
    });
  }

  describe('writing posts', () => {
    it('publishes a French post with an image that an Arabic member reads in Arabic, an English one in French', async () => {
      const photo = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#3a7' } })
        .withMetadata({ exif: { IFD0: { Copyright: 'Secret Photographer', ImageDescription: 'gps here' } } })
        .jpeg()
        .toBuffer();
      const uploaded = await upload(photo);
      expect(uploaded.statusCode).toBe(201);
      const image = uploaded.json().data;
      expect(image).toMatchObject({ width: 1600, height: 800, url: `/api/feed/images/${image.key}` });

      const post = await publish({ imageKeys: [image.key] });
      expect(post).toMatchObject({ state: 'published', pinned: false, images: [{ key: image.key }] });

      const arabic = await premiumMember('ar');
      const seen = (await api(arabic, 'GET', `/feed/posts/${post.id}`)).json().data as FeedPost;
      expect(seen.title).toEqual({ text: 'تمرين الصباح', language: 'ar' });
      expect(seen.images[0]).toMatchObject({ width: 1600, height: 800 });

      const english = await premiumMember('en');
      const fallback = (await api(english, 'GET', `/feed/posts/${post.id}`)).json().data as FeedPost;
      expect(fallback.title).toEqual({ text: 'Circuit du matin', language: 'fr' });

      // The file is served by key, re-encoded as WebP without the uploader's metadata.
      const served = await subject.app.inject({ method: 'GET', url: seen.images[0]!.url });
      expect(served.headers['content-type']).toBe('image/webp');
      const metadata = await sharp(served.rawPayload).metadata();
      expect(metadata).toMatchObject({ format: 'webp', width: 1600, height: 800 });
      expect(metadata.exif).toBeUndefined();
      expect(served.rawPayload.includes('Secret Photographer')).toBe(false);
    });

    it('refuses what is not an image (7200) and an image nobody uploaded (7701), keeping nothing', async () => {
      expect(
        (await upload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/png')).json().error
          .code,
      ).toBe(7200);
      expect((await upload(Buffer.from('hello'), 'text/plain')).json().error.code).toBe(7200);
      const newestBefore = (await api(karim, 'GET', '/admin/feed/posts')).json().data.posts[0]?.id;
      const unknown = await api(karim, 'POST', '/admin/feed/posts', {
        ...frenchPost,
        imageKeys: ['0123456789abcdef0123456789abcdef.webp'],
      });
      expect(unknown.json().error.code).toBe(7701);
      expect((await api(karim, 'GET', '/admin/feed/posts')).json().data.posts[0]?.id).toBe(newestBefore);
    });

    it('answers the spec codes 6017–6020 with the field, and 7702 past four images', async () => {
      const cases: [object, number, string][] = [
        [{ title: { fr: '   ', ar: 'عنوان' } }, 6017, 'title.fr'],
        [{ title: { fr: 'x'.repeat(151) } }, 6018, 'title.fr'],
        [{ content: { ar: 'نص' } }, 6019, 'content.fr'],
        [{ content: { fr: 'ok', en: 'y'.repeat(10_001) } }, 6020, 'content.en'],
      ];
      for (const [change, code, field] of cases) {
        const response = await api(karim, 'POST', '/admin/feed/posts', { ...frenchPost, ...change });
        expect(response.statusCode).toBe(400);
        expect(response.json().error).toMatchObject({ code, details: [{ field, code }] });
      }
      const keys = [];
      for (let index = 0; index < 5; index += 1) {
        const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#123' } })
          .png()
          .toBuffer();
        keys.push((await upload(png, 'image/png')).json().data.key as string);
      }
      expect(
        (await api(karim, 'POST', '/admin/feed/posts', { ...frenchPost, imageKeys: keys })).json().error.code,
      ).toBe(7702);
    });

    it('lists staff every post a page at a time, newest change first, none twice', async () => {
      const made: string[] = [];
      for (let index = 0; index < 55; index += 1) made.push((await publish({ state: 'draft' })).id);
      const listed: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const response = await api(
          admin,
          'GET',
          `/admin/feed/posts?state=draft${cursor ? `&cursor=${cursor}` : ''}`,
        );
        expect(response.statusCode).toBe(200);
        const page = response.json().data as StaffPostPage;
        expect(page.posts.length).toBeLessThanOrEqual(50);
        listed.push(...page.posts.map((post) => post.id));
        cursor = page.nextCursor;
        pages += 1;
      } while (cursor);
      expect(pages).toBeGreaterThanOrEqual(2);
      expect(new Set(listed).size).toBe(listed.length);
      expect(listed.filter((id) => made.includes(id))).toEqual([...made].reverse());

      // A later change brings a post to the top.
      const { imageKeys: _keys, ...oldest } = frenchPost;
      await api(karim, 'PUT', `/admin/feed/posts/${made[0]}`, { ...oldest, state: 'draft', imageKeys: [] });
      expect((await api(admin, 'GET', '/admin/feed/posts')).json().data.posts[0].id).toBe(made[0]);

      const malformed = await api(admin, 'GET', '/admin/feed/posts?cursor=not-a-position');
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().error.code).toBe(4000);
    });

    it('keeps drafts and scheduled posts from members, and lists each state for staff', async () => {
      const member = await premiumMember();
      const draft = await publish({ state: 'draft' });
      const scheduled = await publish({
        state: 'scheduled',
        publishAt: new Date(Date.now() + 60 * 60 * 1000).toISOString(),
      });
      expect([draft.state, scheduled.state]).toEqual(['draft', 'scheduled']);
      const visible = await idsIn(member);
      expect(visible).not.toContain(draft.id);
      expect(visible).not.toContain(scheduled.id);
      expect((await api(member, 'GET', `/feed/posts/${draft.id}`)).json().error.code).toBe(4004);

      const scheduledList = (await api(admin, 'GET', '/admin/feed/posts?state=scheduled')).json().data
        .posts as PostForStaff[];
      expect(scheduledList.map((post) => post.id)).toEqual([scheduled.id]);
      const past = await api(karim, 'POST', '/admin/feed/posts', {
        ...frenchPost,
        state: 'scheduled',
        publishAt: new Date(Date.now() - 1000).toISOString(),
      });
      expect(past.json().error.code).toBe(7700);

      // Publishing the draft puts it out now; archiving takes it back out.
      const { imageKeys, ...rest } = frenchPost;
      const published = await api(admin, 'PUT', `/admin/feed/posts/${draft.id}`, {
        ...rest,
        imageKeys,
        state: 'published',
      });
      expect(published.json().data.state).toBe('published');
      expect(await idsIn(member)).toContain(draft.id);
      await api(admin, 'PUT', `/admin/feed/posts/${draft.id}`, { ...frenchPost, state: 'archived' });
      expect(await idsIn(member)).not.toContain(draft.id);
    });

    it('puts a scheduled post in the feed when its time comes, with no job to run', async () => {
      const member = await premiumMember();
      const scheduled = await publish({
        state: 'scheduled',
        publishAt: new Date(Date.now() + 1500).toISOString(),
      });
      expect(await idsIn(member)).not.toContain(scheduled.id);
      await new Promise((resolve) => setTimeout(resolve, 1700));
      expect(await idsIn(member)).toContain(scheduled.id);
      const listed = (await api(karim, 'GET', `/admin/feed/posts/${scheduled.id}`)).json()
        .data as PostForStaff;
      expect(listed.state).toBe('published');
    });

    it('sweeps images no post took after a day, with their files, and keeps those in posts', async () => {
      const png = () =>
        sharp({ create: { width: 30, height: 30, channels: 3, background: '#456' } })
          .png()
          .toBuffer();
      const kept = (await upload(await png(), 'image/png')).json().data;
      const dropped = (await upload(await png(), 'image/png')).json().data;
      await publish({ imageKeys: [kept.key] });
      const services = await servicesWithMail();
      await services.feedAuthoring.sweepImages(new Date(Date.now() + 2 * 24 * 60 * 60 * 1000));
      const fetch = (url: string) => subject.app.inject({ method: 'GET', url });
      expect((await fetch(kept.url)).statusCode).toBe(200);
      expect((await fetch(dropped.url)).statusCode).toBe(404);
      const reuse = await api(karim, 'POST', '/admin/feed/posts', {
        ...frenchPost,
        imageKeys: [dropped.key],
      });
      expect(reuse.json().error.code).toBe(7701);
    });

    it('keeps the edit history: who changed the post and when', async () => {
      const post = await publish();
      await api(admin, 'PUT', `/admin/feed/posts/${post.id}`, {
        ...frenchPost,
        title: { fr: 'Circuit du matin, version 2' },
      });
      const history = (await api(karim, 'GET', `/admin/feed/posts/${post.id}`)).json().data as PostForStaff;
      expect(history.title.texts.fr).toBe('Circuit du matin, version 2');
      expect(history.revisions).toHaveLength(2);
      expect(history.revisions[0]!.editedAt >= history.revisions[1]!.editedAt).toBe(true);
    });

    it('pins one post on top of the first page only, and refuses to pin a draft (7708)', async () => {
      const member = await premiumMember();
      const first = await publish();
      const second = await publish();
      await api(karim, 'PUT', `/admin/feed/posts/${first.id}/pin`, { pinned: true });
      let page = await feedOf(member);
      expect(page.posts[0]).toMatchObject({ id: first.id, pinned: true });
      expect(page.posts.filter((post) => post.id === first.id)).toHaveLength(1);

      await api(karim, 'PUT', `/admin/feed/posts/${second.id}/pin`, { pinned: true });
      page = await feedOf(member);
      expect(page.posts[0]).toMatchObject({ id: second.id, pinned: true });
      expect(page.posts.filter((post) => post.pinned)).toHaveLength(1);

      const draft = await publish({ state: 'draft' });
      expect(
        (await api(karim, 'PUT', `/admin/feed/posts/${draft.id}/pin`, { pinned: true })).json().error.code,
      ).toBe(7708);
      await api(karim, 'PUT', `/admin/feed/posts/${second.id}/pin`, { pinned: false });
    });

    it('pages the feed newest first with a cursor, and refuses a malformed cursor', async () => {
      const member = await premiumMember();
      for (let index = 0; index < 12; index += 1) await publish({ title: { fr: `Page ${index}` } });
      const first = await feedOf(member);
      expect(first.posts).toHaveLength(10);
      expect(first.nextCursor).not.toBeNull();
      const second = await feedOf(member, first.nextCursor!);
      const firstIds = new Set(first.posts.map((post) => post.id));
      expect(second.posts.some((post) => firstIds.has(post.id))).toBe(false);
      const dates = [...first.posts, ...second.posts].map((post) => post.publishedAt);
      expect(dates).toEqual([...dates].sort().reverse());
      expect((await api(member, 'GET', '/feed?cursor=not-a-cursor')).json().error.code).toBe(4000);
    });
  });

  describe('members', () => {
    it('answers 4003 to a Free member and 4001 to nobody', async () => {
      const free = await registerMember(subject.app);
      await api(free, 'POST', '/subscription/free');
      expect((await api(free, 'GET', '/feed')).json().error.code).toBe(4003);
      expect((await api(free, 'PUT', '/feed/read')).json().error.code).toBe(4003);
      expect((await api(null, 'GET', '/feed')).json().error.code).toBe(4001);
    });

    it('likes once and unlikes', async () => {
      const post = await publish();
      const member = await premiumMember();
      expect((await api(member, 'PUT', `/feed/posts/${post.id}/like`)).json().data).toEqual({
        likeCount: 1,
        liked: true,
      });
      expect((await api(member, 'PUT', `/feed/posts/${post.id}/like`)).json().data).toEqual({
        likeCount: 1,
        liked: true,
      });
      expect((await api(member, 'DELETE', `/feed/posts/${post.id}/like`)).json().data).toEqual({
        likeCount: 0,
        liked: false,
      });
    });

    it('comments with replies one level deep, and refuses bad comments with their codes', async () => {
      const post = await publish();
      const alice = await premiumMember();
      const bob = await premiumMember();
      const comment = (
        await api(alice, 'POST', `/feed/posts/${post.id}/comments`, { body: '  Great circuit!  ' })
      ).json().data as FeedComment;
      expect(comment.body).toBe('Great circuit!');
      const reply = await api(bob, 'POST', `/feed/posts/${post.id}/comments`, {
        body: 'Agreed',
        parentId: comment.id,
      });
      expect(reply.statusCode).toBe(201);
      const deeper = await api(alice, 'POST', `/feed/posts/${post.id}/comments`, {
        body: 'And again',
        parentId: reply.json().data.id,
      });
      expect(deeper.json().error.code).toBe(7610);
      expect(
        (await api(alice, 'POST', `/feed/posts/${post.id}/comments`, { body: ' \n ' })).json().error.code,
      ).toBe(7703);
      expect(
        (await api(alice, 'POST', `/feed/posts/${post.id}/comments`, { body: 'é'.repeat(1001) })).json().error
          .code,
      ).toBe(7704);

      const page = (await api(alice, 'GET', `/feed/posts/${post.id}/comments`)).json().data;
      expect(page.comments).toHaveLength(1);
      expect(page.comments[0].replies.map((one: FeedComment) => one.body)).toEqual(['Agreed']);
      expect((await api(alice, 'GET', `/feed/posts/${post.id}`)).json().data.commentCount).toBe(2);

      expect((await api(alice, 'DELETE', `/feed/comments/${reply.json().data.id}`)).json().error.code).toBe(
        7706,
      );
      expect((await api(bob, 'DELETE', `/feed/comments/${reply.json().data.id}`)).statusCode).toBe(204);
      expect((await api(alice, 'GET', `/feed/posts/${post.id}`)).json().data.commentCount).toBe(1);
    });

    it("tells each reader which comments are theirs, and carries no other member's id (issue 36)", async () => {
      const post = await publish();
      const alice = await premiumMember();
      const bob = await premiumMember();
      /** Every id a member is known by: the product's user id and the identity's uid. */
      const idsOf = async (account: TestAccount) => [
        (await api(account, 'GET', '/users/me')).json().data.id as string,
        account.uid,
      ];
      const ids = new Map([
        [alice, await idsOf(alice)],
        [bob, await idsOf(bob)],
        [karim, await idsOf(karim)],
      ]);
      const foreignIdsIn = (reader: TestAccount, body: string) =>
        [...ids].flatMap(([account, accountIds]) =>
          account === reader ? [] : accountIds.filter((id) => body.includes(id)),
        );

      const added = [
        [alice, await api(alice, 'POST', `/feed/posts/${post.id}/comments`, { body: 'First!' })],
        [karim, await api(karim, 'POST', `/feed/posts/${post.id}/comments`, { body: 'Welcome' })],
      ] as const;
      const parentId = added[0][1].json().data.id as string;
      const reply = await api(bob, 'POST', `/feed/posts/${post.id}/comments`, { body: 'Hi', parentId });
      for (const [author, answer] of [...added, [bob, reply] as const]) {
        expect(answer.statusCode).toBe(201);
        expect(answer.json().data.isMine).toBe(true);
        expect(foreignIdsIn(author, answer.body)).toEqual([]);
      }

      for (const reader of [alice, bob, karim]) {
        const answer = await api(reader, 'GET', `/feed/posts/${post.id}/comments`);
        expect(foreignIdsIn(reader, answer.body)).toEqual([]);
        const comments = answer.json().data.comments as FeedComment[];
        const mine = (one: { body: string; isMine: boolean }) => [one.body, one.isMine];
        expect(comments.map(mine)).toEqual([
          ['First!', reader === alice],
          ['Welcome', reader === karim],
        ]);
        expect(comments[0]!.replies.map(mine)).toEqual([['Hi', reader === bob]]);
        expect(comments[1]!).toMatchObject({ authorIsStaff: true });
        expect(Object.keys(comments[0]!)).not.toContain('authorId');
      }
    });

    it('counts unread posts until the feed is opened', async () => {
      const member = await premiumMember();
      await api(member, 'PUT', '/feed/read');
      expect((await api(member, 'GET', '/feed/unread')).json().data).toEqual({ count: 0 });
      await publish();
      await publish({ state: 'draft' });
      expect((await api(member, 'GET', '/feed/unread')).json().data).toEqual({ count: 1 });
      await api(member, 'PUT', '/feed/read');
      expect((await api(member, 'GET', '/feed/unread')).json().data).toEqual({ count: 0 });
    });

    it('marks read up to the newest post shown: one published meanwhile stays unread, and a mark never goes back', async () => {
      const member = await premiumMember();
      const shown = await publish();
      const { publishedAt } = (await api(member, 'GET', `/feed/posts/${shown.id}`)).json().data as FeedPost;
      await publish();
      expect((await api(member, 'PUT', '/feed/read', { upTo: publishedAt })).statusCode).toBe(204);
      expect((await api(member, 'GET', '/feed/unread')).json().data).toEqual({ count: 1 });
      await api(member, 'PUT', '/feed/read');
      expect((await api(member, 'GET', '/feed/unread')).json().data).toEqual({ count: 0 });
      // An older tab's mark, or a time to come, moves nothing back.
      await api(member, 'PUT', '/feed/read', { upTo: publishedAt });
      await api(member, 'PUT', '/feed/read', { upTo: '2100-01-01T00:00:00.000Z' });
      expect((await api(member, 'GET', '/feed/unread')).json().data).toEqual({ count: 0 });
      expect((await api(member, 'PUT', '/feed/read', { upTo: 'yesterday' })).json().error.code).toBe(4000);
    });
  });

  describe('moderation', () => {
    it('reports once (7705), then staff hide, restore and delete with a reason', async () => {
      const post = await publish();
      const reporter = await premiumMember();
      const other = await premiumMember();
      const comment = (
        await api(other, 'POST', `/feed/posts/${post.id}/comments`, { body: 'Buy pills here' })
      ).json().data as FeedComment;
      expect(
        (await api(reporter, 'POST', `/feed/comments/${comment.id}/reports`, { reason: 'spam' })).statusCode,
      ).toBe(204);
      expect(
        (await api(reporter, 'POST', `/feed/comments/${comment.id}/reports`, {})).json().error.code,
      ).toBe(7705);
      expect((await api(reporter, 'POST', `/feed/posts/${post.id}/reports`, {})).statusCode).toBe(204);

      const queue = (await api(admin, 'GET', '/admin/feed/moderation')).json().data as FeedModerationItem[];
      const reportedComment = queue.find((item) => item.id === comment.id)!;
      expect(reportedComment).toMatchObject({
        kind: 'comment',
        postId: post.id,
        excerpt: 'Buy pills here',
        reasons: ['spam'],
      });
      expect(queue.find((item) => item.id === post.id)).toMatchObject({ kind: 'post', reportCount: 1 });

      const moderate = (kind: string, id: string, action: string, reason = 'Breaks the rules') =>
        api(admin, 'POST', `/admin/feed/moderation/${kind}/${id}`, { action, reason });
      expect((await moderate('comment', comment.id, 'hide', '')).json().error.code).toBe(4000);
      expect((await moderate('comment', comment.id, 'hide')).statusCode).toBe(204);
      let comments = (await api(reporter, 'GET', `/feed/posts/${post.id}/comments`)).json().data.comments;
      expect(comments).toHaveLength(0);

      expect((await moderate('post', post.id, 'hide')).statusCode).toBe(204);
      expect((await api(reporter, 'GET', `/feed/posts/${post.id}`)).json().error.code).toBe(4004);
      expect(await idsIn(reporter)).not.toContain(post.id);
      await moderate('post', post.id, 'restore', 'Reviewed: fine');
      expect(await idsIn(reporter)).toContain(post.id);

      await moderate('comment', comment.id, 'delete', 'Spam');
      comments = (await api(reporter, 'GET', `/feed/posts/${post.id}/comments`)).json().data.comments;
      expect(comments).toHaveLength(0);
      const after = (await api(admin, 'GET', '/admin/feed/moderation')).json().data as FeedModerationItem[];
      expect(after.some((item) => item.id === comment.id || item.id === post.id)).toBe(false);
      expect((await auditTrailOf(subject.app, admin, post.id)).map((entry) => entry.after)).toEqual([
        { action: 'hide', reason: 'Breaks the rules' },
        { action: 'restore', reason: 'Reviewed: fine' },
      ]);
      expect((await auditTrailOf(subject.app, admin, comment.id)).map((entry) => entry.action)).toEqual([
        'feed.moderated',
        'feed.moderated',
      ]);
    });
  });

  describe('the daily digest', () => {
    it('mails opted-in Premium members once a day in their language, with a one-click unsubscribe', async () => {
      const sent: MailMessage[] = [];
      const services = await servicesWithMail(sent);
      const member = await premiumMember('ar');
      const quiet = await premiumMember('fr');
      expect((await api(member, 'PUT', '/feed/digest', { subscribed: true })).json().data).toEqual({
        subscribed: true,
      });
      expect((await api(member, 'GET', '/feed/digest')).json().data).toEqual({ subscribed: true });
      await api(quiet, 'GET', '/feed/digest');
      await publish({ title: { fr: 'Nouveauté du jour', ar: 'جديد اليوم' } });

      await services.feedDigest.sendDue();
      await services.events.settled();
      const mine = sent.filter((message) => message.to === member.email);
      expect(mine).toHaveLength(1);
      expect(sent.some((message) => message.to === quiet.email)).toBe(false);
      expect(mine[0]!.text).toContain('جديد اليوم');
      const oneClick = /<([^>]+)>/.exec(mine[0]!.headers!['List-Unsubscribe']!)![1]!;
      // The footer's page opens in the email's language.
      const page = new URL(/https?:\/\/\S+\/feed\/digest\/unsubscribe\S+/.exec(mine[0]!.text)![0]);
      expect(Object.fromEntries(page.searchParams)).toEqual({ token: expect.any(String), lang: 'ar' });
      expect(mine[0]!.headers!['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

      // Once a day at most, even with more news.
      await publish();
      await services.feedDigest.sendDue();
      await services.events.settled();
      expect(sent.filter((message) => message.to === member.email)).toHaveLength(1);

      const url = new URL(oneClick);
      const unsubscribe = await subject.app.inject({
        method: 'POST',
        url: `${url.pathname}${url.search}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(unsubscribe.statusCode).toBe(204);
      expect((await api(member, 'GET', '/feed/digest')).json().data).toEqual({ subscribed: false });
      const unknown = await api(null, 'POST', `/feed/digest/unsubscribe?token=${'0'.repeat(64)}`);
      expect(unknown.json().error.code).toBe(7707);
    });
  });
});
