import { isolate, paths, type Channel } from '@vitalia/contracts';
import { Archive, ArchiveRestore, LogOut, Pencil } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ActionMenu, type ActionMenuItem } from '../../../components/ui/action-menu';
import { confirmAlert, showErrorAlert, showLoadingAlert, showSuccessAlert } from '../../../lib/alert-store';
import { apiErrorOf } from '../../../lib/api-client';
import { useErrorText } from '../../../lib/form-errors';
import { useStaffChannels, useUpdateChannel } from '../api/community-queries';
import { useMembership } from '../api/live-stream';
import { ChannelFormDialog } from './channel-form-dialog';

type ConfirmedAction = 'leave' | 'archive' | 'restore';

/** Staff edit from the staff list, which holds every language written; it is already read for staff screens. */
function EditChannelDialog({ channelId, onClose }: { channelId: string | null; onClose: () => void }) {
  const channels = useStaffChannels();
  const channel = channels.data?.find((candidate) => candidate.id === channelId);
  return <ChannelFormDialog isOpen={channel !== undefined} channel={channel} onClose={onClose} />;
}

/** The channel's header menu: a member leaves it; staff also edit, archive and restore it. */
export function ChannelActions({ channel, isStaff }: { channel: Channel; isStaff: boolean }) {
  const { t } = useTranslation('community');
  const errorText = useErrorText();
  const navigate = useNavigate();
  const leave = useMembership('leave');
  const update = useUpdateChannel();
  const [editedId, setEditedId] = useState<string | null>(null);
  const name = isolate(channel.name.text);
  const params = { channelId: channel.id };

  /** Asks first, then waits in the alert, and says how it went there. */
  async function confirmThenRun(action: ConfirmedAction, work: () => Promise<unknown>) {
    const isConfirmed = await confirmAlert({
      title: t(`${action}.title`, { name }),
      message: t(`${action}.message`),
      confirmText: t(`${action}.confirm`),
    });
    if (!isConfirmed) return;
    showLoadingAlert();
    try {
      await work();
      showSuccessAlert(t(`${action}.done`, { name }));
    } catch (error) {
      showErrorAlert(errorText(apiErrorOf(error).code) ?? '');
    }
  }

  const items: ActionMenuItem[] = [];
  // An archived channel cannot be joined again, so it is not offered to leave.
  if (channel.joined && !channel.archived) {
    items.push({
      label: t('leave.action'),
      icon: <LogOut className="size-4 rtl:-scale-x-100" aria-hidden="true" />,
      isDestructive: true,
      onSelect: () =>
        void confirmThenRun('leave', async () => {
          await leave.mutateAsync({ params });
          await navigate(paths.community());
        }),
    });
  }
  if (isStaff) {
    items.push({
      label: t('edit.action'),
      icon: <Pencil className="size-4" aria-hidden="true" />,
      onSelect: () => setEditedId(channel.id),
    });
    items.push(
      channel.archived
        ? {
            label: t('restore.action'),
            icon: <ArchiveRestore className="size-4" aria-hidden="true" />,
            onSelect: () =>
              void confirmThenRun('restore', () => update.mutateAsync({ params, body: { archived: false } })),
          }
        : {
            label: t('archive.action'),
            icon: <Archive className="size-4" aria-hidden="true" />,
            isDestructive: true,
            onSelect: () =>
              void confirmThenRun('archive', () => update.mutateAsync({ params, body: { archived: true } })),
          },
    );
  }
  if (items.length === 0) return null;
  return (
    <>
      <ActionMenu label={t('channel.actions')} items={items} />
      {isStaff && <EditChannelDialog channelId={editedId} onClose={() => setEditedId(null)} />}
    </>
  );
}
