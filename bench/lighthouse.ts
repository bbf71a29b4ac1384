/**
 * Lighthouse with its mobile defaults (Moto G Power, simulated slow 4G and 4× CPU) on /login and on /app/dashboard
 * signed in as the demo member, against the real server with a fresh build and Debian's Chromium. Baseline, in the
 * same run, served the same way: the bare React 19 page of the bundle bench. Each page is the median run of
 * BENCH_RUNS (3) by performance score. Prints performance and accessibility, FCP, LCP, TBT and CLS with their ratios
 * to the baseline, the biggest savings Lighthouse sees on a page that misses the performance target and the failed
 * audits of one that misses the accessibility target, and /login once more with every file sent uncompressed, to
 * show what compression earns. Then whether Chromium would install the app from each page: Lighthouse 12 has no PWA
 * category any more, so the browser itself is asked (`Page.getInstallabilityErrors`, decision 036). With
 * BENCH_REPORT_DIR set, each page's full report is kept there as JSON.
 * Targets (issues 13 and 18): performance ≥ 90 and accessibility ≥ 95 on both pages, both installable.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { buildBareReactPage } from './support/bare-react-page';
import { chromiumFlags, chromiumPath } from './support/chromium';
import { root, startServer } from './support/server';

const targetScore = 90;
const accessibilityTarget = 95;
const runs = Number(process.env.BENCH_RUNS ?? 3);
/** `BENCH_ONLY=dashboard` measures the home alone, beside the baseline: quicker, for working on that page. */
const only = process.env.BENCH_ONLY;
/** Set, each run's full Lighthouse report is written there as JSON (the last run of a page wins). */
const reportDir = process.env.BENCH_REPORT_DIR;
const port = 3189;
const baselinePort = 3187;
const webDir = path.join(root, 'apps/web');
const demoMember = { email: 'member@vitalia.example', password: 'vitalia-demo' };

interface Figures {
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** The largest estimated savings, for a page that misses the target. */
  opportunities: string[];
  /** The accessibility audits the page fails, for a page that misses that target. */
  accessibilityFailures: string[];
  /** What blocked the main thread longest (TBT), by script: the first place to look when TBT is high. */
  mainThreadByScript: string[];
  /** The LCP element and where its time went (TTFB, load delay, load time, render delay). */
  lcpElement: string;
}

interface LcpElementDetails {
  items?: { items?: { node?: { snippet?: string }; phase?: string; timing?: number }[] }[];
}

function lcpElementOf(lhr: Result): string {
  const [element, phases] = (lhr.audits['largest-contentful-paint-element']?.details as LcpElementDetails)
    ?.items ?? [undefined, undefined];
  const snippet = element?.items?.[0]?.node?.snippet ?? 'unknown';
  const timings = (phases?.items ?? [])
    .map((phase) => `${phase.phase} ${Math.round(phase.timing ?? 0)} ms`)
    .join(', ');
  return `${snippet.replace(/\s+/g, ' ').slice(0, 100)}${timings ? ` — ${timings}` : ''}`;
}

interface BootupItem {
  url: string;
  total: number;
  scripting: number;
  scriptParseCompile: number;
}

