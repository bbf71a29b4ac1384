import { pictureTypes, postImagesMax } from '@vitalia/contracts';
import { CircleAlert, ImagePlus, X } from 'lucide-react';
import { useId, useRef, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { Spinner } from '../../../../components/ui/spinner';
import { useErrorText } from '../../../../lib/form-errors';
import type { ImageSlot } from '../../hooks/use-image-uploads';

function Thumbnail({
  slot,
  position,
  onRemove,
}: {
  slot: ImageSlot;
  position: number;
  onRemove: () => void;
}) {
  const { t } = useTranslation('feed');
  const errorText = useErrorText();
  return (
    <li className="space-y-1">
      <div className="relative aspect-square overflow-hidden rounded-xl bg-ink-100 ring-1 ring-ink-200">
        <img src={slot.src} alt={t('images.thumbnail', { position })} className="size-full object-cover" />
        {slot.status === 'uploading' && (
          <div role="status" className="absolute inset-0 grid place-items-center bg-white/70 text-brand-700">
            <Spinner />
            <span className="sr-only">{t('images.uploading', { position })}</span>
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
          aria-label={t('images.remove', { position })}
          className="absolute end-1 top-1 grid size-9 place-items-center rounded-full bg-ink-950/70 text-white hover:bg-ink-950"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      </div>
      {slot.problem && (
        <p role="alert" className="text-xs text-danger-600">
          {errorText(slot.problem)}
        </p>
      )}
    </li>
  );
}

/**
 * Up to four images, each uploaded the moment it is chosen; thumbnails show it on its way and let it go again. A
 * fifth image, or a file that is not JPEG, PNG or WebP, is refused before anything is sent.
 */
export function ImagePicker({
  slots,
  refusal,
  onAdd,
  onRemove,
}: {
  slots: readonly ImageSlot[];
  refusal: string | null;
  onAdd: (files: File[]) => void;
  onRemove: (id: string) => void;
}) {
  const { t } = useTranslation('feed');
  const errorText = useErrorText();
  const fileInput = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const kept = slots.filter((slot) => slot.status !== 'failed').length;

  function onChoose(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    // Choosing the same file again, after a refusal, must fire `change` again.
    event.target.value = '';
    if (files.length > 0) onAdd(files);
  }

  return (
    <section aria-labelledby={titleId} className="space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <h2 id={titleId} className="text-sm font-medium text-ink-900">
            {t('images.title')}
          </h2>
          <p className="text-xs text-ink-500">{t('images.hint', { max: postImagesMax, count: kept })}</p>
        </div>
        <Button variant="secondary" onClick={() => fileInput.current?.click()}>
          <ImagePlus className="size-4" aria-hidden="true" />
          {t('images.add')}
        </Button>
      </div>
      {slots.length > 0 && (
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {slots.map((slot, index) => (
            <Thumbnail key={slot.id} slot={slot} position={index + 1} onRemove={() => onRemove(slot.id)} />
          ))}
        </ul>
      )}
      {refusal && (
        <p role="alert" className="text-sm text-danger-600">
          {errorText(refusal)}
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
