import { ErrorCode, pictureTypes, supportAttachmentsMax } from '@vitalia/contracts';
import { CircleAlert, ImagePlus, X } from 'lucide-react';
import { useId, useRef, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { Spinner } from '../../../../components/ui/spinner';
import { isCode } from '../../../../lib/api-client';
import { useErrorText } from '../../../../lib/form-errors';
import { useSupportFormat } from '../../components/support-status';
import type { AttachmentSlot } from '../hooks/use-attachment-uploads';

/** A refusal in words: too large says the limit, any other its code's sentence. */
function useRefusalText(maxSize: string | null) {
  const { t } = useTranslation('support');
  const errorText = useErrorText('support');
  return (code: string | null) =>
    isCode(code, ErrorCode.bodyTooLarge) && maxSize
      ? t('attachments.tooLarge', { size: maxSize })
      : errorText(code);
}

function Thumbnail({
  slot,
  position,
  maxSize,
  onRemove,
}: {
  slot: AttachmentSlot;
  position: number;
  maxSize: string | null;
  onRemove: () => void;
}) {
  const { t } = useTranslation('support');
  const refusalText = useRefusalText(maxSize);
  return (
    <li className="w-24 space-y-1">
      <div className="relative size-24 overflow-hidden rounded-lg bg-ink-100 ring-1 ring-ink-200">
        <img
          src={slot.preview}
          alt={t('attachments.name', { position })}
          className="size-full object-cover object-top"
        />
        {slot.status === 'uploading' && (
          <div role="status" className="absolute inset-0 grid place-items-center bg-white/70 text-brand-700">
            <Spinner />
            <span className="sr-only">{t('attachments.uploading', { position })}</span>
          </div>
        )}
        {slot.status === 'failed' && (
          <div className="absolute inset-0 grid place-items-center bg-danger-50/80 text-danger-600">
            <CircleAlert className="size-7" aria-hidden="true" />
          </div>
        )}
        <button
          type="button"
          onClick={onRemove}
          aria-label={t('attachments.remove', { position })}
          className="absolute end-1 top-1 grid size-9 place-items-center rounded-full bg-ink-950/70 text-white hover:bg-ink-950"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      </div>
      {slot.problem && (
        <p role="alert" className="text-xs text-danger-600">
          {refusalText(slot.problem)}
        </p>
      )}
    </li>
  );
}

/**
 * Up to three screenshots, each uploaded the moment it is chosen; thumbnails show it on its way and let it go again.
 * A fourth, a file that is not JPEG, PNG or WebP, or one over the size limit is refused before anything is sent.
 */
export function AttachmentPicker({
  slots,
  refusal,
  maxBytes,
  onAdd,
  onRemove,
}: {
  slots: readonly AttachmentSlot[];
  refusal: string | null;
  maxBytes: number | undefined;
  onAdd: (files: File[]) => void;
  onRemove: (id: string) => void;
}) {
  const { t } = useTranslation('support');
  const format = useSupportFormat('member');
  const maxSize = maxBytes ? format.megabytes(maxBytes) : null;
  const refusalText = useRefusalText(maxSize);
  const fileInput = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const hintId = useId();
  const kept = slots.filter((slot) => slot.status !== 'failed').length;
  const max = format.count(supportAttachmentsMax);

  function onChoose(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    // Choosing the same file again, after a refusal, must fire `change` again.
    event.target.value = '';
    if (files.length > 0) onAdd(files);
  }

  return (
    <section aria-labelledby={titleId} className="space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div className="min-w-0">
          <h3 id={titleId} className="text-sm font-medium text-ink-900">
            {t('attachments.title')}{' '}
            <span className="font-normal text-ink-500">{t('attachments.optional')}</span>
          </h3>
          <p id={hintId} className="text-xs text-ink-500">
            {maxSize ? t('attachments.hint', { max, size: maxSize }) : t('attachments.hintNoSize', { max })}
          </p>
        </div>
        <Button
          variant="secondary"
          disabled={kept >= supportAttachmentsMax}
          aria-describedby={hintId}
          onClick={() => fileInput.current?.click()}
        >
          <ImagePlus className="size-4" aria-hidden="true" />
          {t('attachments.add')}
        </Button>
      </div>
      {slots.length > 0 && (
        <ul aria-label={t('attachments.chosen')} className="flex flex-wrap gap-2">
          {slots.map((slot, index) => (
            <Thumbnail
              key={slot.id}
              slot={slot}
              position={index + 1}
              maxSize={maxSize}
              onRemove={() => onRemove(slot.id)}
            />
          ))}
        </ul>
      )}
      {refusal && (
        <p role="alert" className="text-sm text-danger-600">
          {refusalText(refusal)}
        </p>
      )}
      <input
        ref={fileInput}
        type="file"
        accept={pictureTypes.join(',')}
        multiple
        hidden
        onChange={onChoose}
      />
    </section>
  );
}
