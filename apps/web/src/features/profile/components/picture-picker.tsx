import { ErrorCode, pictureTypes, type PictureLimits } from '@vitalia/contracts';
import { Camera } from 'lucide-react';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { apiErrorOf, isCode } from '../../../lib/api-client';
import { useAuthStore } from '../../../lib/auth-store';
import { useErrorText } from '../../../lib/form-errors';
import { currentLanguage, intlLocale } from '../../../lib/i18n';
import { usePictureLimits } from '../api/get-picture-limits';
import { useRemovePicture } from '../api/remove-picture';
import { useUploadPicture } from '../api/upload-picture';

function formatMegabytes(bytes: number): string {
  return new Intl.NumberFormat(intlLocale(), {
    style: 'unit',
    unit: 'megabyte',
    // Arabic's short form (م.ب) is rarely seen; people write the word. MB and Mo are what en and fr readers expect.
    unitDisplay: currentLanguage() === 'ar' ? 'long' : 'short',
    maximumFractionDigits: 1,
  }).format(bytes / (1024 * 1024));
}

/** The checks the server makes too, run first so that nobody waits on an upload bound to fail. */
function refusalOf(file: File, limits: PictureLimits | undefined): string | null {
  const types: readonly string[] = limits?.types ?? pictureTypes;
  if (!types.includes(file.type)) return `${ErrorCode.pictureNotAnImage}`;
  if (limits && file.size > limits.maxBytes) return `${ErrorCode.bodyTooLarge}`;
  return null;
}

/** Resolves once the browser holds the image, so the preview is swapped for it without a blank moment. */
async function preload(url: string): Promise<void> {
  const image = new Image();
  image.src = url;
  await image.decode().catch(() => undefined);
}

/**
 * D6 optional profile picture. It is sent the moment it is chosen, on its own: the profile form's submit button
 * neither waits for it nor sends it. A refusal belongs to the file that caused it: once the form around it has been
 * sent again (`formSubmissions` moved on), it is old news and goes.
 */
export function PicturePicker({ formSubmissions = 0 }: { formSubmissions?: number }) {
  const { t } = useTranslation('profile');
  const errorText = useErrorText();
  const profile = useAuthStore((state) => state.profile);
  const limits = usePictureLimits();
  const upload = useUploadPicture();
  const remove = useRemovePicture();
  const fileInput = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<{ code: string; formSubmissions: number } | null>(null);
  const problem = refusal?.formSubmissions === formSubmissions ? refusal.code : null;
  const setProblem = (code: string | null) => setRefusal(code ? { code, formSubmissions } : null);
  const isBusy = upload.isPending || remove.isPending;
  const shown = preview ?? profile?.pictureUrl ?? null;
  const maxSize = limits.data ? formatMegabytes(limits.data.maxBytes) : null;

  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  async function onChoose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Choosing the same file again, after a failure, must fire `change` again.
    event.target.value = '';
    if (!file) return;
    const refusal = refusalOf(file, limits.data);
    setProblem(refusal);
    if (refusal) return;
    setPreview(URL.createObjectURL(file));
    try {
      const { pictureUrl } = await upload.mutateAsync(file);
      if (pictureUrl) await preload(pictureUrl);
    } catch (error) {
      setProblem(apiErrorOf(error).code);
    } finally {
      setPreview(null);
    }
  }

  async function onRemove() {
    setProblem(null);
    try {
      await remove.mutateAsync({});
    } catch (error) {
      setProblem(apiErrorOf(error).code);
    }
  }

  const problemText =
    isCode(problem, ErrorCode.bodyTooLarge) && maxSize
      ? t('picture.tooLarge', { size: maxSize })
      : errorText(problem);

  return (
    <div className="flex items-center gap-4 border-b border-ink-100 pb-5 sm:gap-6">
      <Avatar
        person={profile}
        src={shown}
        alt={t('picture.alt')}
        className="size-20 sm:size-24"
        initialsClassName="text-2xl"
      >
        {isBusy && (
          <div role="status" className="absolute inset-0 grid place-items-center bg-white/70 text-brand-700">
            <Spinner />
            <span className="sr-only">
              {upload.isPending ? t('picture.uploading') : t('picture.removing')}
            </span>
          </div>
        )}
      </Avatar>
      <div className="min-w-0 space-y-2">
        <p className="text-sm font-medium text-ink-900">
          {t('picture.label')} <span className="font-normal text-ink-500">{t('fields.optional')}</span>
        </p>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" disabled={isBusy} onClick={() => fileInput.current?.click()}>
            <Camera className="size-4" aria-hidden="true" />
            {profile?.pictureUrl ? t('picture.change') : t('picture.choose')}
          </Button>
          {profile?.pictureUrl && (
            <Button variant="ghost" disabled={isBusy} onClick={() => void onRemove()}>
              {t('picture.remove')}
            </Button>
          )}
        </div>
        <p className="text-xs text-ink-500">
          {maxSize ? t('picture.typesAndSize', { size: maxSize }) : t('picture.types')}
        </p>
        {problemText && (
          <p role="alert" className="text-sm text-danger-600">
            {problemText}
          </p>
        )}
      </div>
      <input
        ref={fileInput}
        type="file"
        accept={pictureTypes.join(',')}
        hidden
        onChange={(event) => void onChoose(event)}
      />
    </div>
  );
}
