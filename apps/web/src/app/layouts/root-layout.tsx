import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { AlertModal } from '../../components/ui/alert/alert-modal';
import { FullScreenSpinner } from '../../components/ui/spinner';
import { Toaster } from '../../components/ui/toast';
import { useAuthStore } from '../../lib/auth-store';
import { decideGuard, decideRouteAccess } from '../guard';
import { requirementOf } from '../route-table';
import { useDocumentTitle } from '../use-document-title';

function useGuardDecision() {
  const { pathname } = useLocation();
  const { isInitialized, loading, user, profile } = useAuthStore();
  const guard = decideGuard({ pathname, isInitialized, loading, isSignedIn: user != null, profile });
  if (guard.kind !== 'render') return guard;
  return decideRouteAccess(requirementOf(pathname), profile);
}

/** Every screen passes through here: the spec §2 guard, then the route-level check. */
export function RootLayout() {
  const { t } = useTranslation();
  const decision = useGuardDecision();
  useDocumentTitle(decision.kind === 'render');
  const spinner = <FullScreenSpinner label={t('loading')} />;

  return (
    <>
      {decision.kind === 'wait' && spinner}
      {decision.kind === 'redirect' && <Navigate to={decision.to} replace />}
      {decision.kind === 'render' && (
        <Suspense fallback={spinner}>
          <Outlet />
        </Suspense>
      )}
      <AlertModal />
      <Toaster />
    </>
  );
}
