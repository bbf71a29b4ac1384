import { isolate, type AdminReward, type Reward } from '@vitalia/contracts';
import { Plus } from 'lucide-react';
import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { confirmAlert } from '../../../../lib/alert-store';
import { Button } from '../../../../components/ui/button';
import { QueryLoadError } from '../../../../components/ui/load-error';
import { NoticeBanner, nextNotice, type Notice } from '../../../../components/ui/notice-banner';
import { Skeleton, SkeletonRows } from '../../../../components/ui/skeleton';
import { apiErrorOf } from '../../../../lib/api-client';
import { useErrorText } from '../../../../lib/form-errors';
import { useAdminRewards } from '../api/get-admin-rewards';
import { useRewardStock } from '../api/get-reward-stock';
import { useUpdateReward } from '../api/update-reward';
import { ImportReport } from './import-report';
import { PromoCodeList } from './promo-code-list';
import { PromoImportForm, type ImportedFile } from './promo-import-form';
import { RewardFormDialog, type RewardDialogTarget } from './reward-form-dialog';
import { RewardsCatalogue } from './rewards-catalogue';
import { Section } from './section';
import { StockTable } from './stock-table';

/** The stock and the catalogue while they load. */
function RowsSkeleton() {
  const { t } = useTranslation('rewards');
  return (
    <SkeletonRows label={t('loading')} rows={3} cells={['h-5 flex-1', 'h-5 w-12', 'h-5 w-12', 'h-9 w-24']} />
  );
}

function FormSkeleton() {
  return (
    <div className="space-y-4" aria-hidden="true">
      <div className="grid gap-4 sm:grid-cols-2">
        <Skeleton className="h-12" />
        <Skeleton className="h-12" />
      </div>
      <Skeleton className="h-12" />
      <Skeleton className="ms-auto h-11 w-36" />
    </div>
  );
}

/**
 * `/app/rewards/promo-code` (admin and karim, D2/D7): import codes into a reward, follow each reward's stock and
 * codes, and manage the catalogue. The reward whose codes are open is in the address (`?codes=`), so it survives a
 * reload and can be shared.
 */
export function PromoCodeScreen() {
  const { t } = useTranslation('rewards');
  const errorText = useErrorText();
  const importHeadingId = useId();
  const stockHeadingId = useId();
  const catalogueHeadingId = useId();
  const rewards = useAdminRewards();
  const stock = useRewardStock();
  const update = useUpdateReward();
  const [searchParams, setSearchParams] = useSearchParams();
  const [lastImport, setLastImport] = useState<ImportedFile | null>(null);
  const [dialog, setDialog] = useState<RewardDialogTarget | null>(null);
  const [busyRewardId, setBusyRewardId] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const announce = useCallback(
    (next: Omit<Notice, 'id'>) => setNotice((previous) => nextNotice(previous, next)),
    [],
  );
  const failed = useCallback(
    (error: unknown) => announce({ tone: 'error', text: errorText(apiErrorOf(error).code) ?? '' }),
    [announce, errorText],
  );

  const openRewardId = searchParams.get('codes');
  const openStock = stock.data?.find((line) => line.rewardId === openRewardId);
  const setOpenReward = (rewardId: string | null) =>
    setSearchParams(
      (params) => {
        if (rewardId) params.set('codes', rewardId);
        else params.delete('codes');
        return params;
      },
      { replace: true },
    );

  async function onToggle(reward: AdminReward) {
    if (reward.isActive) {
      const isConfirmed = await confirmAlert({
        title: t('catalogue.deactivate.title', { reward: isolate(reward.name) }),
        message: t('catalogue.deactivate.message'),
        confirmText: t('catalogue.deactivate.confirm'),
      });
      if (!isConfirmed) return;
    }
    setBusyRewardId(reward.id);
    try {
      const { data: updated } = await update.mutateAsync({
        params: { rewardId: reward.id },
        body: { isActive: !reward.isActive },
      });
      announce({
        tone: 'success',
        text: t(updated.isActive ? 'catalogue.activated' : 'catalogue.deactivated', {
          reward: isolate(updated.name),
        }),
      });
    } catch (error) {
      failed(error);
    } finally {
      setBusyRewardId(null);
    }
  }

  function onSaved(reward: Reward, kind: RewardDialogTarget['kind']) {
    setDialog(null);
    announce({
      tone: 'success',
      text: t(kind === 'create' ? 'catalogue.created' : 'catalogue.saved', { reward: isolate(reward.name) }),
    });
  }

  const rewardsError = rewards.isError && (
    <QueryLoadError query={rewards} message={t('catalogue.loadFailed')} />
  );

  function importContent() {
    if (rewards.isPending) return <FormSkeleton />;
    if (rewards.isError) return rewardsError;
    return (
      <PromoImportForm
        rewards={rewards.data}
        onImportStart={() => setLastImport(null)}
        onImported={setLastImport}
        onCreateReward={() => setDialog({ kind: 'create' })}
      />
    );
  }

  function stockContent() {
    if (stock.isPending) return <RowsSkeleton />;
    if (stock.isError) {
      return <QueryLoadError query={stock} message={t('stock.loadFailed')} />;
    }
    if (stock.data.length === 0) {
      return (
        <div className="py-6 text-center">
          <p className="font-semibold text-ink-950">{t('stock.empty')}</p>
          <p className="mt-1 text-sm text-ink-500">{t('stock.emptyHint')}</p>
        </div>
      );
    }
    return (
      <StockTable
        stock={stock.data}
        selectedRewardId={openStock?.rewardId ?? null}
        onSelect={(rewardId) => setOpenReward(rewardId === openRewardId ? null : rewardId)}
      />
    );
  }

  function catalogueContent() {
    if (rewards.isPending) return <RowsSkeleton />;
    if (rewards.isError) return rewardsError;
    return (
      <RewardsCatalogue
        rewards={rewards.data}
        busyRewardId={busyRewardId}
        onCreate={() => setDialog({ kind: 'create' })}
        onEdit={(reward) => setDialog({ kind: 'edit', reward })}
        onToggle={(reward) => void onToggle(reward)}
      />
    );
  }

  return (
    <div className="space-y-4 sm:space-y-6">
      <NoticeBanner notice={notice} dismissLabel={t('notice.dismiss')} onDismiss={() => setNotice(null)} />
      <Section headingId={importHeadingId} title={t('import.title')} description={t('import.description')}>
        {importContent()}
      </Section>
      {lastImport && (
        <ImportReport
          key={lastImport.result.importId}
          imported={lastImport}
          onClose={() => setLastImport(null)}
          onDownloadFailed={failed}
        />
      )}
      <Section headingId={stockHeadingId} title={t('stock.title')} description={t('stock.description')}>
        {stockContent()}
      </Section>
      {openStock && (
        <PromoCodeList
          key={openStock.rewardId}
          reward={{ id: openStock.rewardId, name: openStock.rewardName }}
          onClose={() => setOpenReward(null)}
          onExportFailed={failed}
        />
      )}
      <Section
        headingId={catalogueHeadingId}
        title={t('catalogue.title')}
        description={t('catalogue.description')}
        actions={
          rewards.data && rewards.data.length > 0 ? (
            <Button variant="secondary" onClick={() => setDialog({ kind: 'create' })}>
              <Plus className="size-4" aria-hidden="true" />
              {t('catalogue.newReward')}
            </Button>
          ) : undefined
        }
      >
        {catalogueContent()}
      </Section>
      <RewardFormDialog target={dialog} onClose={() => setDialog(null)} onSaved={onSaved} />
    </div>
  );
}
