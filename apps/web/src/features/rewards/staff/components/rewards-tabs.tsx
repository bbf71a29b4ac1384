import { paths } from '@vitalia/contracts';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { cx } from '../../../../components/ui/cx';

const tabs = [
  { to: paths.rewardsPromoCode(), key: 'promoCode' },
  { to: paths.rewardsWinner(), key: 'winner' },
  { to: paths.rewardsStatistics(), key: 'statistic' },
] as const;

/** Spec §2: the rewards area's three tabs. They are links, so each tab has its own address. */
export function RewardsTabs() {
  const { t } = useTranslation('app');
  return (
    <nav
      aria-label={t('rewards.title')}
      className="mb-6 flex gap-1 overflow-x-auto rounded-full bg-ink-100 p-1"
    >
      {tabs.map(({ to, key }) => (
        <NavLink
          key={to}
          to={to}
          className={({ isActive }) =>
            cx(
              'flex-1 whitespace-nowrap rounded-full px-4 py-2 text-center text-sm font-medium',
              isActive ? 'bg-white text-brand-800 shadow-sm' : 'text-ink-700 hover:text-ink-950',
            )
          }
        >
          {t(`rewards.tabs.${key}`)}
        </NavLink>
      ))}
    </nav>
  );
}
