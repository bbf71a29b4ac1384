import type { SessionLog, TrainingDay } from '@vitalia/contracts';
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { addDays } from '../../week';
import { useCoachDates } from '../coach-dates';
import { DayChips } from '../day-chips';

/**
 * The week's seven days for its training: each says, in a word, what it holds (a session's focus or rest). Rest days
 * are quieter; a logged session carries a tick. The radio's name says all of it in full. Arabic words are set a
 * size larger: its letters are smaller for the same size, and its short words still fit.
 */
export function TrainingDayStrip({
  days,
  weekStart,
  today,
  logs,
  selected,
  onSelect,
}: {
  days: readonly TrainingDay[];
  weekStart: string;
  today: string;
  logs: readonly SessionLog[];
  selected: number;
  onSelect: (index: number) => void;
}) {
  const { t } = useTranslation('coach');
  const format = useCoachDates();
  const chips = days.map((day) => {
    const date = addDays(weekStart, day.dayIndex);
    const isToday = date === today;
    const focus = day.kind === 'session' ? day.focus : null;
    const isLogged = logs.some((log) => log.dayIndex === day.dayIndex);
    const longDay = format.longDay(date);
    const dated = isToday ? t('training.strip.today', { date: longDay }) : longDay;
    const planned =
      focus === null
        ? t('training.strip.rest', { day: dated })
        : t('training.strip.session', { day: dated, focus: t(`training.focus.${focus}`) });
    return {
      date,
      isToday,
      isMuted: focus === null,
      label: isLogged ? t('training.strip.logged', { day: planned }) : planned,
      mark: isLogged && (
        <Check
          aria-hidden="true"
          strokeWidth={3}
          className="absolute end-1 top-1 size-3.5 text-brand-600 group-has-[:checked]:text-white"
        />
      ),
      detail: (
        <span
          aria-hidden="true"
          className="w-full truncate text-center text-[0.625rem] font-medium leading-tight rtl:text-xs sm:text-xs"
        >
          {t(`training.focusShort.${focus ?? 'rest'}`)}
        </span>
      ),
    };
  });
  return (
    <DayChips legend={t('training.strip.legend')} chips={chips} selected={selected} onSelect={onSelect} />
  );
}
