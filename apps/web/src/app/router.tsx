import { lazy } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { AuthLayout } from './layouts/auth-layout';
import { DocumentLayout } from './layouts/document-layout';
import { RootLayout } from './layouts/root-layout';
import { loadAppLayout, loadDashboard } from './preload-first-screen';

// Every screen is its own chunk, fetched the first time someone opens it.
const Login = lazy(() => import('../routes/login'));
const Register = lazy(() => import('../routes/register'));
const PasswordReset = lazy(() => import('../routes/password-reset'));
const Privacy = lazy(() => import('../routes/privacy'));
const Terms = lazy(() => import('../routes/terms'));
const Help = lazy(() => import('../routes/help'));
const AppLayout = lazy(loadAppLayout);
const Dashboard = lazy(loadDashboard);
const Profile = lazy(() => import('../routes/app/profile'));
const Subscription = lazy(() => import('../routes/app/subscription'));
const Billing = lazy(() => import('../routes/app/billing'));
const BillingReceipt = lazy(() => import('../routes/app/billing-receipt'));
const Feed = lazy(() => import('../routes/app/feed'));
const Perks = lazy(() => import('../routes/app/perks'));
const AdminPlans = lazy(() => import('../routes/app/admin-plans'));
const SandboxCheckout = lazy(() => import('../routes/checkout-sandbox'));
const Contact = lazy(() => import('../routes/app/contact'));
const Settings = lazy(() => import('../routes/app/settings'));
const RewardsPromoCode = lazy(() => import('../routes/app/rewards-promo-code'));
const RewardsWinner = lazy(() => import('../routes/app/rewards-winner'));
const RewardsStatistics = lazy(() => import('../routes/app/rewards-statistics'));
const NotFound = lazy(() => import('../routes/not-found'));

/**
 * Spec §2 routes. Declarative routing keeps the data-router runtime out of the first download (bench/web-bundle-size);
 * what each member route requires lives in `route-table.ts`, which the guard reads, and each screen's title in
 * `screen-titles.ts`. Unknown paths show the not-found screen once the guard lets them through, rather than the
 * spec's silent redirect to / (docs/decisions/020-not-found.md).
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route index element={<Navigate to="/login" replace />} />
        <Route element={<AuthLayout />}>
          <Route path="/login" element={<Login />} />
          <Route path="/register" element={<Register />} />
          <Route path="/password-reset" element={<PasswordReset />} />
        </Route>
        <Route element={<DocumentLayout />}>
          <Route path="/privacy" element={<Privacy />} />
          <Route path="/terms" element={<Terms />} />
          <Route path="/help" element={<Help />} />
          <Route path="*" element={<NotFound />} />
        </Route>
        <Route element={<AppLayout />}>
          <Route path="/app" element={<Navigate to="/app/dashboard" replace />} />
          <Route path="/app/dashboard" element={<Dashboard />} />
          <Route path="/app/profile" element={<Profile />} />
          <Route path="/app/subscription" element={<Subscription />} />
          <Route path="/app/billing" element={<Billing />} />
          <Route path="/app/billing/receipts/:paymentId" element={<BillingReceipt />} />
          <Route path="/app/feed" element={<Feed />} />
          <Route path="/app/perks" element={<Perks />} />
          <Route path="/app/contact" element={<Contact />} />
          <Route path="/app/settings" element={<Settings />} />
          <Route path="/app/rewards" element={<Navigate to="/app/rewards/promo-code" replace />} />
          <Route path="/app/rewards/promo-code" element={<RewardsPromoCode />} />
          <Route path="/app/rewards/winner" element={<RewardsWinner />} />
          <Route path="/app/rewards/statistique" element={<RewardsStatistics />} />
          <Route path="/app/admin/plans" element={<AdminPlans />} />
          {/* Inside the app's chrome: a member who mistyped an address keeps their navigation. */}
          <Route path="/app/*" element={<NotFound />} />
        </Route>
        {/* A payment provider's hosted page in test mode (D4): none of the app's chrome, open in every state. */}
        <Route path="/checkout/sandbox/:sessionId" element={<SandboxCheckout />} />
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
