import { ErrorCode, rewardCategories, type MemberClaim, type RewardCategory } from '@vitalia/contracts';
import { Gift } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { cx } from '../../../../components/ui/cx';
import { QueryLoadError } from '../../../../components/ui/load-error';
import { Skeleton } from '../../../../components/ui/skeleton';
import { apiErrorOf, isCode } from '../../../../lib/api-client';
import { useRewards } from '../api/get-rewards';
import type { Announce } from './perks-format';
import { RewardCard } from './reward-card';
import { RewardsUpgrade } from './rewards-upgrade';

const isCategory = (value: string | null): value is RewardCategory =>
  (rewardCategories as readonly (string | null)[]).includes(value);

/** The chosen category lives in the address, so Back and a shared link keep it. */
function useCategory() {
  const [searchParams, setSearchParams] = useSearchParams();
  const value = searchParams.get('category');
  const category = isCategory(value) ? value : null;
  function setCategory(next: RewardCategory | null) {
    setSearchParams(
      (params) => {
        if (next) params.set('category', next);
        else params.delete('category');
        return params;
      },
      { replace: true },
    );
  }
  return [category, setCategory] as const;
}

function CategoryChips({
  category,
  onChange,
}: {
  category: RewardCategory | null;
  onChange: (category: RewardCategory | null) => void;
}) {
  const { t } = useTranslation('perks');
  const chips = [null, ...rewardCategories] as const;
  return (
    <div
      role="group"
      aria-label={t('catalogue.filterLabel')}
      className="-mx-1 mb-4 flex gap-2 overflow-x-auto p-1"
    >
      {chips.map((chip) => {
        const isActive = chip === category;
        return (
          <button
            key={chip ?? 'all'}
            type="button"
            aria-pressed={isActive}
            onClick={() => onChange(chip)}
            className={cx(
              'min-h-10 shrink-0 rounded-full px-4 text-sm font-medium transition-colors',
              isActive
                ? 'bg-brand-700 text-white shadow-sm'
                : 'bg-white text-ink-700 ring-1 ring-inset ring-ink-200 hover:bg-ink-50',
            )}
          >
            {t(`categories.${chip ?? 'all'}`)}
          </button>
        );
      })}
    </div>
  );
}

function CatalogueSkeleton() {
  const { t } = useTranslation();
  return (
    <>
      <span className="sr-only" role="status">
        {t('common:loading')}
      </span>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" role="presentation">
        {[0, 1, 2].map((index) => (
          <div
            key={index}
            className="space-y-3 rounded-card bg-white p-5 shadow-card ring-1 ring-ink-100 sm:p-6"
          >
            <Skeleton className="h-5 w-24 rounded-full" />
            <Skeleton className="h-6 w-2/3" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-4/5" />
            <Skeleton className="mt-2 h-11 w-full" />
          </div>
        ))}
      </div>
    </>
  );
}

/**
 * The rewards a Premium member can claim, by category. Only mounted for Premium members; should the API refuse all
 * the same (4003: Premium lapsed since the profile was read), the invitation takes the list's place.
 */
export function RewardCatalogue({
  claims,
  isClaimsLoading,
  onAnnounce,
}: {
  claims: readonly MemberClaim[] | undefined;
  isClaimsLoading: boolean;
  onAnnounce: Announce;
}) {
  const { t } = useTranslation('perks');
  const [category, setCategory] = useCategory();
  const rewards = useRewards(category, { isEnabled: true });
  if (rewards.isError && isCode(apiErrorOf(rewards.error).code, ErrorCode.accessDenied))
    return <RewardsUpgrade />;

  function body() {
    if (rewards.isPending) return <CatalogueSkeleton />;
    if (rewards.isError) {
      return (
        <QueryLoadError
          query={rewards}
          message={t('catalogue.loadFailed')}
          className="rounded-card bg-white shadow-card ring-1 ring-ink-100"
        />
      );
    }
    if (rewards.data.length === 0) {
      return (
        <div className="flex flex-col items-center gap-3 rounded-card bg-white px-5 py-8 text-center shadow-card ring-1 ring-ink-100">
          <span className="grid size-12 place-items-center rounded-full bg-ink-100 text-ink-500">
            <Gift className="size-6" aria-hidden="true" />
          </span>
          <p className="font-semibold text-ink-950">
            {category ? t('catalogue.emptyCategory') : t('catalogue.empty')}
          </p>
          <p className="max-w-sm text-sm text-ink-500">
            {category ? t('catalogue.emptyCategoryHint') : t('catalogue.emptyHint')}
          </p>
          {category && (
            <Button variant="secondary" onClick={() => setCategory(null)}>
              {t('catalogue.showAll')}
            </Button>
          )}
        </div>
      );
    }
    return (
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {rewards.data.map((reward) => (
          <li key={reward.id}>
            <RewardCard
              reward={reward}
              claim={reward.claimId ? claims?.find((claim) => claim.id === reward.claimId) : undefined}
              isClaimLoading={isClaimsLoading}
              onAnnounce={onAnnounce}
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <>
      <CategoryChips category={category} onChange={setCategory} />
      {body()}
    </>
  );
}
