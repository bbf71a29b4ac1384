import { useEffect, useEffectEvent, useState } from 'react';

const tickMs = 200;

/**
 * Milliseconds left until `deadline` (this device's clock), read a few times a second, never below 0. `onElapsed`
 * runs once, when it reaches 0. The caller mounts it once per question (keyed), so the first reading is fresh.
 */
export function useCountdown(deadline: number, onElapsed: () => void): number {
  const [now, setNow] = useState(() => Date.now());
  const remaining = Math.max(0, deadline - now);
  const isElapsed = remaining === 0;
  const elapse = useEffectEvent(onElapsed);

  useEffect(() => {
    if (isElapsed) {
      elapse();
      return;
    }
    const id = setInterval(() => setNow(Date.now()), tickMs);
    return () => clearInterval(id);
  }, [isElapsed]);

  return remaining;
}
