import { mealSlots, type MealDay, type MealSlot, type MealWeek } from '@vitalia/contracts';
import { useId, useState } from 'react';
import { apiErrorOf } from '../../../../lib/api-client';
import { useSwapMeal } from '../../api/swap-meal';
import { useCoachDates } from '../coach-dates';
import { DayNoteCard } from './day-note-card';
import { DayPicker } from './day-picker';
import { DayTotals } from './day-totals';
import { MealCard, type SwapOutcome } from './meal-card';
import { PlanNote } from './plan-note';

const bySlot = (slot: MealSlot) => mealSlots.indexOf(slot);

/**
 * What a note on a day is about: the week, the day and its foods. A note never outlives it: another day, another
 * week, or a swap that changed the day's foods starts the card again (and aborts a note still coming).
 */
const noteKeyOf = (weekStart: string, day: MealDay) =>
  [
    weekStart,
    day.date,
    ...day.meals.flatMap((meal) => meal.items.map((item) => `${item.foodId}:${item.grams}`)),
  ].join(' ');

/** The last swap's outcome, kept with the meal it was for so that it shows on that card only. */
interface LastSwap {
  date: string;
  slot: MealSlot;
  outcome: SwapOutcome;
}

/** A week of meals: what it respects, the day picker, then the chosen day's totals, the coach's note and meals. */
export function MealWeekView({
  week,
  today,
  dayIndex,
  onDayIndex,
}: {
  week: MealWeek;
  today: string;
  dayIndex: number;
  onDayIndex: (index: number) => void;
}) {
  const dates = useCoachDates();
  const headingId = useId();
  const swap = useSwapMeal();
  const [lastSwap, setLastSwap] = useState<LastSwap | null>(null);
  const day = week.days[dayIndex] ?? week.days[0];
  if (!day) return null;

  function onSwap(date: string, slot: MealSlot) {
    setLastSwap(null);
    swap.mutate(
      { week: week.weekStart, date, slot },
      {
        onSuccess: () => setLastSwap({ date, slot, outcome: { isDone: true } }),
        onError: (error) =>
          setLastSwap({ date, slot, outcome: { isDone: false, code: apiErrorOf(error).code } }),
      },
    );
  }
  const pending = swap.isPending ? swap.variables : undefined;

  return (
    <>
      <PlanNote week={week} />
      <DayPicker
        dates={week.days.map((each) => each.date)}
        today={today}
        selected={dayIndex}
        onSelect={onDayIndex}
      />
      <section aria-labelledby={headingId} className="space-y-4">
        <h2 id={headingId} className="text-lg font-semibold text-ink-950">
          {dates.longDay(day.date)}
        </h2>
        <DayTotals totals={day.totals} targets={week.targets} />
        <DayNoteCard key={noteKeyOf(week.weekStart, day)} week={week.weekStart} date={day.date} />
        {[...day.meals]
          .sort((one, other) => bySlot(one.slot) - bySlot(other.slot))
          .map((meal) => (
            <MealCard
              // By slot, not by food: the new meal takes the old one's card, and focus stays on its button.
              key={meal.slot}
              meal={meal}
              targets={week.targets}
              isSwapping={pending?.date === day.date && pending.slot === meal.slot}
              canSwap={!swap.isPending}
              outcome={lastSwap?.date === day.date && lastSwap.slot === meal.slot ? lastSwap.outcome : null}
              onSwap={() => onSwap(day.date, meal.slot)}
            />
          ))}
      </section>
    </>
  );
}
