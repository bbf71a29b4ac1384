import { zodResolver } from '@hookform/resolvers/zod';
import {
  feedModerationDecision,
  moderationReasonMaxLength,
  type FeedModerationDecision,
  type FeedModerationItem,
} from '@vitalia/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog, FormDialogPanel } from '../../../../components/ui/form-dialog';
import { TextAreaField } from '../../../../components/ui/text-area-field';
import { apiErrorOf } from '../../../../lib/api-client';
import { useErrorText } from '../../../../lib/form-errors';
import { useModerateFeedItem } from '../../api/moderation';

export type ModerationAction = FeedModerationDecision['action'];
export interface ModerationTarget {
  item: FeedModerationItem;
  action: ModerationAction;
}

function DecisionForm({
  target,
  onClose,
  onDone,
}: {
  target: ModerationTarget;
  onClose: () => void;
  onDone: (action: ModerationAction) => void;
}) {
  const { t } = useTranslation('feed');
  const errorText = useErrorText();
  const moderate = useModerateFeedItem();
  const [problem, setProblem] = useState<string | null>(null);
  const { item, action } = target;
  const form = useForm<FeedModerationDecision>({
    // The contract's own schema: a reason of 3 to 280 characters, as the API checks it.
    resolver: zodResolver(feedModerationDecision),
    mode: 'onTouched',
    defaultValues: { action, reason: '' },
  });

  const onSubmit = form.handleSubmit(async (decision) => {
    setProblem(null);
    try {
      await moderate.mutateAsync({ params: { kind: item.kind, id: item.id }, body: decision });
      onDone(action);
    } catch (error) {
      setProblem(apiErrorOf(error).code);
    }
  });

  return (
    <FormDialogPanel
      title={t(`moderation.dialog.${action}.${item.kind}`)}
      closeLabel={t('moderation.dialog.close')}
      cancelLabel={t('moderation.dialog.cancel')}
      submitLabel={t(`moderation.actions.${action}`)}
      error={errorText(problem)}
      isSubmitting={form.formState.isSubmitting}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <TextAreaField
        label={t('moderation.dialog.reason')}
        hint={t('moderation.dialog.reasonHint', { max: moderationReasonMaxLength })}
        rows={3}
        dir="auto"
        maxLength={moderationReasonMaxLength}
        error={
          form.formState.errors.reason &&
          t('moderation.dialog.reasonRule', { max: moderationReasonMaxLength })
        }
        {...form.register('reason')}
      />
    </FormDialogPanel>
  );
}

/** Hide, restore or delete a reported post or comment: each asks why, and the reason is kept with the decision. */
export function ModerationDialog({
  target,
  onClose,
  onDone,
}: {
  target: ModerationTarget | null;
  onClose: () => void;
  onDone: (action: ModerationAction) => void;
}) {
  return (
    <FormDialog isOpen={target !== null} onClose={onClose}>
      {target && (
        <DecisionForm
          key={`${target.item.id}-${target.action}`}
          target={target}
          onClose={onClose}
          onDone={onDone}
        />
      )}
    </FormDialog>
  );
}
