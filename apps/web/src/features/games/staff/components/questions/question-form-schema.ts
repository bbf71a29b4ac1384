import {
  ErrorCode,
  languages,
  quizChoiceCount,
  staffQuestionInput,
  type Language,
  type LocalizedText,
  type StaffQuestion,
  type StaffQuestionInput,
  type TextPerLanguage,
} from '@vitalia/contracts';
import { z } from 'zod';

/**
 * The contract's input (choices 2–4: 7906; lengths), without the week (the picker's), with the service's rules checked
 * before sending: each text in the written language (7907) and a right answer among the choices (7908). The right
 * answer starts unset, so that nobody saves the first choice as right by accident.
 */
export const questionForm = staffQuestionInput
  .omit({ week: true })
  .extend({
    correctIndex: z
      .number(`${ErrorCode.quizCorrectChoiceInvalid}`)
      .int(`${ErrorCode.quizCorrectChoiceInvalid}`)
      .min(0, `${ErrorCode.quizCorrectChoiceInvalid}`)
      .nullable(),
  })
  .superRefine((value, context) => {
    const missing = (path: (string | number)[]) =>
      context.addIssue({
        code: 'custom',
        path: [...path, value.writtenIn],
        message: `${ErrorCode.quizTextRequired}`,
      });
    if (!value.prompt[value.writtenIn]) missing(['prompt']);
    value.choices.forEach((choice, index) => {
      if (!choice[value.writtenIn]) missing(['choices', index]);
    });
    if (!value.explanation[value.writtenIn]) missing(['explanation']);
    if (value.correctIndex === null || value.correctIndex >= value.choices.length) {
      context.addIssue({
        code: 'custom',
        path: ['correctIndex'],
        message: `${ErrorCode.quizCorrectChoiceInvalid}`,
      });
    }
  });

export type QuestionFormValues = z.input<typeof questionForm>;
export type QuestionFormOutput = z.output<typeof questionForm>;

const everyLanguage = (texts: LocalizedText = {}) => ({
  en: texts.en ?? '',
  fr: texts.fr ?? '',
  ar: texts.ar ?? '',
});

export function formValuesOf(question: StaffQuestion | null, language: Language): QuestionFormValues {
  if (!question) {
    return {
      writtenIn: language,
      prompt: everyLanguage(),
      choices: Array.from({ length: quizChoiceCount.min }, () => everyLanguage()),
      correctIndex: null,
      explanation: everyLanguage(),
    };
  }
  const texts = (value: TextPerLanguage) => everyLanguage(value.texts);
  return {
    writtenIn: question.prompt.writtenIn,
    prompt: texts(question.prompt),
    choices: question.choices.map(texts),
    correctIndex: question.correctIndex,
    explanation: texts(question.explanation),
  };
}

/** Blank boxes are no text: the language is left out, so a cleared translation is removed. */
const filled = (texts: LocalizedText) =>
  Object.fromEntries(Object.entries(texts).filter(([, text]) => Boolean(text))) as LocalizedText;

export function toQuestionInput(values: QuestionFormOutput, week: string): StaffQuestionInput {
  return {
    week,
    writtenIn: values.writtenIn,
    prompt: filled(values.prompt),
    choices: values.choices.map(filled),
    correctIndex: values.correctIndex ?? 0,
    explanation: filled(values.explanation),
  };
}

const textField = /^(prompt|explanation|choices\.[0-3])$/;
const languageField = new RegExp(`^(prompt|explanation|choices\\.[0-3])\\.(${languages.join('|')})$`);

/**
 * Where a code of the answer's `details` goes in the form. A text named without its language (`choices.2`, a 7907)
 * is the one in the written language; `choices` as a whole (7906) has no single box and is said above the form.
 */
export function formFieldOf(field: string, writtenIn: Language): string | null {
  if (textField.test(field)) return `${field}.${writtenIn}`;
  if (languageField.test(field) || field === 'correctIndex' || field === 'writtenIn') return field;
  return null;
}
