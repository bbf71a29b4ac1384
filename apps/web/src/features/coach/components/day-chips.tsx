import { useId, type ReactNode } from 'react';
import { cx } from '../../../components/ui/cx';
import { useCoachDates } from './coach-dates';

export interface DayChip {
  date: string;
  /** The radio's name: the whole day in words (the chip itself only shows its initial and date). */
  label: string;
  isToday: boolean;
  /** Drawn quieter (a rest day). */
  isMuted?: boolean;
  /** A mark in the chip's corner (a logged session's tick). */
  mark?: ReactNode;
  /** A word under the date (a session's focus). */
  detail?: ReactNode;
}

/**
 * The week's seven days as chips, Monday first, a radio each (arrow keys move between them, in the reading
 * direction). A phone shows the weekday's initial over the date, a wider screen its short name; today carries a dot.
 * The meals' day picker and the training strip are this, with their own words.
 */
export function DayChips({
  legend,
  chips,
  selected,
  onSelect,
}: {
  legend: string;
  chips: readonly DayChip[];
  selected: number;
  onSelect: (index: number) => void;
}) {
  const format = useCoachDates();
  const name = useId();
  return (
    <fieldset className="mb-5">
      <legend className="sr-only">{legend}</legend>
      <div className="grid grid-cols-7 gap-1 sm:gap-2">
        {chips.map((chip, index) => (
          <label
            key={chip.date}
            className={cx(
              'group relative flex cursor-pointer flex-col items-center justify-center gap-0.5 rounded-control px-0.5 py-2 ring-1 ring-inset',
              chip.detail ? 'min-h-20' : 'min-h-16',
              chip.isMuted ? 'bg-ink-50 text-ink-500 ring-ink-100' : 'bg-white text-ink-700 ring-ink-200',
              'hover:bg-ink-100 has-[:checked]:bg-brand-700 has-[:checked]:text-white has-[:checked]:ring-brand-700',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500',
            )}
          >
            <input
              type="radio"
              name={name}
              value={chip.date}
              checked={index === selected}
              onChange={() => onSelect(index)}
              aria-label={chip.label}
              className="sr-only"
            />
            {chip.isToday && (
              <span aria-hidden="true" className="absolute top-1.5 size-1.5 rounded-full bg-current" />
            )}
            {chip.mark}
            <span aria-hidden="true" className="text-xs font-medium sm:hidden">
              {format.narrowWeekday(chip.date)}
            </span>
            <span aria-hidden="true" className="hidden text-xs font-medium sm:block">
              {format.shortWeekday(chip.date)}
            </span>
            <span aria-hidden="true" className="text-lg font-semibold leading-none">
              {format.dayOfMonth(chip.date)}
            </span>
            {chip.detail}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
