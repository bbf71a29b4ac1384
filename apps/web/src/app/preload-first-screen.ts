/**
 * The code of a signed-in visit's first screen, fetched while the copy and the session load rather than once the
 * guard lets the visit through: two round trips less before the screen on a phone (bench/lighthouse.ts). Only the
 * app's frame, which every signed-in screen sits in, and the dashboard, where members arrive.
 */
export const loadAppLayout = () => import('./layouts/app-layout');
export const loadDashboard = () => import('../routes/app/dashboard');

export async function preloadFirstScreen(pathname: string, hasSession: boolean): Promise<void> {
  if (!hasSession || !/^\/app(\/|$)/.test(pathname)) return;
  const loads: Promise<unknown>[] = [loadAppLayout()];
  if (pathname === '/app' || pathname === '/app/dashboard') loads.push(loadDashboard());
  // A failed fetch is not reported here: the router asks again when it shows the screen, and says so there.
  await Promise.all(loads).catch(() => undefined);
}
