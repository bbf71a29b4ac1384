import { paths, screenPatterns } from '@vitalia/contracts';
import { lazy } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { AuthLayout } from './layouts/auth-layout';
import { DocumentLayout } from './layouts/document-layout';
import { RootLayout } from './layouts/root-layout';
import { loadAppLayout, loadLogin, loadPasswordReset, loadRegister } from './preload-first-screen';
import { loadScreen, memberScreens } from './route-table';

// Every screen is its own chunk, fetched the first time someone opens it.
const Login = lazy(loadLogin);
const Register = lazy(loadRegister);
const PasswordReset = lazy(loadPasswordReset);
const Privacy = lazy(() => import('../routes/privacy'));
const Terms = lazy(() => import('../routes/terms'));
const Help = lazy(() => import('../routes/help'));
const AppLayout = lazy(loadAppLayout);
const SandboxCheckout = lazy(() => import('../routes/checkout-sandbox'));
const DigestUnsubscribe = lazy(() => import('../routes/feed-digest-unsubscribe'));
const NotFound = lazy(() => import('../routes/not-found'));
const memberScreenRoutes = Object.entries(memberScreens).map(([path, screen]) => {
  const Screen = lazy(() => loadScreen(screen));
  return <Route key={path} path={path} element={<Screen />} />;
});

/**
 * Spec §2 routes. Declarative routing keeps the data-router runtime out of the first download (bench/web-bundle-size);
 * the signed-in screens come from `route-table.ts` (requirement, title, code), which the guard reads too; the other
 * screens' titles are in `screen-titles.ts`. Unknown paths show the not-found screen once the guard lets them through, rather than the
 * spec's silent redirect to / (docs/decisions/020-not-found.md).
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route index element={<Navigate to={paths.login()} replace />} />
        <Route element={<AuthLayout />}>
          <Route path={screenPatterns.login} element={<Login />} />
          <Route path={screenPatterns.register} element={<Register />} />
          <Route path={screenPatterns.passwordReset} element={<PasswordReset />} />
        </Route>
        <Route element={<DocumentLayout />}>
          <Route path={screenPatterns.privacy} element={<Privacy />} />
          <Route path={screenPatterns.terms} element={<Terms />} />
          <Route path={screenPatterns.help} element={<Help />} />
          <Route path="*" element={<NotFound />} />
        </Route>
        <Route element={<AppLayout />}>
          <Route path={screenPatterns.app} element={<Navigate to={paths.dashboard()} replace />} />
          <Route path={screenPatterns.rewards} element={<Navigate to={paths.rewardsPromoCode()} replace />} />
          {memberScreenRoutes}
          {/* Inside the app's chrome: a member who mistyped an address keeps their navigation. */}
          <Route path={screenPatterns.appAny} element={<NotFound />} />
        </Route>
        {/* A payment provider's hosted page in test mode (D4): none of the app's chrome, open in every state. */}
        <Route path={screenPatterns.sandboxCheckout} element={<SandboxCheckout />} />
        {/* The digest email's link: works from a mail client without signing in, the token being the permission. */}
        <Route path={screenPatterns.digestUnsubscribe} element={<DigestUnsubscribe />} />
      </Route>
    </Routes>
  );
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
