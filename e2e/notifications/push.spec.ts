import { expect, test, type Page } from '../support/test';
import arPush from '../../apps/api/src/locales/ar/push.json' with { type: 'json' };
import enPush from '../../apps/api/src/locales/en/push.json' with { type: 'json' };
import frPush from '../../apps/api/src/locales/fr/push.json' with { type: 'json' };
import {
  startPushServiceStandIn,
  type BrowserSubscription,
  type PushServiceStandIn,
} from '../../apps/api/src/test/push-service-stand-in';
import { adminHeaders, newPremiumMember } from '../support/api';
import { copyFor, languageOf } from '../support/copy';
import { memberIn, openChannel } from '../support/community';
import { signIn } from '../support/members';
import { saveScreenshot } from '../support/screenshot';
import { onTwoLayouts } from '../support/layouts';

type APIRequestContext = Parameters<typeof adminHeaders>[0];

/** The words the server pushes in (apps/api/src/locales/<language>/push.json). */
const pushWords = { en: enPush, fr: frPush, ar: arPush };

// The settings card waits for the installable app's worker before it subscribes; the other journeys block it.
test.use({ serviceWorkers: 'allow' });

let pushService: PushServiceStandIn;
test.beforeAll(async () => {
  pushService = await startPushServiceStandIn();
});
test.afterAll(async () => {
  await pushService.close();
});

const pushesChannel = {
  name: { en: 'Pushes', fr: 'Notifications', ar: 'الإشعارات' },
  description: { en: 'Replies on the go', fr: 'Des réponses partout', ar: 'ردود أينما كنت' },
};

/**
 * Chromium here reaches no push service, so its Push API is stood in for: `subscribe` hands back a subscription the
 * loopback push service made for the server's key (what the server then encrypts to and signs for), and
 * `unsubscribe` forgets it. The permission is granted by the context, as a member's "Allow" would.
 */
async function standInBrowserPush(page: Page, subscription: BrowserSubscription) {
  await page.context().grantPermissions(['notifications']);
  await page.addInitScript((json: BrowserSubscription) => {
    let current: object | null = null;
    const made = {
      endpoint: json.endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true },
      toJSON: () => json,
      unsubscribe: async () => {
        current = null;
        return true;
      },
    };
    PushManager.prototype.subscribe = async () => (current = made) as unknown as PushSubscription;
    PushManager.prototype.getSubscription = async () => current as PushSubscription | null;
  }, subscription);
}

/**
 * Dispatches a push event with `data` to the page's service worker (as DevTools' Push button does) and reads the
 * notifications it then shows, closing them for the next.
 */
async function pushedToWorker(page: Page, data: string) {
  const cdp = await page.context().newCDPSession(page);
  const registered = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((registration) => !registration.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const registrationId = await registered;
  const origin = new URL(page.url()).origin;
  await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data });
  await page.waitForTimeout(500);
  await cdp.detach();
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const shown = await registration.getNotifications();
    shown.forEach((notification) => notification.close());
    return shown.map(({ title, body, tag, data, dir, lang }) => ({
      title,
      body,
      tag,
      url: (data as { url: string }).url,
      dir,
      lang,
    }));
  });
}

/** A message of the first member's, replied to by the second, through the API. */
async function replyTo(
  request: APIRequestContext,
  channelId: string,
  author: { headers: Record<string, string> },
  replier: { headers: Record<string, string> },
) {
  const posted = await request.post(`/api/community/channels/${channelId}/messages`, {
    headers: author.headers,
    data: { body: 'Forty minutes of intervals this morning.' },
  });
  expect(posted.status()).toBe(201);
  const replied = await request.post(`/api/community/channels/${channelId}/messages`, {
    headers: replier.headers,
    data: { body: '💪', parentId: (await posted.json()).data.id },
  });
  expect(replied.status()).toBe(201);
}

const unreadOf = async (request: APIRequestContext, headers: Record<string, string>) =>
  (await (await request.get('/api/notifications/unread', { headers })).json()).data.unread as number;

