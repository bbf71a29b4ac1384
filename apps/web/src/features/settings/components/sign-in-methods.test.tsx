import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FederatedProvider } from '@vitalia/contracts';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useAlertStore } from '../../../lib/alert-store';
import { api } from '../../../lib/api-client';
import { federatedActions } from '../../../lib/federated-session';
import { initTestI18n } from '../../../test/i18n';
import { SignInMethods } from './sign-in-methods';

beforeAll(() => initTestI18n());
afterEach(() => vi.restoreAllMocks());

/** The providers the server offers: a public call, so it goes out without a token (and past `api`). */
function offering(providers: FederatedProvider[]) {
  vi.spyOn(globalThis, 'fetch').mockImplementation(
    async () =>
      new Response(JSON.stringify({ data: { providers } }), {
        headers: { 'content-type': 'application/json' },
      }),
  );
}

function renderAt(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <SignInMethods />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('settings: sign-in methods (D3)', () => {
  it('shows which offered providers are connected, and connects the others', async () => {
    offering(['google.com', 'apple.com']);
    vi.spyOn(api, 'get').mockResolvedValue({ data: { providers: ['apple.com'] } });
    const connect = vi.spyOn(federatedActions, 'connectProvider').mockResolvedValue();
    renderAt('/app/settings');

    await userEvent.click(await screen.findByRole('button', { name: 'Connect Google' }));
    expect(connect).toHaveBeenCalledWith('google.com');
    expect(screen.getByText('Connected')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Connect Apple' })).toBeNull();
  });

  it('says so when the server offers no provider', async () => {
    offering([]);
    vi.spyOn(api, 'get').mockResolvedValue({ data: { providers: [] } });
    renderAt('/app/settings');
    expect(await screen.findByText('Only email and password are available on this server.')).toBeTruthy();
  });

  it('tells the member how the round trip ended', async () => {
    offering(['google.com']);
    vi.spyOn(api, 'get').mockResolvedValue({ data: { providers: [] } });
    renderAt('/app/settings?federatedError=7106&provider=google.com');
    await screen.findByRole('button', { name: 'Connect Google' });
    expect(useAlertStore.getState()).toMatchObject({
      visible: true,
      message: 'This account is already connected to another Vitalia account.',
    });
  });
});
