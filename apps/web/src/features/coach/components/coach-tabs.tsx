import { paths } from '@vitalia/contracts';
import { Dumbbell, ShoppingBasket, Target, UtensilsCrossed, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink, useSearchParams } from 'react-router';
import { cx } from '../../../components/ui/cx';
import { weekParam } from '../hooks/use-week-choice';

interface CoachTab {
  to: string;
  /** A key of the coach copy's `tabs`. */
  key: 'today' | 'meals' | 'shopping' | 'training';
  Icon: LucideIcon;
  /** The screen shows one week: the week on show follows the member from one such tab to the other. */
  isWeekly: boolean;
}

/** The coach's screens, in the order a member uses them; each has its route in app/route-table.ts. */
export const coachTabs: readonly CoachTab[] = [
  { to: paths.coach(), key: 'today', Icon: Target, isWeekly: false },
  { to: paths.coachMeals(), key: 'meals', Icon: UtensilsCrossed, isWeekly: true },
  { to: paths.coachShopping(), key: 'shopping', Icon: ShoppingBasket, isWeekly: true },
  { to: paths.coachTraining(), key: 'training', Icon: Dumbbell, isWeekly: true },
];

/**
 * Links, not ARIA tabs: each is a screen of its own with its own address, so the current one is `aria-current="page"`
 * (NavLink sets it). On a phone the icon sits above a short label, so four fit a narrow screen in every language.
 */
export function CoachTabs() {
  const { t } = useTranslation('coach');
  const [search] = useSearchParams();
  const week = search.get(weekParam);
  return (
    <nav aria-label={t('tabs.label')} className="mb-6">
      <ul className="flex gap-1 rounded-card bg-ink-100 p-1">
        {coachTabs.map(({ to, key, Icon, isWeekly }) => (
          <li key={key} className="min-w-0 flex-1">
            <NavLink
              to={isWeekly && week ? { pathname: to, search: `?${weekParam}=${week}` } : to}
              end
              className={({ isActive }) =>
                cx(
                  'flex min-h-12 flex-col items-center justify-center gap-0.5 rounded-control px-2 py-1.5 text-xs font-medium',
                  'sm:flex-row sm:gap-2 sm:text-sm',
                  'focus-visible:outline-2 focus-visible:outline-brand-500',
                  isActive
                    ? 'bg-white text-brand-800 shadow-sm'
                    : 'text-ink-700 hover:bg-white/60 hover:text-ink-950',
                )
              }
            >
              <Icon className="size-5 shrink-0 sm:size-4" aria-hidden="true" />
              <span className="max-w-full truncate">{t(`tabs.${key}`)}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
