import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { initTestI18n } from '../../../test/i18n';
import { AlertModal } from './alert-modal';
import {
  confirmAlert,
  showErrorAlert,
  showLoadingAlert,
  showSuccessAlert,
  useAlertStore,
} from '../../../lib/alert-store';

beforeAll(() => initTestI18n());

function renderWithTrigger() {
  render(
    <>
      <button type="button">trigger</button>
      <AlertModal />
    </>,
  );
  const trigger = screen.getByRole('button', { name: 'trigger' });
  trigger.focus();
  return trigger;
}

describe('global alert', () => {
  it('resolves a confirm to true on the destructive choice', async () => {
    renderWithTrigger();
    let answer: Promise<boolean> = Promise.resolve(false);
    act(() => {
      answer = confirmAlert({
        title: 'Delete account?',
        message: 'This cannot be undone.',
        confirmText: 'Delete',
      });
    });
    const dialog = screen.getByRole('alertdialog', { name: 'Delete account?' });
    expect(dialog).toHaveProperty('open', true);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await expect(answer).resolves.toBe(true);
    expect(useAlertStore.getState().visible).toBe(false);
  });

  it('resolves a confirm to false on cancel and returns focus', async () => {
    const trigger = renderWithTrigger();
    let answer: Promise<boolean> = Promise.resolve(true);
    act(() => {
      answer = confirmAlert({ title: 'Leave?', message: 'Unsaved changes', confirmText: 'Leave' });
    });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(answer).resolves.toBe(false);
    expect(document.activeElement).toBe(trigger);
  });

  it('treats Escape as cancel', async () => {
    renderWithTrigger();
    let answer: Promise<boolean> = Promise.resolve(true);
    act(() => {
      answer = confirmAlert({ title: 'Sign out?', message: 'See you soon', confirmText: 'Sign out' });
    });
    const dialog = screen.getByRole('alertdialog');
    act(() => {
      dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
    });
    await expect(answer).resolves.toBe(false);
  });

  it('labels the dialog with its title and message', () => {
    renderWithTrigger();
    act(() => showErrorAlert('Failed to sign out. Please try again.'));
    const dialog = screen.getByRole('alertdialog', { name: 'Error' });
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Failed to sign out. Please try again.',
    );
    // Spec §8: error alerts offer 'Back', styled red because it is not a default button.
    expect(screen.getByRole('button', { name: 'Back' }).className).toContain('text-danger-600');
  });

  it('shows success with an OK button styled primary', () => {
    renderWithTrigger();
    act(() => showSuccessAlert('Profile updated successfully'));
    expect(screen.getByRole('alertdialog', { name: 'Success' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'OK' }).className).toContain('bg-brand-700');
  });

  it('waits without buttons while loading and ignores Escape', () => {
    renderWithTrigger();
    act(() => showLoadingAlert());
    const dialog = screen.getByRole('alertdialog', { name: 'Loading...' });
    expect(screen.queryAllByRole('button', { hidden: false }).filter((b) => dialog.contains(b))).toHaveLength(
      0,
    );
    act(() => {
      dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
    });
    expect(useAlertStore.getState().visible).toBe(true);
  });
});
