import type { SupportAttachment } from '@vitalia/contracts';
import { ImageOff } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseButton } from '../../../components/ui/close-button';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { useAttachmentImage } from '../api/attachment-image';
import { supportCopyOf, type SupportAudience } from './support-status';

interface ShownAttachment {
  attachment: SupportAttachment;
  position: number;
  audience: SupportAudience;
}

/** The screenshot whole, as large as the screen allows, in its own proportions. */
function FullSizeDialog({
  attachment,
  position,
  audience,
  isOpen,
  onClose,
}: ShownAttachment & { isOpen: boolean; onClose: () => void }) {
  const { t } = useTranslation(supportCopyOf[audience]);
  const image = useAttachmentImage(audience, attachment.key);
  const titleId = useId();
  return (
    <ModalDialog
      isOpen={isOpen}
      onCancel={onClose}
      aria-labelledby={titleId}
      className="m-auto max-h-[calc(100dvh-1rem)] w-[calc(100%-1rem)] max-w-fit overflow-auto rounded-card bg-white p-0 shadow-dialog open:animate-rise"
    >
      {isOpen && (
        <div className="p-3 sm:p-4">
          <div className="flex items-center justify-between gap-3 ps-1">
            <h2 id={titleId} className="font-semibold text-ink-950">
              {t('attachments.name', { position })}
            </h2>
            <CloseButton label={t('attachments.close')} onClick={onClose} className="-me-1" />
          </div>
          {image.data && (
            <img
              src={image.data}
              alt={t('attachments.name', { position })}
              width={attachment.width}
              height={attachment.height}
              className="mt-2 h-auto max-h-[calc(100dvh-7rem)] w-auto max-w-full rounded-lg object-contain ring-1 ring-ink-100"
            />
          )}
        </div>
      )}
    </ModalDialog>
  );
}

/** A thumbnail that opens the screenshot at full size; while it loads its place is kept, and a failure is said. */
function Thumbnail({ attachment, position, audience }: ShownAttachment) {
  const { t } = useTranslation(supportCopyOf[audience]);
  const image = useAttachmentImage(audience, attachment.key);
  const [isOpen, setOpen] = useState(false);
  const frame = 'size-20 overflow-hidden rounded-lg ring-1 ring-ink-200 sm:size-24';

  if (image.isError) {
    return (
      <li
        className={`${frame} grid place-items-center bg-ink-50 p-1 text-center text-xs text-ink-500`}
        title={t('attachments.loadFailed')}
      >
        <ImageOff className="size-5" aria-hidden="true" />
        <span className="sr-only">{t('attachments.loadFailed')}</span>
      </li>
    );
  }
  return (
    <li>
      {image.data ? (
        <button
          type="button"
          onClick={() => setOpen(true)}
          aria-label={t('attachments.open', { position })}
          className={`${frame} block bg-ink-50 hover:ring-2 hover:ring-brand-400 focus-visible:outline-2 focus-visible:outline-offset-2`}
        >
          <img src={image.data} alt="" className="size-full object-cover object-top" />
        </button>
      ) : (
        <Skeleton className={frame} />
      )}
      <FullSizeDialog
        attachment={attachment}
        position={position}
        audience={audience}
        isOpen={isOpen}
        onClose={() => setOpen(false)}
      />
    </li>
  );
}

/** The screenshots sent with a message, as thumbnails in the order chosen; nothing when there are none. */
export function AttachmentGallery({
  attachments,
  audience,
}: {
  attachments: readonly SupportAttachment[];
  audience: SupportAudience;
}) {
  const { t } = useTranslation(supportCopyOf[audience]);
  if (attachments.length === 0) return null;
  return (
    <ul aria-label={t('attachments.label')} className="mt-3 flex flex-wrap gap-2">
      {attachments.map((attachment, index) => (
        <Thumbnail key={attachment.key} attachment={attachment} position={index + 1} audience={audience} />
      ))}
    </ul>
  );
}
