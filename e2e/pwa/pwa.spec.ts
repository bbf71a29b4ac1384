import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium, expect, test, type Page, type Response, type TestInfo } from '../support/test';
import arAppInstall from '../../apps/web/src/locales/ar/app-install.json' with { type: 'json' };
import enAppInstall from '../../apps/web/src/locales/en/app-install.json' with { type: 'json' };
import frAppInstall from '../../apps/web/src/locales/fr/app-install.json' with { type: 'json' };
import { newFreeMember } from '../support/api';
import { copyFor, languageOf } from '../support/copy';
import { signIn } from '../support/members';
import { saveScreenshot } from '../support/screenshot';
import { onTwoLayouts } from '../support/layouts';

/** The copy of the install card (a namespace of the app) and of the static offline page (apps/web/public). */
const installCopy = { en: enAppInstall, fr: frAppInstall, ar: arAppInstall };
const offlineCopy = {
  en: { heading: 'You’re offline', tryAgain: 'Try again', dir: 'ltr' },
  fr: { heading: 'Vous êtes hors ligne', tryAgain: 'Réessayer', dir: 'ltr' },
  ar: { heading: 'أنت غير متصل بالإنترنت', tryAgain: 'إعادة المحاولة', dir: 'rtl' },
};

const withAppName = (text: string) => text.replace('{{appName}}', 'Vitalia');

/** Every URL held in Cache Storage, whatever the cache. */
function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    }
    return urls;
  });
}

/**
 * What Chromium says stands between this layout and installing the app. Not in the journey's own context: Playwright's
 * contexts are incognito, where Chromium installs nothing ("in-incognito"), so a profile of its own is opened.
 */
async function installabilityErrors(testInfo: TestInfo, baseURL: string) {
  const userDataDir = await mkdtemp(path.join(os.tmpdir(), 'vitalia-pwa-profile-'));
  const { launchOptions, locale, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } =
    testInfo.project.use;
  const context = await chromium.launchPersistentContext(userDataDir, {
    ...launchOptions,
    ...{ locale, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL },
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/login');
    // The worker is registered after the load event and activates once it has stored its files.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    const cdp = await context.newCDPSession(page);
    const manifest = await cdp.send('Page.getAppManifest');
    return {
      manifest,
      installability: (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors,
    };
  } finally {
    await context.close();
    await rm(userDataDir, { recursive: true, force: true });
  }
}

// The other journeys block the worker (playwright.config.ts); here it is the subject.
test.use({ serviceWorkers: 'allow' });

test(
  'the app installs, its worker never answers /api, an offline page is in the member’s language',
  onTwoLayouts,
  async ({ page, context, request, baseURL }, testInfo) => {
    const language = languageOf(testInfo);
    const copy = copyFor(testInfo);
    const offline = offlineCopy[language];
    const member = await newFreeMember(request, language, 'pwa');

    await signIn(page, copy, member.email, member.password);
    await expect(page).toHaveURL(/\/app\/dashboard$/);

    // (a) The manifest is linked, served as a manifest, and Chromium finds the app installable.
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
    const manifestResponse = await request.get('/manifest.webmanifest');
    expect(manifestResponse.headers()['content-type']).toBe('application/manifest+json');
    expect(await manifestResponse.json()).toMatchObject({
      name: 'Vitalia',
      short_name: 'Vitalia',
      start_url: '/app/dashboard',
      scope: '/',
      display: 'standalone',
      theme_color: '#136454',
    });
    const { manifest, installability } = await installabilityErrors(testInfo, baseURL!);
    expect(manifest.errors).toEqual([]);
    expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
    expect(installability).toEqual([]);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

    // (b) From the next load on, the worker controls the page. (c) What the page asks of /api meanwhile goes past it.
    const apiResponses: Response[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/api/')) apiResponses.push(response);
    });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);
    expect(apiResponses.length).toBeGreaterThan(0);
    expect(
      apiResponses.filter((response) => response.fromServiceWorker()).map((response) => response.url()),
    ).toEqual([]);
    const cached = await cachedUrls(page);
    // Precached entries without a hash in their name carry a revision in the query.
    expect(cached.some((url) => new URL(url).pathname === '/offline.html')).toBe(true);
    expect(
      cached.filter((url) => /\/api(\/|$)|\/index\.html$|\/$|\.(br|gz|map)$/.test(new URL(url).pathname)),
    ).toEqual([]);

    // (d) Offline, a page of the app is the offline page, in the member's language.
    await context.setOffline(true);
    await page.goto('/app/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: offline.heading })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.locator('html')).toHaveAttribute('dir', offline.dir);
    expect(page.url()).toMatch(/\/app\/dashboard$/);
    await saveScreenshot(page, testInfo, 'offline');
    // Try again asks the network once more: still offline, the same page comes back.
    await Promise.all([
      page.waitForEvent('load'),
      page.getByRole('button', { name: offline.tryAgain }).click(),
    ]);
    await expect(page.getByRole('heading', { level: 1, name: offline.heading })).toBeVisible();
    // Back online, the page reloads by itself into the app.
    await context.setOffline(false);
    await expect(page.getByRole('heading', { level: 1, name: offline.heading })).toBeHidden();
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: copy.app.dashboard.welcomeName.replace('{{name}}', 'Nadia'),
      }),
    ).toBeVisible();
  },
);

test(
  'settings offers the app; a new version waits until the member chooses Reload',
  onTwoLayouts,
  async ({ page, request }, testInfo) => {
    const language = languageOf(testInfo);
    const copy = copyFor(testInfo);
    const { card: cardCopy, update } = installCopy[language];
    const member = await newFreeMember(request, language, 'pwa');
    await signIn(page, copy, member.email, member.password);
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

    // (e) Settings offers the app: Chromium's own install button when it made the offer (never in a journey's
    // incognito context), otherwise how to install from the browser's menu.
    await page.goto('/app/settings');
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);
    const card = page.getByRole('region', { name: cardCopy.title });
    await expect(card).toBeVisible();
    await expect(
      card
        .getByRole('button', { name: withAppName(cardCopy.install) })
        .or(card.getByText(withAppName(cardCopy.browserMenu))),
    ).toBeVisible();
    await saveScreenshot(page, testInfo, 'settings-install-app');

    // A deploy, as the page sees one: a worker script the registration has not run installs beside the active one.
    // (Chromium fetches a worker's script in the browser itself, out of a route's reach; another address of the same
    // sw.js stands in for the new one.) The new worker waits, and the page says so.
    await page.evaluate(() => navigator.serviceWorker.register('/sw.js?deploy=next').then(() => undefined));
    const prompt = page.getByRole('status').filter({ hasText: withAppName(update.ready) });
    await expect(prompt).toBeVisible();
    expect(
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting?.scriptURL),
    ).toMatch(/\/sw\.js\?deploy=next$/);
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);
    await saveScreenshot(page, testInfo, 'update-prompt');

    // Reload: the waiting worker takes over, then the page reloads under it. (There main.tsx registers /sw.js again,
    // which this stand-in makes a new script once more: the journey stops at the take-over.)
    await Promise.all([
      page.waitForEvent('load'),
      prompt.getByRole('button', { name: update.reload }).click(),
    ]);
    await expect(page.getByRole('region', { name: cardCopy.title })).toBeVisible();
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(
      /\/sw\.js\?deploy=next$/,
    );
  },
);