function figuresOf(lhr: Result): Figures {
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const opportunities = Object.values(lhr.audits)
    .filter((audit) => (audit.metricSavings?.LCP ?? 0) + (audit.metricSavings?.FCP ?? 0) > 0)
    .sort(
      (a, b) =>
        (b.metricSavings?.LCP ?? 0) +
        (b.metricSavings?.FCP ?? 0) -
        (a.metricSavings?.LCP ?? 0) -
        (a.metricSavings?.FCP ?? 0),
    )
    .slice(0, 4)
    .map((audit) => `${audit.title} (${audit.displayValue ?? 'LCP/FCP'})`);
  const accessibilityFailures = (lhr.categories.accessibility?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
    .map((ref) => {
      const audit = lhr.audits[ref.id]!;
      const items = (audit.details as { items?: unknown[] } | undefined)?.items?.length ?? 0;
      return `${audit.title} (${ref.id}${items ? `, ${items} element${items === 1 ? '' : 's'}` : ''})`;
    });
  const bootup = (lhr.audits['bootup-time']?.details as { items?: BootupItem[] } | undefined)?.items ?? [];
  const mainThreadByScript = bootup
    .slice(0, 4)
    .map(
      (item) =>
        `${new URL(item.url, 'http://page/').pathname}: ${Math.round(item.total)} ms ` +
        `(script ${Math.round(item.scripting)} ms, parse and compile ${Math.round(item.scriptParseCompile)} ms)`,
    );
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    fcpMs: value('first-contentful-paint'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    opportunities,
    accessibilityFailures,
    mainThreadByScript,
    lcpElement: lcpElementOf(lhr),
  };
}

/** One Lighthouse run; a run whose trace came out unusable (NO_NAVSTART, now and then) is run again, twice at most. */
async function auditOnce(url: string, flags: Flags, attempt = 1): Promise<Figures> {
  const result = await lighthouse(url, {
    ...flags,
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (reportDir) {
    const name = new URL(url).pathname.replaceAll('/', '_') || 'root';
    await mkdir(reportDir, { recursive: true });
    await writeFile(path.join(reportDir, `${name}.json`), JSON.stringify(lhr));
  }
  if (lhr.runtimeError) {
    if (attempt < 3) return auditOnce(url, flags, attempt + 1);
    throw new Error(`${url}: ${lhr.runtimeError.message}`);
  }
  // A signed-out visitor of /app/dashboard is sent to /login: that would measure the wrong page.
  if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname)
    throw new Error(`${url} ended on ${lhr.finalDisplayedUrl}`);
  return figuresOf(lhr);
}

async function audit(url: string, flags: Flags): Promise<Figures> {
  const measured: Figures[] = [];
  for (let run = 0; run < runs; run += 1) measured.push(await auditOnce(url, flags));
  measured.sort((a, b) => a.performance - b.performance);
  return measured[Math.floor(measured.length / 2)]!;
}

/** Signs the demo member in through the sign-in screen, in the browser Lighthouse drives. */
async function signIn(baseUrl: string, debuggingPort: number) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${debuggingPort}`);
  const context = browser.contexts()[0]!;
  const page = await context.newPage();
  await page.goto(`${baseUrl}/login`);
  await page.locator('input[type="email"]').fill(demoMember.email);
  await page.locator('input[type="password"]').fill(demoMember.password);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL('**/app/dashboard');
  await page.close();
  // Only disconnects: Lighthouse keeps using the browser, which holds the session cookie.
  await browser.close();
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const ratio = (value: number, baseline: number) =>
  baseline > 0 ? ` (${(value / baseline).toFixed(2)}×)` : '';

function describe(label: string, figures: Figures, baseline?: Figures) {
  const line =
    `${label}: performance ${figures.performance}${baseline ? ratio(figures.performance, baseline.performance) : ''}, ` +
    `accessibility ${figures.accessibility}, ` +
    `FCP ${seconds(figures.fcpMs)}${baseline ? ratio(figures.fcpMs, baseline.fcpMs) : ''}, ` +
    `LCP ${seconds(figures.lcpMs)}${baseline ? ratio(figures.lcpMs, baseline.lcpMs) : ''}, ` +
    `TBT ${Math.round(figures.tbtMs)} ms${baseline ? ratio(figures.tbtMs, baseline.tbtMs) : ''}, ` +
    `CLS ${figures.cls.toFixed(3)}`;
  if (!baseline) return line;
  const isMet = figures.performance >= targetScore;
  const isAccessible = figures.accessibility >= accessibilityTarget;
  return (
    `${line} — performance ≥ ${targetScore} ${isMet ? 'met' : 'MISSED'}, ` +
    `accessibility ≥ ${accessibilityTarget} ${isAccessible ? 'met' : 'MISSED'}` +
    (isMet ? '' : `\n    LCP element: ${figures.lcpElement}`) +
    (isMet ? '' : figures.opportunities.map((opportunity) => `\n    ${opportunity}`).join('')) +
    (isMet ? '' : figures.mainThreadByScript.map((line) => `\n    main thread: ${line}`).join('')) +
    (isAccessible ? '' : figures.accessibilityFailures.map((failure) => `\n    a11y: ${failure}`).join(''))
  );
}

const meetsTargets = (figures: Figures) =>
  figures.performance >= targetScore && figures.accessibility >= accessibilityTarget;

/**
 * What Chromium says stands between `url` and installing the app, once its service worker is ready (or after 15 s
 * without one), in the browser Lighthouse drives: a profile of its own, not an incognito one, where Chromium would
 * install nothing.
 */
async function installability(url: string, debuggingPort: number): Promise<string[]> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${debuggingPort}`);
  try {
    const context = browser.contexts()[0]!;
    const page = await context.newPage();
    await page.goto(url);
    // A string: the benches are typed for Node, without the DOM.
    await page.evaluate(
      'Promise.race([navigator.serviceWorker.ready, new Promise((resolve) => setTimeout(resolve, 15000))]).then(() => 0)',
    );
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    await page.close();
    return installabilityErrors.map(
      ({ errorId, errorArguments }) =>
        errorId +
        (errorArguments.length
          ? ` (${errorArguments.map((arg) => `${arg.name}=${arg.value}`).join(', ')})`
          : ''),
    );
  } finally {
    // Only disconnects: Lighthouse keeps using the browser.
    await browser.close();
  }
}

