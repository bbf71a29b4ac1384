import { isAppPath, paths } from '@vitalia/contracts';
import { entryOf, memberScreens, type MemberScreen } from './route-table';

/**
 * The code of a visit's first screen, fetched while the copy and the session load rather than once the guard lets the
 * visit through: two round trips less before the screen on a phone (bench/lighthouse.ts). Signed in, the app's frame,
 * which every signed-in screen sits in, and the screen itself, whose copy comes with the start-up copy
 * (`firstScreenCopy` in main.tsx); signed out, the sign-in, sign-up or password-reset screen.
 */
export const loadAppLayout = () => import('./layouts/app-layout');
export const loadLogin = () => import('../routes/login');
export const loadRegister = () => import('../routes/register');
export const loadPasswordReset = () => import('../routes/password-reset');

/** The signed-out screens a visit starts on; `/` leads to the sign-in screen. */
const signedOutScreens: Record<string, () => Promise<unknown>> = {
  [paths.home()]: loadLogin,
  [paths.login()]: loadLogin,
  [paths.register()]: loadRegister,
  [paths.passwordReset()]: loadPasswordReset,
};

/** The signed-in screen a page opened at `pathname` shows, for a visit that has a session. */
export function firstMemberScreen(pathname: string, hasSession: boolean): MemberScreen | undefined {
  if (!hasSession || !isAppPath(pathname)) return undefined;
  return entryOf<MemberScreen>(memberScreens, pathname === paths.app() ? paths.dashboard() : pathname);
}

export async function preloadFirstScreen(pathname: string, hasSession: boolean): Promise<void> {
  const loads: Promise<unknown>[] = [];
  if (hasSession && isAppPath(pathname)) {
    loads.push(loadAppLayout());
    const screen = firstMemberScreen(pathname, hasSession);
    if (screen) loads.push(screen.load());
  } else if (Object.hasOwn(signedOutScreens, pathname)) {
    // A session on /login is sent on to the app, but most visits there have none.
    loads.push(signedOutScreens[pathname]!());
  }
  // A failed fetch is not reported here: the router asks again when it shows the screen, and says so there.
  await Promise.all(loads).catch(() => undefined);
}
