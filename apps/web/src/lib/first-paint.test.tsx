import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A fresh module each time: the first paint happens once per page load. */
const freshFirstPaint = async () => {
  vi.resetModules();
  return import('./first-paint');
};

describe('the first paint, which what can wait waits for (issue 41)', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'setTimeout'] }));
  afterEach(() => vi.useRealTimers());

  it('comes two frames and a task after the screen committed, never before it said so', async () => {
    const { afterFirstPaint, screenCommitted } = await freshFirstPaint();
    const painted = vi.fn();
    void afterFirstPaint().then(painted);
    await vi.advanceTimersByTimeAsync(100);
    expect(painted).not.toHaveBeenCalled();

    screenCommitted();
    vi.advanceTimersToNextFrame();
    await Promise.resolve();
    expect(painted).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(40);
    expect(painted).toHaveBeenCalledOnce();
  });

  it('holds a component back for its own first paint, and lets the next screen’s through at once', async () => {
    const { useAfterFirstPaint } = await freshFirstPaint();
    function Later({ label }: { label: string }) {
      return <p>{useAfterFirstPaint() ? label : 'skeleton'}</p>;
    }
    const first = render(<Later label="blocks" />);
    expect(screen.getByText('skeleton')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.getByText('blocks')).toBeTruthy();
    first.unmount();

    render(<Later label="next screen" />);
    expect(screen.getByText('next screen')).toBeTruthy();
  });
});
