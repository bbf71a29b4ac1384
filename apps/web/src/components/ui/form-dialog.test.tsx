import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Field } from './field';
import { FormDialog, FormDialogPanel } from './form-dialog';

function Harness({
  onSubmit = () => {},
  isSubmitDisabled,
}: {
  onSubmit?: () => void;
  isSubmitDisabled?: boolean;
}) {
  const [isOpen, setIsOpen] = useState(false);
  const close = () => setIsOpen(false);
  return (
    <>
      <button type="button" onClick={() => setIsOpen(true)}>
        Open
      </button>
      <FormDialog isOpen={isOpen} onClose={close}>
        {isOpen && (
          <FormDialogPanel
            title="New thing"
            closeLabel="Close"
            cancelLabel="Cancel"
            submitLabel="Create"
            error="Something went wrong."
            isSubmitting={false}
            isSubmitDisabled={isSubmitDisabled}
            onClose={close}
            onSubmit={(event) => {
              event.preventDefault();
              onSubmit();
            }}
          >
            <Field label="Name" />
          </FormDialogPanel>
        )}
      </FormDialog>
    </>
  );
}

describe('form dialog', () => {
  it('is a dialog named by its title, starting on the first field', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'New thing' });
    expect(dialog).toHaveProperty('open', true);
    expect(document.activeElement).toBe(within(dialog).getByLabelText('Name'));
    expect(within(dialog).getByRole('alert').textContent).toBe('Something went wrong.');
  });

  it('closes on Escape, the close button and cancel, giving focus back to the opener', async () => {
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    for (const close of [
      (dialog: HTMLElement) =>
        act(() => void dialog.dispatchEvent(new Event('cancel', { cancelable: true }))),
      (dialog: HTMLElement) => userEvent.click(within(dialog).getByRole('button', { name: 'Close' })),
      (dialog: HTMLElement) => userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' })),
    ]) {
      await userEvent.click(opener);
      await close(screen.getByRole('dialog', { name: 'New thing' }));
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(document.activeElement).toBe(opener);
    }
  });

  it('submits the form, unless told the submit is not possible', async () => {
    const onSubmit = vi.fn();
    const { unmount } = render(<Harness onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(onSubmit).toHaveBeenCalledOnce();
    unmount();

    render(<Harness isSubmitDisabled />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('button', { name: 'Create' })).toHaveProperty('disabled', true);
  });
});
