import { rewardCategories, type AdminReward, type RewardCategory } from '@vitalia/contracts';
import { Gift, Pencil, Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { cx } from '../../../../components/ui/cx';
import { CategoryBadge, useRewardFormat } from './reward-format';

function ActiveSwitch({
  reward,
  isBusy,
  onToggle,
}: {
  reward: AdminReward;
  isBusy: boolean;
  onToggle: (reward: AdminReward) => void;
}) {
  const { t } = useTranslation('rewards');
  return (
    <span className="inline-flex items-center gap-2">
      <span aria-hidden="true" className="text-sm text-ink-700">
        {reward.isActive ? t('catalogue.active') : t('catalogue.inactive')}
      </span>
      <button
        type="button"
        role="switch"
        aria-checked={reward.isActive}
        aria-label={t('catalogue.availability', { reward: reward.name })}
        aria-busy={isBusy || undefined}
        disabled={isBusy}
        onClick={() => onToggle(reward)}
        className={cx(
          'relative inline-flex h-7 w-12 shrink-0 items-center rounded-full p-0.5 transition-colors disabled:opacity-60',
          reward.isActive ? 'bg-brand-700' : 'bg-ink-300',
        )}
      >
        <span
          aria-hidden="true"
          className={cx(
            'size-6 rounded-full bg-white shadow-sm transition-transform',
            reward.isActive && 'translate-x-5 rtl:-translate-x-5',
          )}
        />
      </button>
    </span>
  );
}

/** All, or one category (D7): a row of choices, each with how many rewards it holds. */
function CategoryFilter({
  rewards,
  value,
  onChange,
}: {
  rewards: AdminReward[];
  value: RewardCategory | 'all';
  onChange: (value: RewardCategory | 'all') => void;
}) {
  const { t } = useTranslation('rewards');
  const format = useRewardFormat();
  const name = useId();
  const options = [
    { value: 'all' as const, label: t('catalogue.all'), count: rewards.length },
    ...rewardCategories.map((category) => ({
      value: category,
      label: t(`category.${category}`),
      count: rewards.filter((reward) => reward.category === category).length,
    })),
  ];
  return (
    <fieldset className="mb-4">
      <legend className="sr-only">{t('catalogue.filter')}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            className={cx(
              'inline-flex min-h-10 cursor-pointer items-center gap-1.5 rounded-full px-3.5 text-sm font-medium ring-1 ring-inset ring-ink-200 text-ink-700 hover:bg-ink-50',
              'has-[:checked]:bg-brand-700 has-[:checked]:text-white has-[:checked]:ring-brand-700',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="sr-only"
            />
            {option.label} <span className="tabular-nums opacity-80">{format.count(option.count)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** D7 catalogue: every reward, active or not, with its partner, threshold and availability to members. */
export function RewardsCatalogue({
  rewards,
  busyRewardId,
  onCreate,
  onEdit,
  onToggle,
}: {
  rewards: AdminReward[];
  busyRewardId: string | null;
  onCreate: () => void;
  onEdit: (reward: AdminReward) => void;
  onToggle: (reward: AdminReward) => void;
}) {
  const { t } = useTranslation('rewards');
  const format = useRewardFormat();
  const [category, setCategory] = useState<RewardCategory | 'all'>('all');

  if (rewards.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 py-8 text-center">
        <span className="grid size-12 place-items-center rounded-full bg-ink-100 text-ink-500">
          <Gift className="size-6" aria-hidden="true" />
        </span>
        <p className="font-semibold text-ink-950">{t('catalogue.empty')}</p>
        <p className="max-w-sm text-sm text-ink-500">{t('catalogue.emptyHint')}</p>
        <Button onClick={onCreate}>
          <Plus className="size-4" aria-hidden="true" />
          {t('catalogue.createFirst')}
        </Button>
      </div>
    );
  }

  const shown = rewards
    .filter((reward) => category === 'all' || reward.category === category)
    .sort((a, b) => a.name.localeCompare(b.name));
  return (
    <>
      <CategoryFilter rewards={rewards} value={category} onChange={setCategory} />
      {shown.length === 0 ? (
        <p className="py-6 text-center text-sm text-ink-500">{t('catalogue.noneInCategory')}</p>
      ) : (
        <ul className="divide-y divide-ink-100">
          {shown.map((reward) => (
            <li
              key={reward.id}
              className="grid gap-3 py-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center sm:gap-6"
            >
              <div className="min-w-0">
                <p className="flex flex-wrap items-center gap-2">
                  <span
                    className={cx(
                      'font-semibold break-words',
                      reward.isActive ? 'text-ink-950' : 'text-ink-500',
                    )}
                  >
                    <bdi>{reward.name}</bdi>
                  </span>
                  <CategoryBadge category={reward.category} />
                </p>
                {reward.partner && (
                  <p className="mt-0.5 text-sm text-ink-700">
                    <bdi>{reward.partner}</bdi>
                  </p>
                )}
                {reward.description && (
                  <p className="mt-1 line-clamp-2 text-sm break-words text-ink-500">
                    <bdi>{reward.description}</bdi>
                  </p>
                )}
                <p className="mt-1 text-xs text-ink-500">
                  {t('catalogue.stockLine', {
                    available: format.count(reward.stock.available),
                    threshold: format.count(reward.lowStockThreshold),
                  })}
                </p>
              </div>
              <div className="flex items-center justify-between gap-3 sm:justify-end">
                <ActiveSwitch reward={reward} isBusy={busyRewardId === reward.id} onToggle={onToggle} />
                <button
                  type="button"
                  onClick={() => onEdit(reward)}
                  aria-label={t('catalogue.editReward', { reward: reward.name })}
                  className="inline-flex min-h-11 items-center gap-1.5 rounded-control px-3 font-semibold text-brand-700 hover:bg-brand-50"
                >
                  <Pencil className="size-4" aria-hidden="true" />
                  {t('catalogue.edit')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
