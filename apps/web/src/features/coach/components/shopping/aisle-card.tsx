import type { ShopAisle, ShoppingList } from '@vitalia/contracts';
import { Beef, Carrot, Croissant, Milk, Package, Snowflake, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../../components/ui/card';
import { cx } from '../../../../components/ui/cx';
import { useCoachNumbers } from '../coach-numbers';

const aisleIcons: Record<ShopAisle, LucideIcon> = {
  produce: Carrot,
  bakery: Croissant,
  'dairy-eggs': Milk,
  'meat-fish': Beef,
  pantry: Package,
  frozen: Snowflake,
};

type Aisle = ShoppingList['aisles'][number];

/** One aisle's foods, each a checkbox the whole row wide (a thumb in a shop), its amount at the end. */
export function AisleCard({
  aisle,
  ticked,
  onToggle,
}: {
  aisle: Aisle;
  ticked: ReadonlySet<string>;
  onToggle: (foodId: string) => void;
}) {
  const { t } = useTranslation('coach');
  const numbers = useCoachNumbers();
  const headingId = useId();
  const Icon = aisleIcons[aisle.aisle];
  return (
    <Card className="!p-4 sm:!p-5">
      <section aria-labelledby={headingId}>
        <div className="mb-2 flex items-center gap-3">
          <span className="grid size-9 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700">
            <Icon className="size-5" aria-hidden="true" />
          </span>
          <h2 id={headingId} className="font-semibold text-ink-950">
            {t(`shopping.aisles.${aisle.aisle}`)}
          </h2>
        </div>
        <ul className="divide-y divide-ink-100">
          {aisle.items.map((item) => {
            const isTicked = ticked.has(item.foodId);
            return (
              <li key={item.foodId}>
                <label className="flex min-h-12 cursor-pointer items-center gap-3 py-2">
                  <input
                    type="checkbox"
                    checked={isTicked}
                    onChange={() => onToggle(item.foodId)}
                    className="size-5 shrink-0 accent-brand-700"
                  />
                  <span
                    className={cx('min-w-0 flex-1', isTicked ? 'text-ink-500 line-through' : 'text-ink-950')}
                  >
                    {item.name}
                  </span>{' '}
                  {/* The space is not drawn between flex items; it keeps the name and amount apart when read. */}
                  <span
                    className={cx(
                      'shrink-0 whitespace-nowrap text-sm tabular-nums',
                      isTicked ? 'text-ink-500' : 'text-ink-700',
                    )}
                  >
                    {numbers.mass(item.grams)}
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      </section>
    </Card>
  );
}
