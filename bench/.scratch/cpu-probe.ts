import { chromium } from 'playwright-core';
import { chromiumPath } from '../support/chromium';
import { startServer } from '../support/server';

const server = await startServer(3192, { withDemoAccounts: true });
const browser = await chromium.launch({ executablePath: chromiumPath });
try {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  await page.goto(`${server.url}/login`);
  await page.locator('input[type="email"]').fill('member@vitalia.example');
  await page.locator('input[type="password"]').fill('vitalia-demo');
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL('**/app/dashboard');
  await page.goto('about:blank');
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await page.goto(`${server.url}/app/dashboard`);
  await page.locator('p.text-brand-100').waitFor();
  await page.waitForTimeout(300);
  const { profile } = await cdp.send('Profiler.stop');
  const byId = new Map(profile.nodes.map((n: any) => [n.id, n]));
  const self = new Map<number, number>();
  const dt = profile.timeDeltas!;
  profile.samples!.forEach((id: number, i: number) => self.set(id, (self.get(id) ?? 0) + (dt[i] ?? 0)));
  const agg = new Map<string, number>();
  const byUrl = new Map<string, number>();
  for (const [id, t] of self) {
    const n: any = byId.get(id);
    const url = (n.callFrame.url || '(native)').replace(/^.*\/assets\//, '');
    const key = `${n.callFrame.functionName || '(anon)'} ${url}:${n.callFrame.lineNumber}:${n.callFrame.columnNumber}`;
    agg.set(key, (agg.get(key) ?? 0) + t);
    byUrl.set(url, (byUrl.get(url) ?? 0) + t);
  }
  const top = (m: Map<string, number>, k: number) => [...m].sort((a, b) => b[1] - a[1]).slice(0, k).map(([n, t]) => `${(t / 1000).toFixed(1)} ms ${n}`).join('\n');
  console.log(top(byUrl, 15));
  console.log('---');
  console.log(top(agg, 40));
} finally {
  await browser.close();
  await server.stop();
}
