import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ActionMenu } from './action-menu';

function renderMenu() {
  const onLeave = vi.fn();
  render(
    <>
      <ActionMenu label="Options" items={[{ label: 'Leave', icon: null, onSelect: onLeave }]} />
      <button type="button">Elsewhere</button>
    </>,
  );
  return { onLeave, toggle: screen.getByRole('button', { name: 'Options' }) };
}

describe('action menu', () => {
  it('shows its actions when opened, and a choice closes it with focus back on the button', async () => {
    const user = userEvent.setup();
    const { onLeave, toggle } = renderMenu();
    expect(screen.queryByRole('button', { name: 'Leave' })).toBeNull();

    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Leave' }));

    expect(onLeave).toHaveBeenCalledOnce();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });

  it('closes on Escape and on a press elsewhere', async () => {
    const user = userEvent.setup();
    const { toggle } = renderMenu();

    await user.click(toggle);
    await user.keyboard('{Escape}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);

    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.queryByRole('button', { name: 'Leave' })).toBeNull();
  });
});
