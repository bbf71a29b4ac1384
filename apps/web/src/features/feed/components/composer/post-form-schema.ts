import {
  ErrorCode,
  languages,
  postContentMaxLength,
  postStates,
  postTitleMaxLength,
  translationsBeside,
  type Language,
  type LocalizedText,
  type PostForStaff,
  type PostInput,
} from '@vitalia/contracts';
import { z } from 'zod';
import { isInFuture, toIsoWithOffset, toLocalInput } from './schedule-time';

const perLanguage = z.object({ en: z.string(), fr: z.string(), ar: z.string() });
const lengthOf = (text: string) => [...text.trim()].length;

/**
 * The composer's form. Messages are the codes the API answers for the same faults (6017–6020, 7700), so a field
 * says the same words whether the browser or the server caught it.
 */
export const postForm = z
  .object({
    writtenIn: z.enum(languages),
    title: perLanguage,
    content: perLanguage,
    state: z.enum(postStates),
    /** A `datetime-local` value; used only when scheduling. */
    publishAt: z.string(),
  })
  .superRefine((values, context) => {
    const fault = (path: (string | number)[], code: string) =>
      context.addIssue({ code: 'custom', path, message: code });
    if (!values.title[values.writtenIn].trim())
      fault(['title', values.writtenIn], `${ErrorCode.titleRequired}`);
    if (!values.content[values.writtenIn].trim())
      fault(['content', values.writtenIn], `${ErrorCode.contentRequired}`);
    for (const language of languages) {
      if (lengthOf(values.title[language]) > postTitleMaxLength)
        fault(['title', language], `${ErrorCode.titleInvalid}`);
      if (lengthOf(values.content[language]) > postContentMaxLength)
        fault(['content', language], `${ErrorCode.contentInvalid}`);
    }
    if (values.state === 'scheduled' && !isInFuture(values.publishAt))
      fault(['publishAt'], `${ErrorCode.publishAtNotFuture}`);
  });
export type PostFormValues = z.infer<typeof postForm>;

/** Where the API may place a code (`details[].field`): each language's title and content, and the plain fields. */
export const postFormFields = [
  ...languages.flatMap((language) => [`title.${language}`, `content.${language}`] as const),
  'writtenIn',
  'state',
  'publishAt',
] as const;

const everyLanguage = (texts: LocalizedText = {}) => ({
  en: texts.en ?? '',
  fr: texts.fr ?? '',
  ar: texts.ar ?? '',
});

export function formValuesOf(post: PostForStaff | null, language: Language): PostFormValues {
  if (!post) {
    return {
      writtenIn: language,
      title: everyLanguage(),
      content: everyLanguage(),
      state: 'draft',
      publishAt: '',
    };
  }
  return {
    writtenIn: post.title.writtenIn,
    title: everyLanguage(post.title.texts),
    content: everyLanguage(post.content.texts),
    state: post.state,
    publishAt: post.state === 'scheduled' && post.publishAt ? toLocalInput(post.publishAt) : '',
  };
}

/** The written text, then the translations worth keeping (blank ones go: the original stands in for them). */
function textsOf(writtenIn: Language, texts: PostFormValues['title']): LocalizedText {
  const kept = translationsBeside(writtenIn, texts);
  return Object.fromEntries(
    Object.entries({ ...kept, [writtenIn]: texts[writtenIn] }).map(([language, text]) => [
      language,
      text?.trim(),
    ]),
  ) as LocalizedText;
}

/**
 * The body to send. A time goes only with a schedule: the server keeps an edited post's place in the feed and puts a
 * draft out now (decision 027).
 */
export function toPostInput(values: PostFormValues, imageKeys: string[]): PostInput {
  return {
    writtenIn: values.writtenIn,
    title: textsOf(values.writtenIn, values.title),
    content: textsOf(values.writtenIn, values.content),
    imageKeys,
    state: values.state,
    ...(values.state === 'scheduled' ? { publishAt: toIsoWithOffset(values.publishAt) } : {}),
  };
}
