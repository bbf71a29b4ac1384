import { useTranslation } from 'react-i18next';
import { ScreenUpgradeInvitation } from '../../../../components/ui/upgrade-invitation';
import { useShoppingList } from '../../api/shopping-list';
import { isAccessDenied, useIsPremium } from '../../hooks/use-coach-access';
import { useWeekChoice } from '../../hooks/use-week-choice';
import { weekStartOf } from '../../week';
import { CoachFrame } from '../coach-frame';
import { PlanGate } from '../plan-blocked';
import { WeekSwitcher } from '../week-switcher';
import { ShoppingListView } from './shopping-list-view';
import { ShoppingSkeleton } from './shopping-skeleton';

/**
 * `/app/coach/shopping`: everything the week's meals need, each food once, weighed as bought and grouped by aisle,
 * with ticks kept on the phone while the member shops. Premium only, like the rest of the coach; before the coach
 * can plan, the API answers what it still needs instead of a list.
 */
export function ShoppingScreen() {
  const { t } = useTranslation('coach');
  const isPremium = useIsPremium();
  const { today, choice, weekStart, choose } = useWeekChoice();
  const list = useShoppingList(weekStart, { isEnabled: isPremium });

  if (!isPremium || isAccessDenied(list)) return <ScreenUpgradeInvitation namespace="coach" />;

  return (
    <CoachFrame>
      <WeekSwitcher choice={choice} weekStart={weekStart} onChoose={choose} />
      <PlanGate
        plan={list}
        skeleton={<ShoppingSkeleton />}
        loadFailed={t('shopping.loadFailed')}
        onShowThisWeek={() => choose('this')}
      >
        {(data) => (
          // Keyed by week: each week's ticks are read from the phone afresh.
          <ShoppingListView key={data.weekStart} list={data} oldestWeek={weekStartOf('last', today)} />
        )}
      </PlanGate>
    </CoachFrame>
  );
}
