import { useEffect, useState } from 'react';

/**
 * The time, read again every `everyMs` and whenever the tab comes back into view: for what changes with the clock
 * while a screen stays open (an activity that can no longer be edited, the day to log for).
 */
export function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const refresh = () => setNow(Date.now());
    const id = setInterval(refresh, everyMs);
    const onVisible = () => {
      if (document.visibilityState === 'visible') refresh();
    };
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('focus', refresh);
    return () => {
      clearInterval(id);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('focus', refresh);
    };
  }, [everyMs]);
  return now;
}
