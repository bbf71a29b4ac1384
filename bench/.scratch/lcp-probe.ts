import { chromium } from 'playwright-core';
import { chromiumPath } from '../support/chromium';
import { startServer } from '../support/server';

const server = await startServer(3191, { withDemoAccounts: true });
const browser = await chromium.launch({ executablePath: chromiumPath });
try {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  await page.goto(`${server.url}/login`);
  await page.locator('input[type="email"]').fill('member@vitalia.example');
  await page.locator('input[type="password"]').fill('vitalia-demo');
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL('**/app/dashboard');
  await page.addInitScript(() => {
    const log: string[] = ((window as any).__log = []);
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as any[])
        log.push(`LCP ${Math.round(e.startTime)} ${e.element?.tagName} ${String(e.element?.className).slice(0, 40)} size ${e.size}`);
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as any[]) log.push(`res ${Math.round(e.startTime)} ${e.name.replace(location.origin, '')}`);
    }).observe({ type: 'resource', buffered: true });
    const seen = new Set<string>();
    new MutationObserver(() => {
      for (const sel of ['h1', 'p.text-brand-100', '[aria-busy]', 'main']) {
        if (!seen.has(sel) && document.querySelector(sel)) { seen.add(sel); log.push(`dom ${Math.round(performance.now())} ${sel}`); }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(`${server.url}/app/dashboard`);
  await page.waitForTimeout(4000);
  const log = (await page.evaluate(() => (window as any).__log)) as string[];
  const sorted = log.map((l) => [Number(l.split(' ')[1]), l] as const).sort((a, b) => a[0] - b[0]);
  for (const [, l] of sorted) if (!l.startsWith('res') || process.env.RES) console.log(l);
} finally {
  await browser.close();
  await server.stop();
}
