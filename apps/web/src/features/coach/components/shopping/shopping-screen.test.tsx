import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from '../../../../lib/api-client';
import { freezeToday, initCoachCopy, renderScreen, shoppingFixture, signInAs } from '../../test-support';
import { ShoppingScreen } from './shopping-screen';

beforeAll(initCoachCopy);
beforeEach(freezeToday);
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  localStorage.clear();
});

function serve(list: () => unknown = () => ({ data: shoppingFixture() })) {
  return vi.spyOn(api, 'get').mockImplementation(async () => list());
}

const openShopping = () => {
  signInAs();
  return renderScreen(<ShoppingScreen />, { path: '/app/coach/shopping' });
};

describe('the shopping list', () => {
  it('groups the week’s foods by aisle, in the order of a shop, weighed as bought', async () => {
    const get = serve();
    openShopping();

    await screen.findByRole('heading', { level: 2, name: 'Fruit and vegetables' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Fruit and vegetables',
      'Dairy and eggs',
      'Cupboard',
    ]);
    const produce = screen.getByRole('region', { name: 'Fruit and vegetables' });
    expect(within(produce).getByRole('checkbox', { name: 'Apples 1.2 kg' })).toBeTruthy();
    expect(within(produce).getByRole('checkbox', { name: 'Spinach 350 g' })).toBeTruthy();
    expect(get).toHaveBeenCalledWith('/coach/shopping-list?week=2026-03-09');
    expect(screen.getByRole('link', { name: 'Shopping' }).getAttribute('aria-current')).toBe('page');
  });

  it('keeps the ticks on the phone, per week', async () => {
    serve();
    const view = openShopping();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Spinach 350 g' }));
    expect(screen.getByText('In the basket: 1 of 4')).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('coach.shopping.u1.2026-03-09') ?? '[]')).toEqual(['spinach']);

    // Back in the shop after the phone locked: the tick is still there.
    view.unmount();
    openShopping();
    expect(await screen.findByRole('checkbox', { name: 'Spinach 350 g' })).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: 'Apples 1.2 kg' })).toHaveProperty('checked', false);

    await userEvent.click(screen.getByRole('button', { name: 'Untick everything' }));
    expect(screen.getByRole('checkbox', { name: 'Spinach 350 g' })).toHaveProperty('checked', false);
    expect(localStorage.getItem('coach.shopping.u1.2026-03-09')).toBeNull();
  });

  it('copies the list where the phone cannot share it, and says so', async () => {
    serve();
    const user = userEvent.setup();
    openShopping();
    await user.click(await screen.findByRole('checkbox', { name: 'Apples 1.2 kg' }));
    await user.click(screen.getByRole('button', { name: 'Copy the list' }));

    expect(await screen.findByText('Copied: paste the list into a message or a note.')).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe(
      [
        'Shopping list, 9\u2009–\u200915 March',
        '',
        'Fruit and vegetables',
        '✓ Apples: 1.2 kg',
        '• Spinach: 350 g',
        '',
        'Dairy and eggs',
        '• Semi-skimmed milk: 1.8 kg',
        '',
        'Cupboard',
        '• Oat flakes: 600 g',
      ].join('\n'),
    );
  });

  it('hands the list to the phone’s share sheet where there is one', async () => {
    serve();
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    try {
      openShopping();
      await userEvent.click(await screen.findByRole('button', { name: 'Share the list' }));
      expect(share).toHaveBeenCalledWith({
        title: 'Shopping list, 9\u2009–\u200915 March',
        text: expect.stringContaining('• Spinach: 350 g'),
      });
      expect(screen.queryByText(/^Copied/)).toBeNull();
    } finally {
      Reflect.deleteProperty(navigator, 'share');
    }
  });

  it('explains a plan no week can keep (7801)', async () => {
    serve(() => Promise.reject(new ApiError('7801', 422)));
    openShopping();
    expect(await screen.findByText('The coach can’t plan this week yet')).toBeTruthy();
  });

  it('says what the coach still needs when it cannot plan yet, a state rather than an error', async () => {
    serve(async () => ({ data: { state: 'not-set-up', needs: ['settings'] } }));
    openShopping();
    expect(await screen.findByText('Your coach isn’t set up yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Set up my coach' }).getAttribute('href')).toBe(
      '/app/coach#coach-questions',
    );
  });

  it('invites a Free member to upgrade, without asking the API', () => {
    const get = vi.spyOn(api, 'get');
    signInAs({ tier: 'free' });
    renderScreen(<ShoppingScreen />, { path: '/app/coach/shopping' });
    expect(screen.getByRole('heading', { level: 1, name: 'The coach is for Premium members' })).toBeTruthy();
    expect(get).not.toHaveBeenCalled();
  });
});
