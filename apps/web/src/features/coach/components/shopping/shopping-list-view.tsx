import { shopAisles, type ShoppingList } from '@vitalia/contracts';
import { ListRestart, ShoppingBasket } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { EmptyState } from '../../../../components/ui/empty-state';
import { useShoppingTicks } from '../../hooks/use-shopping-ticks';
import { addDays } from '../../week';
import { useCoachDates } from '../coach-dates';
import { useCoachNumbers } from '../coach-numbers';
import { AisleCard } from './aisle-card';
import { ShareListButton } from './share-list-button';

/** The aisles in the order of a walk through a shop (the contract's), whatever order they come in; empty ones go. */
const inShopOrder = (list: ShoppingList) =>
  [...list.aisles]
    .filter((aisle) => aisle.items.length > 0)
    .sort((one, other) => shopAisles.indexOf(one.aisle) - shopAisles.indexOf(other.aisle));

/** The week's shopping: how far along the member is, the share, then each aisle with its ticks. */
export function ShoppingListView({ list, oldestWeek }: { list: ShoppingList; oldestWeek: string }) {
  const { t } = useTranslation('coach');
  const numbers = useCoachNumbers();
  const dates = useCoachDates();
  const { ticked, toggle, clear } = useShoppingTicks(list.weekStart, oldestWeek);
  const aisles = inShopOrder(list);
  const items = aisles.flatMap((aisle) => aisle.items);
  // Ticks of foods a swap took off the list are kept, but not counted.
  const done = items.filter((item) => ticked.has(item.foodId)).length;

  if (items.length === 0) {
    return <EmptyState icon={ShoppingBasket} title={t('shopping.empty')} />;
  }

  const title = t('shopping.share.title', {
    range: dates.range(list.weekStart, addDays(list.weekStart, 6)),
  });
  /** Plain text any app takes: the title, then each aisle and its foods, the ones already bought marked. */
  const text = () =>
    [
      title,
      ...aisles.map((aisle) =>
        [
          '',
          t(`shopping.aisles.${aisle.aisle}`),
          ...aisle.items.map(
            (item) => `${ticked.has(item.foodId) ? '✓' : '•'} ${item.name}: ${numbers.mass(item.grams)}`,
          ),
        ].join('\n'),
      ),
    ].join('\n');

  return (
    <div className="space-y-4">
      <Card className="flex flex-wrap items-start justify-between gap-3 !p-4 sm:!p-5">
        <div className="min-w-0 space-y-1">
          <p className="font-semibold text-ink-950">
            {t('shopping.progress', { done: numbers.number(done), total: numbers.number(items.length) })}
          </p>
          <p className="text-sm text-ink-500">{t('shopping.kept')}</p>
          {done > 0 && (
            <Button variant="ghost" className="-ms-3" onClick={clear}>
              <ListRestart className="size-4" aria-hidden="true" />
              {t('shopping.untickAll')}
            </Button>
          )}
        </div>
        <ShareListButton title={title} text={text} />
      </Card>
      {aisles.map((aisle) => (
        <AisleCard key={aisle.aisle} aisle={aisle} ticked={ticked} onToggle={toggle} />
      ))}
    </div>
  );
}
