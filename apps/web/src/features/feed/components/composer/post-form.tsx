import { zodResolver } from '@hookform/resolvers/zod';
import { ErrorCode, paths, type Language, type PostForStaff } from '@vitalia/contracts';
import { useRef, useState } from 'react';
import { FormProvider, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button, buttonClasses } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { FormError } from '../../../../components/ui/field';
import { WrittenLanguageField } from '../../../../components/ui/translation-sections';
import { apiErrorOf, isCode } from '../../../../lib/api-client';
import { applyServerErrors, useErrorText } from '../../../../lib/form-errors';
import { currentLanguage } from '../../../../lib/i18n';
import { useCreatePost, useUpdatePost } from '../../api/staff-posts';
import { useImageUploads } from '../../hooks/use-image-uploads';
import { ImagePicker } from './image-picker';
import { LanguageFields, tabOrder } from './language-fields';
import { formValuesOf, postForm, postFormFields, toPostInput, type PostFormValues } from './post-form-schema';
import { PostPreview } from './post-preview';
import { StateChoice } from './state-choice';

/** Codes about the images as a whole, said under the picker rather than above the form. */
const imageCodes = [
  ErrorCode.postImageUnknown,
  ErrorCode.tooManyPostImages,
  ErrorCode.pictureNotAnImage,
  ErrorCode.bodyTooLarge,
];

/** The first language tab holding a refused field, the written language first. */
function languageWithError(errors: FieldErrors<PostFormValues>, writtenIn: Language) {
  return tabOrder(writtenIn).find((language) => errors.title?.[language] || errors.content?.[language]);
}

/**
 * Writing or changing a post: the text per language, images, where it stands once saved. Faults the browser can
 * see are said before sending; the server's are placed on the same fields (`details`), on the images, or above.
 */
export function PostForm({ post }: { post: PostForStaff | null }) {
  const { t } = useTranslation('feed');
  const errorText = useErrorText();
  const navigate = useNavigate();
  const create = useCreatePost();
  const update = useUpdatePost();
  const uploads = useImageUploads(post?.images ?? []);
  const [formError, setFormError] = useState<string | null>(null);
  const topRef = useRef<HTMLDivElement>(null);
  const form = useForm<PostFormValues>({
    resolver: zodResolver(postForm),
    mode: 'onTouched',
    // A refused field may sit in a tab not shown: `reveal` opens that tab, then focuses the field.
    shouldFocusError: false,
    defaultValues: formValuesOf(post, currentLanguage()),
  });
  const { control, register, handleSubmit, setError, setFocus, getValues, formState } = form;
  const writtenIn = useWatch({ control, name: 'writtenIn' });
  const state = useWatch({ control, name: 'state' });
  const [tab, setTab] = useState<Language>(writtenIn);

  function reveal(errors: FieldErrors<PostFormValues>) {
    const language = languageWithError(errors, getValues('writtenIn'));
    if (language) {
      setTab(language);
      const field = errors.title?.[language] ? 'title' : 'content';
      requestAnimationFrame(() => setFocus(`${field}.${language}`));
    } else if (errors.publishAt) {
      requestAnimationFrame(() => setFocus('publishAt'));
    }
  }

  async function save(values: PostFormValues) {
    setFormError(null);
    uploads.setRefusal(null);
    const body = toPostInput(
      values,
      uploads.images.map((image) => image.key),
    );
    try {
      const saved = post
        ? await update.mutateAsync({ params: { postId: post.id }, body })
        : await create.mutateAsync({ body });
      navigate(paths.feedManage(), { state: { saved: saved.data.state } });
    } catch (failure) {
      const error = apiErrorOf(failure);
      const unplaced = applyServerErrors(error, postFormFields, setError);
      if (unplaced && isCode(unplaced, ErrorCode.publishAtNotFuture))
        setError('publishAt', { message: unplaced });
      else if (unplaced && isCode(unplaced, ...imageCodes)) uploads.setRefusal(unplaced);
      else setFormError(unplaced);
      // The form is long on a phone: a message for the whole form sits at its top, out of sight from the button.
      if (unplaced && !isCode(unplaced, ...imageCodes, ErrorCode.publishAtNotFuture))
        topRef.current?.scrollIntoView?.();
      reveal(form.formState.errors);
    }
  }

  const submitLabel =
    state === 'published' && post?.state !== 'published'
      ? t('composer.submit.publish')
      : t(`composer.submit.${state}`);
  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void handleSubmit(save, reveal)(event)} noValidate className="space-y-4">
        <div ref={topRef} className="scroll-mt-20">
          <FormError message={errorText(formError) ?? null} />
        </div>
        <Card className="space-y-4 p-4 sm:p-6">
          <WrittenLanguageField
            label={t('composer.writtenIn')}
            hint={t('composer.writtenInHint')}
            {...register('writtenIn', { onChange: (event) => setTab(event.target.value as Language) })}
          />
          <LanguageFields selected={tab} onSelect={setTab} />
        </Card>
        <Card className="p-4 sm:p-6">
          <ImagePicker
            slots={uploads.slots}
            refusal={uploads.refusal}
            onAdd={uploads.add}
            onRemove={uploads.remove}
          />
        </Card>
        <Card className="p-4 sm:p-6">
          <PostPreview images={uploads.images} />
        </Card>
        <Card className="space-y-4 p-4 sm:p-6">
          <StateChoice current={post?.state ?? null} />
          {uploads.isUploading && (
            <p role="status" className="text-sm text-ink-500">
              {t('composer.waitForImages')}
            </p>
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Link to={paths.feedManage()} className={buttonClasses({ variant: 'ghost' })}>
              {t('composer.cancel')}
            </Link>
            <Button type="submit" isLoading={formState.isSubmitting} disabled={uploads.isUploading}>
              {submitLabel}
            </Button>
          </div>
        </Card>
      </form>
    </FormProvider>
  );
}
