import { paths } from '@vitalia/contracts';
import type { ModerationItem } from '@vitalia/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { QuotedText, ReviewQueue } from '../../../components/ui/review-queue';
import { ScreenHeader } from '../../../components/ui/screen-header';
import { apiErrorOf } from '../../../lib/api-client';
import { useErrorText } from '../../../lib/form-errors';
import { formatRelativeTime } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useModerate, useModerationQueue } from '../api/community-queries';

function QueueItem({ item }: { item: ModerationItem }) {
  const { t } = useTranslation('community');
  const errorText = useErrorText();
  const moderate = useModerate();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const reasonsId = useId();
  const { message } = item;
  const decide = (action: 'approve' | 'delete') =>
    moderate.mutate(
      { params: { messageId: message.id }, body: { action, ...(reason.trim() ? { reason } : {}) } },
      { onError: (error) => setProblem(apiErrorOf(error).code) },
    );
  return (
    <li>
      <Card className="space-y-3 sm:p-5">
        <p className="flex flex-wrap gap-x-2 text-xs text-ink-500">
          <span className="rounded-full bg-accent-50 px-2 py-0.5 font-semibold text-accent-900">
            {item.reason === 'filtered'
              ? t('moderation.filtered')
              : t('moderation.reported', { count: item.reportCount })}
          </span>
          <span>{t('moderation.in', { channel: item.channelName })}</span>
          <span>
            {t('moderation.by')} <bdi className="font-semibold text-ink-700">{message.author.name}</bdi>
          </span>
          <time dateTime={message.createdAt}>{formatRelativeTime(message.createdAt, currentLanguage())}</time>
        </p>
        <QuotedText>{message.body}</QuotedText>
        {item.reportReasons.length > 0 && (
          <div>
            <h3 id={reasonsId} className="text-xs font-semibold text-ink-700">
              {t('moderation.reportReasons')}
            </h3>
            <ul aria-labelledby={reasonsId} className="mt-1 list-disc space-y-1 ps-5 text-sm text-ink-900">
              {item.reportReasons.map((reason, index) => (
                <li key={index}>
                  <bdi dir="auto">{reason}</bdi>
                </li>
              ))}
            </ul>
          </div>
        )}
        <Field
          label={t('moderation.reason')}
          value={reason}
          maxLength={280}
          onChange={(event) => setReason(event.target.value)}
        />
        {problem && (
          <p role="alert" className="text-sm text-danger-700">
            {errorText(problem)}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <Button
            variant="danger-outline"
            isLoading={moderate.isPending && moderate.variables?.body.action === 'delete'}
            onClick={() => decide('delete')}
          >
            {t('moderation.delete')}
          </Button>
          <Button
            isLoading={moderate.isPending && moderate.variables?.body.action === 'approve'}
            onClick={() => decide('approve')}
          >
            {t('moderation.approve')}
          </Button>
        </div>
      </Card>
    </li>
  );
}

/** `/app/community/moderation`: what the filter held and what members reported, oldest first. */
export function ModerationScreen() {
  const { t } = useTranslation('community');
  return (
    <div className="mx-auto max-w-2xl">
      <ScreenHeader
        title={t('moderation.title')}
        description={t('moderation.description')}
        backTo={paths.community()}
      />
      <ReviewQueue
        query={useModerationQueue()}
        words={{
          loadFailed: t('moderation.loadFailed'),
          empty: t('moderation.empty'),
          emptyHint: t('moderation.emptyHint'),
        }}
        itemHeight="h-28"
        renderItem={(item) => <QueueItem key={item.message.id} item={item} />}
      />
    </div>
  );
}
