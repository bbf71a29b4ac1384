import type { Plan } from '@vitalia/contracts';
import { ArrowDown, ArrowUp, Pencil } from 'lucide-react';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../../components/ui/cx';
import { formatMoney } from '../../../../lib/format';
import { currentLanguage } from '../../../../lib/i18n';
import { planLabel } from './plan-text';

type Direction = 'up' | 'down';

const iconButton =
  'grid size-11 place-items-center rounded-control text-ink-700 hover:bg-ink-100 hover:text-ink-950 disabled:cursor-not-allowed disabled:opacity-30 disabled:hover:bg-transparent';

function ActiveSwitch({
  plan,
  isBusy,
  onToggle,
}: {
  plan: Plan;
  isBusy: boolean;
  onToggle: (plan: Plan) => void;
}) {
  const { t } = useTranslation('billing');
  return (
    <span className="inline-flex items-center gap-2">
      <button
        type="button"
        role="switch"
        aria-checked={plan.isActive}
        aria-label={t('admin.table.availability', { plan: planLabel(t, plan) })}
        aria-busy={isBusy || undefined}
        disabled={isBusy}
        onClick={() => onToggle(plan)}
        className={cx(
          'relative inline-flex h-7 w-12 shrink-0 items-center rounded-full p-0.5 transition-colors disabled:opacity-60',
          plan.isActive ? 'bg-brand-700' : 'bg-ink-300',
        )}
      >
        <span
          aria-hidden="true"
          className={cx(
            'size-6 rounded-full bg-white shadow-sm transition-transform',
            plan.isActive && 'translate-x-5 rtl:-translate-x-5',
          )}
        />
      </button>
      <span aria-hidden="true" className="hidden text-sm text-ink-700 md:inline">
        {plan.isActive ? t('admin.table.on') : t('admin.table.off')}
      </span>
    </span>
  );
}

/**
 * Every plan, in the order members see them: move up or down, make available or not, edit. After a move, focus
 * stays on the moved plan's button (or its other arrow, once it reaches an end), so a keyboard can keep moving it.
 */
