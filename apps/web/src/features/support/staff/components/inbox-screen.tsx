import { supportStatuses, type SupportStatus } from '@vitalia/contracts';
import { CircleCheck, Hourglass, MessagesSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../../components/ui/card';
import { EmptyState } from '../../../../components/ui/empty-state';
import { QueryLoadError } from '../../../../components/ui/load-error';
import { ScreenHeader } from '../../../../components/ui/screen-header';
import { SkeletonRows } from '../../../../components/ui/skeleton';
import { TabPanels, Tabs } from '../../../../components/ui/tabs';
import { useTabInAddress } from '../../../../lib/use-tab-in-address';
import { useSupportInbox } from '../api/support-inbox';
import { InboxList } from './inbox-list';

const emptyIcons = { new: MessagesSquare, waiting: Hourglass, solved: CircleCheck } as const;
const prefix = 'support-inbox';

function StatusPanel({ status }: { status: SupportStatus }) {
  const { t } = useTranslation('support-inbox');
  const inbox = useSupportInbox(status);

  function content() {
    if (inbox.isPending) {
      return <SkeletonRows label={t('list.loading')} rows={4} cells={['h-32 w-full rounded-card']} />;
    }
    if (inbox.isError) {
      return (
        <Card>
          <QueryLoadError query={inbox} message={t('list.loadFailed')} />
        </Card>
      );
    }
    if (inbox.data.length === 0) {
      return (
        <EmptyState
          icon={emptyIcons[status]}
          title={t(`list.empty.${status}`)}
          hint={t(`list.emptyHint.${status}`)}
        />
      );
    }
    return <InboxList items={inbox.data} />;
  }

  return (
    <>
      <p className="mb-4 text-sm text-ink-500">{t(`tabHints.${status}`)}</p>
      {content()}
    </>
  );
}

/**
 * `/app/admin/support` (`support_inbox`): members' requests by status, the status kept in the address
 * (`?status=waiting`; New leaves it clean), oldest first as the API answers, each opening its request.
 */
export function SupportInboxScreen() {
  const { t } = useTranslation('support-inbox');
  const [status, setStatus] = useTabInAddress(supportStatuses, 'status');
  return (
    <div className="mx-auto max-w-3xl">
      <ScreenHeader title={t('title')} description={t('description')} />
      <Tabs
        label={t('tabs.label')}
        prefix={prefix}
        items={supportStatuses.map((id) => ({ id, label: t(`tabs.${id}`) }))}
        selected={status}
        onSelect={setStatus}
        className="mb-4"
      />
      <TabPanels prefix={prefix} tabs={supportStatuses} selected={status}>
        {(tab) => <StatusPanel status={tab} />}
      </TabPanels>
    </div>
  );
}
