import { useSearchParams } from 'react-router';

/**
 * The tab a screen shows, kept in the address (`?tab=library`), so a link, a reload or the back button opens the same
 * one. The first tab is the default and leaves the address clean; anything unknown falls back to it.
 */
export function useTabInAddress<T extends string>(
  tabs: readonly [T, ...T[]],
  param = 'tab',
): [T, (tab: T) => void] {
  const [search, setSearch] = useSearchParams();
  const requested = search.get(param);
  const selected = tabs.find((tab) => tab === requested) ?? tabs[0];
  const select = (tab: T) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (tab === tabs[0]) next.delete(param);
        else next.set(param, tab);
        return next;
      },
      { replace: true },
    );
  return [selected, select];
}
