import { useTranslation } from 'react-i18next';
import { useCoachDates } from '../coach-dates';
import { DayChips } from '../day-chips';

/** The week's days for its meals: the full date is each radio's name, and today is said. */
export function DayPicker({
  dates,
  today,
  selected,
  onSelect,
}: {
  dates: readonly string[];
  today: string;
  selected: number;
  onSelect: (index: number) => void;
}) {
  const { t } = useTranslation('coach');
  const format = useCoachDates();
  const chips = dates.map((date) => {
    const longDay = format.longDay(date);
    const isToday = date === today;
    return { date, isToday, label: isToday ? t('meals.day.today', { date: longDay }) : longDay };
  });
  return <DayChips legend={t('meals.day.legend')} chips={chips} selected={selected} onSelect={onSelect} />;
}
