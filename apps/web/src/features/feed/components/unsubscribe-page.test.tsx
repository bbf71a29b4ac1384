import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initFeedCopy, renderScreen } from '../test-support';
import { UnsubscribePage } from './unsubscribe-page';

beforeAll(initFeedCopy);
const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('the digest’s unsubscribe page', () => {
  it('changes nothing on opening, and stops the digest on the button, without signing in', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    renderScreen(<UnsubscribePage token="tok-1" />, { path: '/feed/digest/unsubscribe?token=tok-1' });
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Stop the daily digest' }));
    expect(await screen.findByRole('heading', { name: 'The daily digest is stopped' })).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/feed/digest/unsubscribe?token=tok-1');
    expect(init?.method).toBe('POST');
    expect((init?.headers as Record<string, string>).authorization).toBeUndefined();
  });

  it('says an unknown link in the reader’s words', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ error: { code: 7707, message: 'Unknown token' } }), { status: 404 }),
    );
    renderScreen(<UnsubscribePage token="stale" />);
    await userEvent.click(screen.getByRole('button', { name: 'Stop the daily digest' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('This unsubscribe link is not valid.'),
    );
  });
});
