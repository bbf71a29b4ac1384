import { useEffect, useState } from 'react';
import { localIsoDate } from '../week';

/**
 * Today where the member is. A phone keeps a tab open for days: coming back to it reads the date again, so "this
 * week" and the day picked by default follow the calendar.
 */
export function useToday(): string {
  const [today, setToday] = useState(() => localIsoDate(new Date()));
  useEffect(() => {
    const refresh = () => {
      if (document.visibilityState === 'visible') setToday(localIsoDate(new Date()));
    };
    document.addEventListener('visibilitychange', refresh);
    window.addEventListener('focus', refresh);
    return () => {
      document.removeEventListener('visibilitychange', refresh);
      window.removeEventListener('focus', refresh);
    };
  }, []);
  return today;
}
