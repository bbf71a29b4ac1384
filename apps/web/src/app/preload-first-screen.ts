import { entryOf, memberScreens } from './route-table';

/**
 * The code of a signed-in visit's first screen, fetched while the copy and the session load rather than once the
 * guard lets the visit through: two round trips less before the screen on a phone (bench/lighthouse.ts). The app's
 * frame, which every signed-in screen sits in, and the screen itself; its copy comes with the start-up copy
 * (`firstScreenCopy` in main.tsx).
 */
export const loadAppLayout = () => import('./layouts/app-layout');

/** The signed-in screen a page opened at `pathname` shows, for a visit that has a session. */
export function firstMemberScreen(pathname: string, hasSession: boolean) {
  if (!hasSession || !/^\/app(\/|$)/.test(pathname)) return undefined;
  return entryOf(memberScreens, pathname === '/app' ? '/app/dashboard' : pathname);
}

export async function preloadFirstScreen(pathname: string, hasSession: boolean): Promise<void> {
  if (!hasSession || !/^\/app(\/|$)/.test(pathname)) return;
  const screen = firstMemberScreen(pathname, hasSession);
  const loads: Promise<unknown>[] = [loadAppLayout()];
  if (screen) loads.push(screen.load());
  // A failed fetch is not reported here: the router asks again when it shows the screen, and says so there.
  await Promise.all(loads).catch(() => undefined);
}
