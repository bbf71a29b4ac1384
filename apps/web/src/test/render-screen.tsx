import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { AlertModal } from '../components/ui/alert/alert-modal';

/** A screen with a fresh query cache, a router at `path` and the alert modal (confirmations), as the app renders it. */
export function renderScreenAt(screen: ReactNode, path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        {screen}
        <AlertModal />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
