import { expect, test } from '../support/test';
import { copyFor, languageOf } from '../support/copy';
import { memberIn, openChannel } from '../support/community';
import { signIn } from '../support/members';
import { saveScreenshot } from '../support/screenshot';
import { onTwoLayouts } from '../support/layouts';

const posts = {
  en: 'First 10 km done, slowly but all the way!',
  fr: 'Premiers 10 km bouclés, lentement mais jusqu’au bout !',
  ar: 'أنهيت أول 10 كيلومترات، ببطء لكن حتى النهاية!',
};

const longRuns = {
  name: { en: 'Long runs', fr: 'Sorties longues', ar: 'الجري الطويل' },
  description: { en: 'Your longest runs', fr: 'Vos plus longues sorties', ar: 'أطول مسافاتك' },
};

/** A sentence of the bell as it reads, from its translation: tags gone, slots filled. */
const filled = (template: string, slots: Record<string, string>) =>
  Object.entries(slots).reduce(
    (text, [slot, value]) => text.replace(`{{${slot}}}`, value),
    template.replace(/<\/?\w+>/g, ''),
  );

test(
  'a member’s message is replied to and reacted to: the bell groups it, and leads back to the channel',
  onTwoLayouts,
  async ({ page, request }, testInfo) => {
    const copy = copyFor(testInfo);
    const words = copy.notifications;
    const language = languageOf(testInfo);
    const channel = await openChannel(request, testInfo, longRuns);
    const [amina, omar, lina] = [
      await memberIn(request, channel.id, language, 'amina'),
      await memberIn(request, channel.id, language, 'omar'),
      await memberIn(request, channel.id, language, 'lina'),
    ];

    // Through the API (the channel's own journeys type in it): Amina posts, Omar replies, Omar and Lina react.
    const posted = await request.post(`/api/community/channels/${channel.id}/messages`, {
      headers: amina.headers,
      data: { body: posts[language] },
    });
    expect(posted.status()).toBe(201);
    const messageId = (await posted.json()).data.id as string;
    const replied = await request.post(`/api/community/channels/${channel.id}/messages`, {
      headers: omar.headers,
      data: { body: '👏👏', parentId: messageId },
    });
    expect(replied.status()).toBe(201);
    // Told after each change commits, each in its own delivery: Lina reacts once Omar's is told, so that "the latest"
    // is hers whichever delivery the server runs first. Two notifications, the reactions grouped in one.
    const reactionOthers = async () => {
      const page = await request.get('/api/notifications', { headers: amina.headers });
      const items = (await page.json()).data.items as { kind: string; facts: { others?: number } }[];
      return items.find((item) => item.kind === 'community_reaction')?.facts.others ?? null;
    };
    for (const [member, reaction, others] of [
      [omar, 'fire', 0],
      [lina, 'clap', 1],
    ] as const) {
      const reacted = await request.put(`/api/community/messages/${messageId}/reactions/${reaction}`, {
        headers: member.headers,
      });
      expect(reacted.status()).toBe(200);
      await expect.poll(reactionOthers).toBe(others);
    }
    await expect
      .poll(async () => {
        const unread = await request.get('/api/notifications/unread', { headers: amina.headers });
        return (await unread.json()).data.unread;
      })
      .toBe(2);

    await signIn(page, copy, amina.email, amina.password);
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    // The bell is on every screen; she opens it from Karim's AI's.
    await page.goto('/app/persona');
    await page.getByRole('button', { name: new RegExp(`^${words.bell.label_zero}`) }).click();
    const panel = page.getByRole('region', { name: words.panel.title });
    await expect(panel).toBeVisible();
    const reactions = panel.getByRole('button', { name: new RegExp(words.kinds.community_reaction.title) });
    await expect(reactions).toHaveCount(1);
    await expect(reactions).toContainText(
      filled(words.kinds.community_reaction.withOthers_one, {
        actor: lina.shownName,
        excerpt: posts[language],
      }),
    );
    const replies = panel.getByRole('button', { name: new RegExp(words.kinds.community_reply.title) });
    await expect(replies).toContainText(omar.shownName);
    await saveScreenshot(page, testInfo, 'notifications-community');

    // Opening it reads it and lands on the channel, where the message is.
    await reactions.click();
    await expect(page).toHaveURL(new RegExp(`/app/community/${channel.id}$`));
    await expect(page.getByText(posts[language])).toBeVisible();
    await saveScreenshot(page, testInfo, 'notifications-community-channel');
    const left = await request.get('/api/notifications/unread', { headers: amina.headers });
    expect((await left.json()).data.unread).toBe(1);
  },
);

test(
  'the bell rings on the live stream: a reply shows on it at once, and reading it elsewhere clears it',
  onTwoLayouts,
  async ({ page, request }, testInfo) => {
    const copy = copyFor(testInfo);
    const { bell } = copy.notifications;
    const language = languageOf(testInfo);
    const channel = await openChannel(request, testInfo, longRuns);
    const [amina, omar] = [
      await memberIn(request, channel.id, language, 'amina'),
      await memberIn(request, channel.id, language, 'omar'),
    ];
    const bellButton = (name: string) => page.getByRole('button', { name, exact: true });

    const streamOpened = page.waitForRequest(/\/api\/community\/stream\?/);
    await signIn(page, copy, amina.email, amina.password);
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await expect(bellButton(bell.label_zero)).toBeVisible();
    // She stays on her home: the bell opens the stream by itself once the page is idle.
    await streamOpened;

    const posted = await request.post(`/api/community/channels/${channel.id}/messages`, {
      headers: amina.headers,
      data: { body: posts[language] },
    });
    expect(posted.status()).toBe(201);
    const replied = await request.post(`/api/community/channels/${channel.id}/messages`, {
      headers: omar.headers,
      data: { body: '👏👏', parentId: (await posted.json()).data.id },
    });
    expect(replied.status()).toBe(201);
    // Well inside the minute a polled bell would wait.
    await expect(bellButton(bell.label_one)).toBeVisible({ timeout: 10_000 });
    await saveScreenshot(page, testInfo, 'notifications-live-bell');

    // Read on her other device: this tab's bell follows.
    const readElsewhere = await request.post('/api/notifications/read', { headers: amina.headers });
    expect(readElsewhere.status()).toBe(200);
    await expect(bellButton(bell.label_zero)).toBeVisible({ timeout: 10_000 });
  },
);
