import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { BackButton } from '../../components/ui/back-button';
import { PageSkeleton } from '../../components/ui/skeleton';
import { PublicFooter, PublicHeader, SkipLink } from './site-chrome';

/** Privacy, terms and help: a readable column, open to everyone. */
export function DocumentLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <PublicHeader />
      <main id="main" className="mx-auto w-full max-w-3xl flex-1 px-4 pb-10 sm:px-6">
        <BackButton className="-ms-2 mb-4" />
        <Suspense fallback={<PageSkeleton />}>
          <Outlet />
        </Suspense>
      </main>
      <PublicFooter />
    </div>
  );
}
