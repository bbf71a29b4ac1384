import { languageInfo, resolveText, type StaffQuestion, type TextPerLanguage } from '@vitalia/contracts';
import { CircleCheck, Lock, Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../../components/ui/button';
import { Card } from '../../../../../components/ui/card';
import { cx } from '../../../../../components/ui/cx';
import { TextInLanguage } from '../../../../../components/ui/text-in-language';
import { currentLanguage, intlLocale } from '../../../../../lib/i18n';

/** Staff read a question in their own language when it is translated into it, otherwise as written. */
function Text({ value, className }: { value: TextPerLanguage; className?: string }) {
  return <TextInLanguage value={resolveText(value, currentLanguage())} className={className} />;
}

/** The languages a question is written in besides its own (its prompt decides). */
function Translations({ question }: { question: StaffQuestion }) {
  const { t } = useTranslation('games-admin');
  const others = Object.entries(question.prompt.texts)
    .filter(([language, text]) => language !== question.prompt.writtenIn && text?.trim())
    .map(([language]) => language as keyof typeof languageInfo);
  if (others.length === 0) return null;
  return (
    <p className="flex flex-wrap items-center gap-1.5 text-xs text-ink-500">
      {t('questions.translatedInto')}
      {others.map((language) => (
        <span key={language} lang={language} className="rounded-full bg-ink-100 px-2 py-0.5 text-ink-700">
          {languageInfo[language].nativeName}
        </span>
      ))}
    </p>
  );
}

/** One written question: the prompt, its choices with the right one marked, the explanation; actions unless locked. */
export function QuestionCard({
  question,
  position,
  isReadOnly,
  isDeleting,
  onEdit,
  onDelete,
}: {
  question: StaffQuestion;
  position: number;
  isReadOnly: boolean;
  isDeleting: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('games-admin');
  const number = new Intl.NumberFormat(intlLocale()).format(position);
  return (
    <li>
      <Card className="space-y-3 !p-4 sm:!p-5">
        <div className="flex items-start gap-3">
          <span
            className="grid size-8 shrink-0 place-items-center rounded-full bg-brand-50 text-sm font-semibold text-brand-800"
            aria-hidden="true"
          >
            {number}
          </span>
          <Text value={question.prompt} className="min-w-0 flex-1 font-semibold break-words text-ink-950" />
          {isReadOnly && (
            <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-ink-100 px-2.5 py-0.5 text-xs font-medium text-ink-700">
              <Lock className="size-3.5" aria-hidden="true" />
              {t('questions.locked')}
            </span>
          )}
        </div>
        <ol className="space-y-1.5 ps-11">
          {question.choices.map((choice, index) => {
            const isCorrect = index === question.correctIndex;
            return (
              <li
                key={index}
                className={cx(
                  'flex items-start gap-2 rounded-control px-3 py-2 text-sm',
                  isCorrect
                    ? 'bg-success-50 text-ink-950 ring-1 ring-success-600/30'
                    : 'bg-ink-50 text-ink-700',
                )}
              >
                <Text value={choice} className="min-w-0 flex-1 break-words" />
                {isCorrect && (
                  <span className="inline-flex shrink-0 items-center gap-1 text-xs font-medium text-success-600">
                    <CircleCheck className="size-4" aria-hidden="true" />
                    {t('questions.correct')}
                  </span>
                )}
              </li>
            );
          })}
        </ol>
        <Text
          value={question.explanation}
          className="block ps-11 text-sm leading-relaxed break-words text-ink-500"
        />
        <div className="flex flex-wrap items-center justify-between gap-2 ps-11">
          <Translations question={question} />
          {!isReadOnly && (
            <div className="ms-auto flex gap-2">
              <Button
                variant="ghost"
                onClick={onDelete}
                isLoading={isDeleting}
                aria-label={t('questions.deleteNamed', { number })}
                className="text-danger-700"
              >
                <Trash2 className="size-4" aria-hidden="true" />
                {t('questions.delete')}
              </Button>
              <Button variant="secondary" onClick={onEdit} aria-label={t('questions.editNamed', { number })}>
                <Pencil className="size-4" aria-hidden="true" />
                {t('questions.edit')}
              </Button>
            </div>
          )}
        </div>
      </Card>
    </li>
  );
}
