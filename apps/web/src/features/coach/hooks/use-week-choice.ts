import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { weekChoices, weekStartOf, type WeekChoice } from '../week';
import { useToday } from './use-today';

/** The address keeps the week (`?week=last|next`), so Meals and Shopping open the same one and a reload keeps it. */
export const weekParam = 'week';

export const weekChoiceOf = (value: string | null): WeekChoice =>
  weekChoices.find((choice) => choice === value) ?? 'this';

/** The week on show, as a choice (last, this, next) and as its Monday, with the way to choose another. */
export function useWeekChoice() {
  const today = useToday();
  const [search, setSearch] = useSearchParams();
  const choice = weekChoiceOf(search.get(weekParam));
  const choose = useCallback(
    (next: WeekChoice) =>
      setSearch(
        (previous) => {
          const params = new URLSearchParams(previous);
          if (next === 'this') params.delete(weekParam);
          else params.set(weekParam, next);
          return params;
        },
        // Switching weeks is browsing one screen, not a new page to go back through.
        { replace: true },
      ),
    [setSearch],
  );
  return { today, choice, weekStart: weekStartOf(choice, today), choose };
}
