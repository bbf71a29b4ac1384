import type { Plan } from '@vitalia/contracts';
import { PackageOpen, Plus } from 'lucide-react';
import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAlert } from '../../../../lib/alert-store';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { NoticeBanner, nextNotice, type Notice } from '../../../../components/ui/notice-banner';
import { ScreenHeader } from '../../../../components/ui/screen-header';
import { SkeletonRows } from '../../../../components/ui/skeleton';
import { apiErrorOf } from '../../../../lib/api-client';
import { useErrorText } from '../../../../lib/form-errors';
import { useAdminPlans } from '../api/get-admin-plans';
import { useReorderPlans } from '../api/reorder-plans';
import { useUpdatePlan } from '../api/update-plan';
import { QueryLoadError } from '../../../../components/ui/load-error';
import { PlanFormDialog, type PlanDialogTarget } from './plan-form-dialog';
import { planLabel } from './plan-text';
import { PlansTable } from './plans-table';
import { SubscriptionStats } from './subscription-stats';

function TableSkeleton() {
  const { t } = useTranslation('billing');
  return (
    <SkeletonRows
      label={t('loading')}
      rows={3}
      cells={['h-9 w-20', 'h-5 flex-1', 'h-5 w-16', 'h-7 w-12 rounded-full']}
    />
  );
}

/** `/app/admin/plans` (admin and karim): the plans members can buy, and how subscriptions are going. */
export function PlansAdmin() {
  const { t } = useTranslation('billing');
  const errorText = useErrorText();
  const headingId = useId();
  const plans = useAdminPlans();
  const update = useUpdatePlan();
  const reorder = useReorderPlans();
  const [dialog, setDialog] = useState<PlanDialogTarget | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busyPlanId, setBusyPlanId] = useState<string | null>(null);
  const announce = useCallback(
    (next: Omit<Notice, 'id'>) => setNotice((previous) => nextNotice(previous, next)),
    [],
  );
  const failed = (error: unknown) =>
    announce({ tone: 'error', text: errorText(apiErrorOf(error).code) ?? '' });

  async function onToggle(plan: Plan) {
    const label = planLabel(t, plan);
    if (plan.isActive) {
      const isConfirmed = await confirmAlert({
        title: t('admin.deactivate.title', { plan: label }),
        message: t('admin.deactivate.message'),
        confirmText: t('admin.deactivate.confirm'),
      });
      if (!isConfirmed) return;
    }
    setBusyPlanId(plan.id);
    try {
      const { data: updated } = await update.mutateAsync({
        params: { planId: plan.id },
        body: { isActive: !plan.isActive },
      });
      announce({
        tone: 'success',
        text: updated.isActive
          ? t('admin.activated', { plan: label })
          : t('admin.deactivated', { plan: label }),
      });
    } catch (error) {
      failed(error);
    } finally {
      setBusyPlanId(null);
    }
  }

  async function onMove(plan: Plan, direction: 'up' | 'down'): Promise<boolean> {
    const ids = (plans.data ?? []).map((candidate) => candidate.id);
    const from = ids.indexOf(plan.id);
    const to = direction === 'up' ? from - 1 : from + 1;
    if (from < 0 || to < 0 || to >= ids.length) return false;
    [ids[from], ids[to]] = [ids[to]!, ids[from]!];
    try {
      await reorder.mutateAsync({ body: { planIds: ids } });
      // The row's new place is the answer; the words are for screen readers, which do not see it move.
      announce({
        tone: 'success',
        text: t('admin.moved', { plan: planLabel(t, plan), position: to + 1, total: ids.length }),
        takesFocus: false,
      });
      return true;
    } catch (error) {
      failed(error);
      return false;
    }
  }

  function onSaved(plan: Plan, kind: PlanDialogTarget['kind']) {
    setDialog(null);
    const label = planLabel(t, plan);
    announce({
      tone: 'success',
      text: kind === 'create' ? t('admin.created', { plan: label }) : t('admin.saved', { plan: label }),
    });
  }

  function table() {
    if (plans.isPending) return <TableSkeleton />;
    if (plans.isError) {
      return <QueryLoadError query={plans} message={t('admin.loadFailed')} />;
    }
    if (plans.data.length === 0) {
      return (
        <div className="flex flex-col items-center gap-3 py-8 text-center">
          <span className="grid size-12 place-items-center rounded-full bg-ink-100 text-ink-500">
            <PackageOpen className="size-6" aria-hidden="true" />
          </span>
          <p className="font-semibold text-ink-950">{t('admin.empty')}</p>
          <p className="max-w-sm text-sm text-ink-500">{t('admin.emptyHint')}</p>
          <Button onClick={() => setDialog({ kind: 'create' })}>
            <Plus className="size-4" aria-hidden="true" />
            {t('admin.newPlan')}
          </Button>
        </div>
      );
    }
    return (
      <PlansTable
        plans={plans.data}
        busyPlanId={busyPlanId}
        isReordering={reorder.isPending}
        onMove={onMove}
        onToggle={(plan) => void onToggle(plan)}
        onEdit={(plan) => setDialog({ kind: 'edit', plan })}
      />
    );
  }

  return (
    <div>
      <ScreenHeader
        title={t('admin.title')}
        description={t('admin.description')}
        actions={
          <Button onClick={() => setDialog({ kind: 'create' })}>
            <Plus className="size-4" aria-hidden="true" />
            {t('admin.newPlan')}
          </Button>
        }
      />
      <NoticeBanner
        notice={notice}
        dismissLabel={t('notice.dismiss')}
        onDismiss={() => setNotice(null)}
        className="mb-4 sm:mb-6"
      />
      <Card className="mb-4 !p-5 sm:mb-6 sm:!p-6">
        <section aria-labelledby={headingId}>
          <h2 id={headingId} className="font-semibold text-ink-950">
            {t('admin.table.title')}
          </h2>
          <p className="mb-4 text-sm text-ink-500">{t('admin.table.description')}</p>
          {table()}
        </section>
      </Card>
      <SubscriptionStats />
      <PlanFormDialog target={dialog} onClose={() => setDialog(null)} onSaved={onSaved} />
    </div>
  );
}
