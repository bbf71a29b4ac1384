import type { QuizResult } from '@vitalia/contracts';
import { Check, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../../../components/ui/cx';
import { TextInLanguage } from '../../../../../components/ui/text-in-language';

/**
 * A question's choices once it is over: the right one marked, the member's own when it was wrong, each said in words
 * too (colour and icons are not the only sign), then the one-line explanation.
 */
export function ResultReview({ result }: { result: QuizResult }) {
  const { t } = useTranslation('games');
  return (
    <div className="space-y-3">
      <ul className="grid gap-2">
        {result.choices.map((choice, index) => {
          const isRight = index === result.correctIndex;
          const isMine = index === result.chosenIndex;
          return (
            <li
              key={index}
              className={cx(
                'flex items-start gap-3 rounded-control px-3.5 py-2.5 text-sm ring-1 ring-inset',
                isRight
                  ? 'bg-success-50 font-semibold text-brand-900 ring-brand-300'
                  : isMine
                    ? 'bg-danger-50 text-danger-700 ring-danger-600/30'
                    : 'text-ink-700 ring-ink-100',
              )}
            >
              {isRight ? (
                <Check className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              ) : isMine ? (
                <X className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              ) : (
                <span className="size-4 shrink-0" aria-hidden="true" />
              )}
              <span className="min-w-0 flex-1">
                <TextInLanguage value={choice} />
                {(isRight || isMine) && (
                  <span className="ms-2 text-xs font-medium">
                    {isRight && isMine
                      ? t('quiz.review.yoursRight')
                      : isRight
                        ? t('quiz.review.right')
                        : t('quiz.review.yours')}
                  </span>
                )}
              </span>
            </li>
          );
        })}
      </ul>
      <p className="rounded-control bg-ink-50 px-3.5 py-2.5 text-sm text-ink-700">
        <span className="font-semibold text-ink-950">{t('quiz.review.why')} </span>
        <TextInLanguage value={result.explanation} />
      </p>
    </div>
  );
}
