import { useCallback, useState } from 'react';
import { useAuthStore } from '../../../lib/auth-store';

/** One key per member and week: a shared phone does not mix two members' lists. */
const prefix = 'coach.shopping.';
const keyOf = (uid: string, weekStart: string) => `${prefix}${uid}.${weekStart}`;

function read(key: string): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(key) ?? '[]');
    return Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/** Weeks before the oldest one a member can open are of no more use: their ticks go when a new tick is kept. */
function forgetWeeksBefore(uid: string, oldestWeek: string) {
  const own = `${prefix}${uid}.`;
  for (let index = localStorage.length - 1; index >= 0; index -= 1) {
    const key = localStorage.key(index);
    if (key?.startsWith(own) && key.slice(own.length) < oldestWeek) localStorage.removeItem(key);
  }
}

/**
 * The items a member ticked off while shopping, kept on this device (localStorage) so that the list survives the
 * phone locking or the tab reloading in the shop. The caller keys its component by week: a new week reads anew.
 */
export function useShoppingTicks(weekStart: string, oldestWeek: string) {
  const uid = useAuthStore((state) => state.user?.uid ?? 'anonymous');
  const key = keyOf(uid, weekStart);
  const [ticked, setTicked] = useState(() => new Set(read(key)));

  const keep = useCallback(
    (next: Set<string>) => {
      setTicked(next);
      try {
        if (next.size === 0) localStorage.removeItem(key);
        else localStorage.setItem(key, JSON.stringify([...next]));
        forgetWeeksBefore(uid, oldestWeek);
      } catch {
        // Private mode or a full storage: the ticks still hold until the page is left.
      }
    },
    [key, uid, oldestWeek],
  );

  const toggle = useCallback(
    (foodId: string) => {
      const next = new Set(ticked);
      if (next.has(foodId)) next.delete(foodId);
      else next.add(foodId);
      keep(next);
    },
    [ticked, keep],
  );
  const clear = useCallback(() => keep(new Set()), [keep]);

  return { ticked, toggle, clear };
}