export function PlansTable({
  plans,
  busyPlanId,
  isReordering,
  onMove,
  onToggle,
  onEdit,
}: {
  plans: Plan[];
  busyPlanId: string | null;
  isReordering: boolean;
  onMove: (plan: Plan, direction: Direction) => Promise<boolean>;
  onToggle: (plan: Plan) => void;
  onEdit: (plan: Plan) => void;
}) {
  const { t } = useTranslation('billing');
  const language = currentLanguage();
  const tableRef = useRef<HTMLTableElement>(null);
  const pendingFocus = useRef<{ id: string; direction: Direction } | null>(null);

  const focusMoved = useCallback(() => {
    const moved = pendingFocus.current;
    if (!moved) return;
    const find = (direction: Direction) =>
      tableRef.current?.querySelector<HTMLButtonElement>(`[data-move="${moved.id}:${direction}"]`);
    const same = find(moved.direction);
    const other = find(moved.direction === 'up' ? 'down' : 'up');
    (same && !same.disabled ? same : other)?.focus();
  }, []);

  // Once the new order is on screen (the row's button may have been moved, which drops focus).
  useEffect(() => {
    if (isReordering || !pendingFocus.current) return;
    focusMoved();
    pendingFocus.current = null;
  }, [plans, isReordering, focusMoved]);

  async function move(plan: Plan, direction: Direction) {
    if (!(await onMove(plan, direction))) return;
    pendingFocus.current = { id: plan.id, direction };
    // The new order may already be on screen, in which case the effect above has nothing left to wait for.
    requestAnimationFrame(() => {
      focusMoved();
      pendingFocus.current = null;
    });
  }

  return (
    <div className="relative -mx-5 overflow-x-auto sm:mx-0">
      <table ref={tableRef} className="w-full min-w-[20rem] text-sm">
        <caption className="sr-only">{t('admin.table.caption')}</caption>
        <thead>
          <tr className="border-b border-ink-100 text-start text-xs font-medium text-ink-500">
            <th scope="col" className="w-24 py-2 ps-5 text-start font-medium sm:ps-0">
              {t('admin.table.order')}
            </th>
            <th scope="col" className="py-2 pe-3 text-start font-medium">
              {t('admin.table.name')}
            </th>
            <th scope="col" className="hidden py-2 pe-3 text-start font-medium sm:table-cell">
              {t('admin.table.tier')}
            </th>
            <th scope="col" className="hidden py-2 pe-3 text-start font-medium sm:table-cell">
              {t('admin.table.interval')}
            </th>
            <th scope="col" className="py-2 pe-3 text-end font-medium">
              {t('admin.table.price')}
            </th>
            <th scope="col" className="py-2 pe-3 text-start font-medium">
              {t('admin.table.active')}
            </th>
            <th scope="col" className="py-2 pe-5 text-end font-medium sm:pe-0">
              <span className="sr-only">{t('admin.table.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-100">
          {plans.map((plan, index) => {
            const label = planLabel(t, plan);
            // A Free plan is never billed: it has no billing period to show.
            const isFree = plan.tier === 'free';
            return (
              <tr key={plan.id} className={cx(!plan.isActive && 'text-ink-500')}>
                <td className="py-2 ps-5 sm:ps-0">
                  <span className="flex">
                    <button
                      type="button"
                      data-move={`${plan.id}:up`}
                      aria-label={t('admin.table.moveUp', { plan: label })}
                      disabled={index === 0 || isReordering}
                      onClick={() => void move(plan, 'up')}
                      className={iconButton}
                    >
                      <ArrowUp className="size-4" aria-hidden="true" />
                    </button>
                    <button
                      type="button"
                      data-move={`${plan.id}:down`}
                      aria-label={t('admin.table.moveDown', { plan: label })}
                      disabled={index === plans.length - 1 || isReordering}
                      onClick={() => void move(plan, 'down')}
                      className={iconButton}
                    >
                      <ArrowDown className="size-4" aria-hidden="true" />
                    </button>
                  </span>
                </td>
                <th scope="row" className="py-2 pe-3 text-start font-normal">
                  <span
                    className={cx('block font-semibold', plan.isActive ? 'text-ink-950' : 'text-ink-700')}
                  >
                    {plan.name}
                  </span>
                  <span className="block text-xs text-ink-500 sm:hidden">
                    {isFree ? t('tier.free') : `${t(`tier.${plan.tier}`)} · ${t(`interval.${plan.type}`)}`}
                  </span>
                </th>
                <td className="hidden py-2 pe-3 sm:table-cell">{t(`tier.${plan.tier}`)}</td>
                <td className="hidden py-2 pe-3 sm:table-cell">
                  {isFree ? (
                    <>
                      <span aria-hidden="true">—</span>
                      <span className="sr-only">{t('interval.none')}</span>
                    </>
                  ) : (
                    t(`interval.${plan.type}`)
                  )}
                </td>
                <td className="whitespace-nowrap py-2 pe-3 text-end font-medium tabular-nums">
                  <bdi>{formatMoney(plan.priceCents, plan.currency, language)}</bdi>
                </td>
                <td className="py-2 pe-3">
                  <ActiveSwitch plan={plan} isBusy={busyPlanId === plan.id} onToggle={onToggle} />
                </td>
                <td className="py-2 pe-5 text-end sm:pe-0">
                  <button
                    type="button"
                    onClick={() => onEdit(plan)}
                    aria-label={t('admin.table.editPlan', { plan: label })}
                    className="inline-flex min-h-11 items-center gap-1.5 rounded-control px-3 font-semibold text-brand-700 hover:bg-brand-50"
                  >
                    <Pencil className="size-4" aria-hidden="true" />
                    <span className="max-sm:sr-only">{t('admin.table.edit')}</span>
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