test(
  'a member turns push on in settings: a reply reaches the device in her language, and a kind turned off stays quiet',
  onTwoLayouts,
  async ({ page, request }, testInfo) => {
    const copy = copyFor(testInfo);
    const words = copy.notifications;
    const language = languageOf(testInfo);
    const channel = await openChannel(request, testInfo, pushesChannel);
    const amina = await memberIn(request, channel.id, language, 'amina');
    const omar = await memberIn(request, channel.id, language, 'omar');

    const key = await request.get('/api/notifications/push/key', { headers: amina.headers });
    const subscription = pushService.subscription((await key.json()).data.publicKey);
    await standInBrowserPush(page, subscription);

    await signIn(page, copy, amina.email, amina.password);
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await page.goto('/app/settings#notifications');
    const device = page.getByRole('switch', { name: words.push.device.label });
    const repliesPushed = page.getByRole('switch', {
      name: `${words.preferences.kinds.community_reply} ${words.preferences.push}`,
    });
    // Off, and each kind's push switch waits for this device.
    await expect(page.getByText(words.push.device.off)).toBeVisible();
    await expect(repliesPushed).toBeDisabled();
    await saveScreenshot(page, testInfo, 'notifications-push-off');

    const subscribed = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/notifications/push/subscriptions') &&
        response.request().method() === 'PUT',
    );
    await device.click();
    expect((await subscribed).status()).toBe(204);
    await expect(page.getByText(words.push.device.turnedOn)).toBeVisible();
    await expect(page.getByText(words.push.device.on)).toBeVisible();
    await expect(device).toBeChecked();
    await expect(repliesPushed).toBeEnabled();
    await expect(repliesPushed).toBeChecked();
    await saveScreenshot(page, testInfo, 'notifications-push-on');

    // Omar replies: the push service gets a push signed with the server's key, encrypted for this device, in her
    // language, leading to the channel.
    await replyTo(request, channel.id, amina, omar);
    await expect.poll(() => pushService.pushesTo(subscription.endpoint).length, { timeout: 15_000 }).toBe(1);
    const [push] = pushService.pushesTo(subscription.endpoint);
    expect(push!.payload).toMatchObject({
      title: pushWords[language].community_reply.title,
      url: `/app/community/${channel.id}`,
    });
    if (language === 'ar') expect((push!.payload as { body: string }).body).toMatch(/[\u0600-\u06ff]/);

    // The worker we ship shows that push: handed to it as the push service would, Arabic set right to left.
    const { title, body, tag, url } = push!.payload as Record<string, string>;
    const shown = await pushedToWorker(page, JSON.stringify(push!.payload));
    expect(shown).toEqual([
      {
        ...{ title, body, tag, url },
        dir: language === 'ar' ? 'rtl' : 'auto',
        lang: language === 'ar' ? 'ar' : '',
      },
    ]);
    // Something not of ours' shape shows nothing.
    expect(await pushedToWorker(page, '{"title":"Win a prize"}')).toEqual([]);

    // Replies are no longer pushed: the next reply is in the bell, and nothing more reaches the device.
    const saved = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/notifications/preferences') && response.request().method() === 'PUT',
    );
    await repliesPushed.click();
    expect((await saved).status()).toBe(200);
    await expect(repliesPushed).not.toBeChecked();
    const unreadBefore = await unreadOf(request, amina.headers);
    await replyTo(request, channel.id, amina, omar);
    await expect.poll(() => unreadOf(request, amina.headers)).toBe(unreadBefore + 1);
    // The push would have been published with the notification and sent right after its commit.
    await page.waitForTimeout(3000);
    expect(pushService.attemptsAt(subscription.endpoint)).toBe(1);

    // Signing out removes the device from the server before the session ends.
    const removed = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/notifications/push/subscriptions') &&
        response.request().method() === 'DELETE',
    );
    const account = page.getByRole('button', { name: copy.common.nav.account });
    await account.click();
    const menu = page.locator(`[id="${await account.getAttribute('aria-controls')}"]`);
    await menu.getByRole('button', { name: copy.common.actions.signOut }).click();
    expect((await removed).status()).toBe(204);
    await expect(page).toHaveURL(/\/login$/);
  },
);

/**
 * The member signed in on `path`, this browser's worker ready to show a push, and the push offer's region: nobody
 * has answered the browser's prompt yet, and nothing is offered on a page load.
 */
async function signedInAt(
  page: Page,
  copy: ReturnType<typeof copyFor>,
  member: { email: string; password: string },
  path: string,
) {
  await signIn(page, copy, member.email, member.password);
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  expect(await page.evaluate(() => Notification.permission)).toBe('default');
  await page.goto(path);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  return page.getByRole('region', { name: copy.notifications.push.invitation.title });
}

test(
  'after her first message a member is offered push once; Not now keeps it away',
  onTwoLayouts,
  async ({ page, request }, testInfo) => {
    const copy = copyFor(testInfo);
    const { invitation } = copy.notifications.push;
    const language = languageOf(testInfo);
    const channel = await openChannel(request, testInfo, pushesChannel);
    const amina = await memberIn(request, channel.id, language, 'amina');

    const offer = await signedInAt(page, copy, amina, `/app/community/${channel.id}`);
    await expect(page.getByLabel(copy.community.composer.label, { exact: true })).toBeVisible();
    await expect(offer).toBeHidden();

    const composer = page.getByLabel(copy.community.composer.label, { exact: true });
    const send = async (text: string) => {
      await composer.fill(text);
      await composer.press('Enter');
      await expect(page.getByText(text)).toBeVisible();
    };
    await send(`First long run done ${Date.now() % 1e6}`);
    await expect(offer).toBeVisible();
    await saveScreenshot(page, testInfo, 'notifications-push-invitation');

    await offer.getByRole('button', { name: invitation.notNow }).click();
    await expect(offer).toBeHidden();
    await send(`And a second one ${Date.now() % 1e6}`);
    await page.reload();
    await send(`A third, after a reload ${Date.now() % 1e6}`);
    await page.waitForTimeout(1000);
    await expect(offer).toBeHidden();
  },
);

test(
  'a member who comments on a post is offered push: someone may reply to her',
  onTwoLayouts,
  async ({ page, request }, testInfo) => {
    const copy = copyFor(testInfo);
    const created = await request.post('/api/admin/feed/posts', {
      headers: await adminHeaders(request),
      data: {
        writtenIn: 'en',
        title: { en: `Hydration ${testInfo.project.name}`, ar: 'الترطيب' },
        content: { en: 'Drink before you are thirsty.' },
        imageKeys: [],
        state: 'published',
      },
    });
    expect(created.status()).toBe(201);
    const postId = (await created.json()).data.id as string;
    const salma = await newPremiumMember(request, languageOf(testInfo), 'salma');

    const offer = await signedInAt(page, copy, salma, `/app/feed/${postId}`);
    const comment = languageOf(testInfo) === 'ar' ? 'نصيحة مفيدة، شكراً' : 'Useful, thanks';
    await page.getByLabel(copy.feed.comments.label).fill(comment);
    await expect(offer).toBeHidden();
    await page.getByRole('button', { name: copy.feed.comments.send, exact: true }).click();
    await expect(page.getByRole('listitem').filter({ hasText: comment })).toBeVisible();
    await expect(offer).toBeVisible();
    await saveScreenshot(page, testInfo, 'notifications-push-invitation-comment');
  },
);
