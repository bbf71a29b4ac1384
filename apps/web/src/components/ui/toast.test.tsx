import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../../test/i18n';
import { showToast, Toaster, toastLifetimeMs } from './toast';

beforeAll(() => initTestI18n());
afterEach(() => vi.useRealTimers());

/** The toasts shown, by their words: title and message. */
const shown = () =>
  within(screen.getByRole('status'))
    .queryAllByRole('button', { name: 'OK' })
    .map((button) => button.parentElement?.querySelector('p')?.textContent);

describe('toasts', () => {
  it('says a routine outcome in a polite live region that is there before it, with no dialog', async () => {
    render(<Toaster />);
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe('');

    act(() => showToast({ message: 'Profile updated successfully' }));
    // Spec §8's words for a success: titled 'Success', with an 'OK' that closes it.
    expect(region.textContent).toContain('Success');
    expect(region.textContent).toContain('Profile updated successfully');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('alertdialog')).toBeNull();

    await userEvent.click(within(region).getByRole('button', { name: 'OK' }));
    expect(region.textContent).toBe('');
  });

  it('goes by itself after a while, and stays while the pointer is on it', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => showToast({ message: 'Password changed', tone: 'info' }));
    const toast = within(screen.getByRole('status')).getByText('Password changed').closest('div')!;

    act(() => toast.dispatchEvent(new PointerEvent('pointerover', { bubbles: true })));
    act(() => vi.advanceTimersByTime(toastLifetimeMs * 2));
    expect(screen.getByRole('status').textContent).toContain('Password changed');

    act(() => toast.dispatchEvent(new PointerEvent('pointerout', { bubbles: true })));
    act(() => vi.advanceTimersByTime(toastLifetimeMs));
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('stacks a few at most, newest last', () => {
    render(<Toaster />);
    act(() => {
      for (const message of ['one', 'two', 'three', 'four']) showToast({ message });
    });
    expect(shown()).toEqual(['Success two', 'Success three', 'Success four']);
  });
});
