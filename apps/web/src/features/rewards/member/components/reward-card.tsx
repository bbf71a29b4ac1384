import { ErrorCode, isolate, type MemberClaim, type MemberReward } from '@vitalia/contracts';
import { PackageX } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { Skeleton } from '../../../../components/ui/skeleton';
import { TextInLanguage } from '../../../../components/ui/text-in-language';
import { apiErrorOf, isCode } from '../../../../lib/api-client';
import { useErrorText } from '../../../../lib/form-errors';
import { useClaimReward } from '../api/claim-reward';
import { useRewardOutOfStock } from '../api/use-claims-changed';
import type { Announce } from './perks-format';
import { PromoCode } from './promo-code';

interface RewardCardProps {
  reward: MemberReward;
  /** The member's claim of this reward, once My rewards has loaded. */
  claim: MemberClaim | undefined;
  isClaimLoading: boolean;
  onAnnounce: Announce;
}

/** The code of a reward already held, or what stands between the member and it. */
function CardAction({ reward, claim, isClaimLoading, onAnnounce }: RewardCardProps) {
  const { t } = useTranslation('perks');
  const errorText = useErrorText();
  const claimReward = useClaimReward();
  const markOutOfStock = useRewardOutOfStock();
  const [errorCode, setErrorCode] = useState<string | null>(null);
  const codeRef = useRef<HTMLDivElement>(null);
  const hasJustClaimed = useRef(false);

  // The answer itself stands in while My rewards has not loaded (or could not).
  const held = claim ?? claimReward.data?.data;
  // The pressed button gives way to the code: focus follows, so a keyboard user lands on what they asked for.
  useEffect(() => {
    if (held && hasJustClaimed.current) {
      hasJustClaimed.current = false;
      codeRef.current?.focus();
    }
  }, [held]);

  if (held) return <PromoCode ref={codeRef} code={held.code} expiresAt={held.expiresAt} />;
  if (reward.claimId && isClaimLoading) return <Skeleton className="h-16" />;

  const isOutOfStock = !reward.claimId && (!reward.inStock || isCode(errorCode, ErrorCode.rewardOutOfStock));
  const isUnavailable = isCode(errorCode, ErrorCode.rewardUnavailable);

  function onClaim() {
    setErrorCode(null);
    hasJustClaimed.current = true;
    claimReward.mutate(
      { params: { rewardId: reward.id } },
      {
        onSuccess: () => {
          onAnnounce({
            tone: 'success',
            text: t('catalogue.claimed', { reward: isolate(reward.name.text) }),
            takesFocus: false,
          });
        },
        onError: (error) => {
          hasJustClaimed.current = false;
          const code = apiErrorOf(error).code;
          if (isCode(code, ErrorCode.rewardOutOfStock)) markOutOfStock(reward.id);
          setErrorCode(code);
        },
      },
    );
  }

  return (
    <div className="space-y-2">
      {isOutOfStock && (
        <p className="flex items-start gap-2 rounded-control bg-ink-50 p-3 text-sm text-ink-700">
          <PackageX className="mt-0.5 size-4 shrink-0 text-ink-500" aria-hidden="true" />
          <span>
            <span className="block font-medium text-ink-950">{t('catalogue.outOfStock')}</span>
            {t('catalogue.outOfStockHint')}
          </span>
        </p>
      )}
      <Button
        isFullWidth
        variant={isOutOfStock || isUnavailable ? 'secondary' : 'primary'}
        disabled={isOutOfStock || isUnavailable}
        isLoading={claimReward.isPending}
        onClick={onClaim}
      >
        {/* Held but not yet shown (My rewards failed to load): claiming again answers the same code. */}
        {reward.claimId ? t('catalogue.showCode') : t('catalogue.claim')}
      </Button>
      {errorCode && (
        // Out of stock already shows calmly above; the words are still announced.
        <p
          role="alert"
          className={isCode(errorCode, ErrorCode.rewardOutOfStock) ? 'sr-only' : 'text-sm text-danger-700'}
        >
          {errorText(errorCode)}
        </p>
      )}
    </div>
  );
}

export function RewardCard(props: RewardCardProps) {
  const { reward } = props;
  const { t } = useTranslation('perks');
  const headingId = useId();
  return (
    <article aria-labelledby={headingId} className="h-full">
      <Card className="flex h-full flex-col gap-4 sm:!p-6">
        <div className="flex-1">
          <div className="flex flex-wrap items-center gap-2 text-xs font-medium">
            <span className="rounded-full bg-brand-50 px-2.5 py-1 text-brand-800">
              {t(`categories.${reward.category}`)}
            </span>
            {reward.partner && (
              <span className="text-ink-500">
                <bdi>{reward.partner}</bdi>
              </span>
            )}
          </div>
          <h3 id={headingId} className="mt-2 text-lg font-semibold leading-snug text-ink-950">
            <TextInLanguage value={reward.name} />
          </h3>
          {reward.description.text && (
            <p className="mt-1 whitespace-pre-line text-sm leading-relaxed text-ink-700">
              <TextInLanguage value={reward.description} />
            </p>
          )}
        </div>
        <CardAction {...props} />
      </Card>
    </article>
  );
}
