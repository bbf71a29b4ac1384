import { drawEntryRules, type MemberDraw } from '@vitalia/contracts';
import { ChevronDown, CircleCheck, CircleX, ShieldAlert, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { cx } from '../../../../components/ui/cx';
import { ApiError } from '../../../../lib/api-client';
import { useErrorText } from '../../../../lib/form-errors';
import { useCheckDraw } from '../api/check-draw';
import type { DrawCheck } from '../verify-draw';
import { countText } from './perks-format';

/** A hash or seed: left to right in every language, in full, wrapped anywhere rather than pushing the page sideways. */
function ProofValue({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-xs font-medium text-ink-500">{label}</dt>
      <dd dir="ltr" className="mt-0.5 break-all font-mono text-xs leading-relaxed text-ink-900">
        {value}
      </dd>
    </div>
  );
}

function CheckLine({ isPassed, label }: { isPassed: boolean; label: string }) {
  const { t } = useTranslation('perks');
  const Icon = isPassed ? CircleCheck : CircleX;
  return (
    <li className="flex items-start gap-2">
      <Icon
        className={cx('mt-0.5 size-4 shrink-0', isPassed ? 'text-success-600' : 'text-danger-600')}
        aria-hidden="true"
      />
      <span>
        {label}
        <span className="sr-only"> — {isPassed ? t('draws.proof.passed') : t('draws.proof.failed')}</span>
      </span>
    </li>
  );
}

function CheckResult({ check }: { check: DrawCheck }) {
  const { t } = useTranslation('perks');
  const Icon = check.isVerified ? ShieldCheck : ShieldAlert;
  return (
    <div
      className={cx(
        'rounded-control p-4 ring-1 ring-inset',
        check.isVerified ? 'bg-success-50 ring-success-600/30' : 'bg-danger-50 ring-danger-600/30',
      )}
    >
      <p
        className={cx(
          'flex items-center gap-2 font-semibold',
          check.isVerified ? 'text-brand-900' : 'text-danger-700',
        )}
      >
        <Icon className="size-5 shrink-0" aria-hidden="true" />
        {check.isVerified ? t('draws.proof.verified') : t('draws.proof.mismatch')}
      </p>
      <p className="mt-1 text-sm text-ink-700">
        {check.isVerified ? t('draws.proof.verifiedHint') : t('draws.proof.mismatchHint')}
      </p>
      <ul className="mt-3 space-y-1.5 text-sm text-ink-900">
        <CheckLine isPassed={check.commitmentMatches} label={t('draws.proof.checks.commitment')} />
        <CheckLine isPassed={check.entrantListMatches} label={t('draws.proof.checks.entrants')} />
        <CheckLine isPassed={check.winnersMatch} label={t('draws.proof.checks.winners')} />
        {check.isMyTicketListed !== null && (
          <CheckLine
            isPassed={check.isMyTicketListed}
            label={
              check.method === 'weighted' && check.myListedEntries !== null
                ? t('draws.proof.checks.myEntries', { entries: countText(check.myListedEntries) })
                : t('draws.proof.checks.myTicket')
            }
          />
        )}
      </ul>
    </div>
  );
}

/**
 * D7's published proof. Before the draw only the commitment exists; after it the seed and the entrant list hash are
 * out, and the member's browser can fetch the tickets (and their entries) and recompute the winners itself
 * (verify-draw.ts). A weighted draw (issue 17) also says how entries are counted and weigh on the chances.
 */
export function DrawProof({ draw }: { draw: MemberDraw }) {
  const { t } = useTranslation('perks');
  const errorText = useErrorText();
  const check = useCheckDraw();
  const isDrawn = draw.status === 'drawn';

  // Anything but an API answer is a browser without Web Crypto (an insecure page, an old browser).
  const failure = check.error
    ? check.error instanceof ApiError
      ? errorText(check.error.code)
      : t('draws.proof.unsupported')
    : null;

  return (
    <details className="group rounded-control ring-1 ring-inset ring-ink-100 [&_summary::-webkit-details-marker]:hidden">
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 rounded-control px-4 text-sm font-semibold text-brand-800 hover:bg-ink-50">
        {isDrawn ? t('draws.proof.check') : t('draws.proof.howFair')}
        <ChevronDown
          className="size-4 shrink-0 transition-transform group-open:rotate-180"
          aria-hidden="true"
        />
      </summary>
      <div className="space-y-4 px-4 pb-4 pt-1">
        <p className="text-sm leading-relaxed text-ink-700">
          {!isDrawn
            ? t('draws.proof.explainOpen')
            : draw.method === 'weighted'
              ? t('draws.proof.explainDrawnWeighted')
              : t('draws.proof.explainDrawn')}
        </p>
        <p className="text-sm leading-relaxed text-ink-700">
          {draw.method === 'weighted'
            ? t('draws.proof.weights', {
                points: countText(drawEntryRules.pointsPerEntry),
                max: countText(drawEntryRules.maxEarned),
              })
            : t('draws.proof.singleEntry')}
        </p>
        <dl className="space-y-2.5">
          <ProofValue label={t('draws.proof.commitment')} value={draw.commitment} />
          {draw.seed && <ProofValue label={t('draws.proof.seed')} value={draw.seed} />}
          {draw.entrantListHash && (
            <ProofValue label={t('draws.proof.entrantListHash')} value={draw.entrantListHash} />
          )}
        </dl>
        {isDrawn && (
          <>
            <Button variant="secondary" isLoading={check.isPending} onClick={() => check.mutate(draw)}>
              <ShieldCheck className="size-4" aria-hidden="true" />
              {t('draws.proof.verify')}
            </Button>
            <div role="status" aria-live="polite">
              {check.data && <CheckResult check={check.data} />}
              {failure && <p className="text-sm text-danger-700">{failure}</p>}
            </div>
          </>
        )}
      </div>
    </details>
  );
}
