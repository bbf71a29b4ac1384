import type { QuizState } from '@vitalia/contracts';
import { Trophy } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../../../components/ui/card';
import { cx } from '../../../../../components/ui/cx';
import { TextInLanguage } from '../../../../../components/ui/text-in-language';
import { useGameFormat } from '../../hooks/use-game-format';
import { ResultReview } from './result-review';

/** The week's quiz once every question is over: the score, then each question with its answer and why. */
export function QuizSummary({ quiz, takesFocus }: { quiz: QuizState; takesFocus: boolean }) {
  const { t } = useTranslation('games');
  const format = useGameFormat();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const rightCount = quiz.results.filter((result) => result.isCorrect).length;
  const results = [...quiz.results].sort((a, b) => a.position - b.position);

  useEffect(() => {
    if (takesFocus) headingRef.current?.focus();
  }, [takesFocus]);

  return (
    <div className="space-y-4">
      <Card className="flex flex-col items-center gap-2 !p-6 text-center">
        <span className="grid size-14 place-items-center rounded-full bg-accent-100 text-accent-600">
          <Trophy className="size-7" aria-hidden="true" />
        </span>
        <h2 ref={headingRef} tabIndex={-1} className="text-lg font-semibold text-ink-950 focus:outline-none">
          {t('quiz.summary.title')}
        </h2>
        <p className="text-4xl font-bold tabular-nums text-brand-800">{format.number(quiz.score)}</p>
        <p className="text-sm font-medium text-ink-700">
          {t('units.points', { count: quiz.score })}
          <span aria-hidden="true"> · </span>
          {t('quiz.summary.right', {
            right: format.number(rightCount),
            total: format.number(quiz.questionCount),
          })}
        </p>
        <p className="text-sm text-ink-500">
          {t('quiz.summary.nextWeek', { day: format.weekday(quiz.closesAt.slice(0, 10)) })}
        </p>
      </Card>
      <section aria-labelledby="quiz-answers" className="space-y-3">
        <h3 id="quiz-answers" className="font-semibold text-ink-950">
          {t('quiz.summary.answers')}
        </h3>
        <ol className="space-y-3">
          {results.map((result) => (
            <li key={result.position}>
              <Card className="space-y-3 !p-4 sm:!p-5">
                <div className="flex items-start justify-between gap-3">
                  <p className="min-w-0 font-medium text-ink-950">
                    <span className="block text-xs font-semibold uppercase text-ink-500 rtl:normal-case">
                      {t('quiz.summary.question', { number: format.number(result.position + 1) })}
                    </span>
                    <TextInLanguage value={result.prompt} />
                  </p>
                  <span
                    className={cx(
                      'shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold tabular-nums',
                      result.points > 0 ? 'bg-brand-50 text-brand-800' : 'bg-ink-100 text-ink-700',
                    )}
                  >
                    {result.chosenIndex === null
                      ? t('quiz.summary.timedOut')
                      : t('units.gain', { count: result.points, number: format.gain(result.points) })}
                  </span>
                </div>
                <ResultReview result={result} />
              </Card>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