function describeInstallability(label: string, errors: string[]) {
  return `${label}: installable: ${errors.length === 0 ? 'yes' : `NO — ${errors.join('; ')}`}`;
}

/** Every figure, printed as it comes; whether both pages met the target. */
async function measureAll(debuggingPort: number, baselineDistDir: string): Promise<boolean> {
  const flags: Flags = { port: debuggingPort };
  const baselineServer = await startServer(baselinePort, { webDistDir: baselineDistDir });
  const baseline = await audit(`${baselineServer.url}/`, flags).finally(() => baselineServer.stop());
  console.log(describe(`baseline (bare React 19 page), median of ${runs}`, baseline));

  const server = await startServer(port, { withDemoAccounts: true });
  try {
    if (only === 'dashboard') {
      await signIn(server.url, debuggingPort);
      const dashboard = await audit(`${server.url}/app/dashboard`, flags);
      console.log(describe(`/app/dashboard (demo member), median of ${runs}`, dashboard, baseline));
      return meetsTargets(dashboard);
    }
    const login = await audit(`${server.url}/login`, flags);
    console.log(describe(`/login, median of ${runs}`, login, baseline));
    // What compression earns: the same page with every file sent as it is.
    const uncompressed = await audit(`${server.url}/login`, {
      ...flags,
      extraHeaders: { 'Accept-Encoding': 'identity' },
    });
    console.log(describe(`  for comparison, /login sent uncompressed, median of ${runs}`, uncompressed));
    const loginInstallability = await installability(`${server.url}/login`, debuggingPort);
    await signIn(server.url, debuggingPort);
    const dashboard = await audit(`${server.url}/app/dashboard`, flags);
    console.log(describe(`/app/dashboard (demo member), median of ${runs}`, dashboard, baseline));
    const dashboardInstallability = await installability(`${server.url}/app/dashboard`, debuggingPort);
    console.log(describeInstallability('/login', loginInstallability));
    console.log(describeInstallability('/app/dashboard (demo member)', dashboardInstallability));
    return (
      meetsTargets(login) &&
      meetsTargets(dashboard) &&
      loginInstallability.length === 0 &&
      dashboardInstallability.length === 0
    );
  } finally {
    await server.stop();
  }
}

await build({ root: webDir, configFile: path.join(webDir, 'vite.config.ts'), logLevel: 'error' });
const barePage = await buildBareReactPage();
const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: chromiumFlags });
const isMet = await measureAll(chrome.port, barePage.distDir).finally(async () => {
  chrome.kill();
  await barePage.remove();
});
process.exit(isMet ? 0 : 1);
