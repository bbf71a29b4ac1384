import { ErrorCode, type QuizState } from '@vitalia/contracts';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../../../components/ui/card';
import { FormError } from '../../../../../components/ui/field';
import { QueryLoadError } from '../../../../../components/ui/load-error';
import { Skeleton } from '../../../../../components/ui/skeleton';
import { apiErrorOf, isCode } from '../../../../../lib/api-client';
import { useErrorText } from '../../../../../lib/form-errors';
import { useAnswerQuestion, useQuiz, useShowNextQuestion } from '../../api/quiz';
import { QuizFeedback } from './quiz-feedback';
import { QuizIntro, QuizResume } from './quiz-intro';
import { QuizQuestion } from './quiz-question';
import { QuizSummary } from './quiz-summary';

/** The question whose outcome is on screen; `wasLate` when the member's answer came after the time (7900). */
interface Review {
  position: number;
  wasLate: boolean;
}

/** While the server has not yet closed a question this device saw run out, it is asked again this often. */
const waitForServerMs = 1000;
/** A clock far ahead of the server's would otherwise ask forever. */
const maxServerWaits = 40;

/** Answers that mean the quiz moved on elsewhere (a new week, another tab): read it again and say why. */
const movedOnCodes = [ErrorCode.quizWeekNotCurrent, ErrorCode.quizQuestionNotShown, ErrorCode.quizComplete];

function QuizPlay({ quiz, refresh }: { quiz: QuizState; refresh: () => void }) {
  const errorText = useErrorText();
  const next = useShowNextQuestion();
  const answer = useAnswerQuestion();
  const [review, setReview] = useState<Review | null>(null);
  const [fresh, setFresh] = useState<{ position: number; receivedAt: number } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // Views that appear after the member acted take focus; the one found on arrival does not.
  const [hasActed, setHasActed] = useState(false);

  const reviewed = review && quiz.results.find((result) => result.position === review.position);
  const isWaitingForServer = review !== null && !reviewed;

  // The time ran out here first: the question stays locked until the server, asked again, has closed it too.
  useEffect(() => {
    if (!isWaitingForServer) return;
    let waits = 0;
    const id = setInterval(() => {
      waits += 1;
      if (waits > maxServerWaits) {
        clearInterval(id);
        setReview(null);
      } else refresh();
    }, waitForServerMs);
    return () => clearInterval(id);
  }, [isWaitingForServer, refresh]);

  async function showNext() {
    setProblem(null);
    setHasActed(true);
    try {
      const { answer: shown, receivedAt } = await next.mutateAsync();
      const current = shown.data.current;
      setFresh(current ? { position: current.position, receivedAt } : null);
      setReview(null);
    } catch (error) {
      const { code } = apiErrorOf(error);
      if (isCode(code, ErrorCode.quizComplete)) {
        // Every question is over (answered in another tab): the score is the way on.
        setReview(null);
        refresh();
      } else setProblem(code);
    }
  }

  async function answerWith(position: number, choiceIndex: number) {
    setProblem(null);
    setHasActed(true);
    try {
      const { data } = await answer.mutateAsync({ week: quiz.weekStart, position, choiceIndex });
      setReview({ position: data.result.position, wasLate: false });
    } catch (error) {
      const { code } = apiErrorOf(error);
      if (isCode(code, ErrorCode.quizAnswerTooLate, ErrorCode.quizAlreadyAnswered)) {
        // Too late, or answered already (another tab): the question's outcome is the server's; show it.
        setReview({ position, wasLate: isCode(code, ErrorCode.quizAnswerTooLate) });
        refresh();
      } else if (isCode(code, ...movedOnCodes)) {
        setReview(null);
        setProblem(code);
        refresh();
      } else {
        // Nothing was recorded: the member may try again while time is left.
        setProblem(code);
      }
    }
  }

  function onTimeUp(position: number) {
    // The choices just locked under the member's hand: the outcome takes focus when it comes.
    setHasActed(true);
    setReview((current) => current ?? { position, wasLate: false });
    refresh();
  }

  const problemBanner = <FormError message={errorText(problem) ?? null} />;

  let view;
  if (reviewed) {
    view = (
      <QuizFeedback
        result={reviewed}
        quiz={quiz}
        wasLate={review.wasLate}
        takesFocus={hasActed}
        isLoadingNext={next.isPending}
        onNext={() => void showNext()}
        onSeeScore={() => setReview(null)}
      />
    );
  } else if (quiz.current) {
    const { position } = quiz.current;
    view = (
      <QuizQuestion
        key={position}
        question={quiz.current}
        questionCount={quiz.questionCount}
        timeLimitSeconds={quiz.timeLimitSeconds}
        receivedAt={fresh?.position === position ? fresh.receivedAt : null}
        isTimeUp={review?.position === position}
        isAnswering={answer.isPending}
        takesFocus={hasActed}
        onAnswer={(choiceIndex) => void answerWith(position, choiceIndex)}
        onTimeUp={() => onTimeUp(position)}
      />
    );
  } else if (quiz.isComplete) {
    view = <QuizSummary quiz={quiz} takesFocus={hasActed} />;
  } else if (quiz.results.length === 0) {
    view = <QuizIntro quiz={quiz} isStarting={next.isPending} onStart={() => void showNext()} />;
  } else {
    view = (
      <QuizResume
        quiz={quiz}
        takesFocus={hasActed}
        isLoadingNext={next.isPending}
        onNext={() => void showNext()}
      />
    );
  }

  return (
    <div className="space-y-3">
      {problemBanner}
      {view}
    </div>
  );
}

function QuizSkeleton() {
  const { t } = useTranslation('games');
  return (
    <Card className="space-y-4 !p-5 sm:!p-6">
      <span role="status" className="sr-only">
        {t('quiz.loading')}
      </span>
      <div className="flex items-start gap-3" aria-hidden="true">
        <Skeleton className="size-12 rounded-xl" />
        <div className="flex-1 space-y-2">
          <Skeleton className="h-5 w-1/2" />
          <Skeleton className="h-4 w-3/4" />
        </div>
      </div>
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-5/6" />
      <Skeleton className="h-12 w-full" />
    </Card>
  );
}

/** The week's quiz: an introduction, then one question at a time against the clock, then the score. */
export function QuizSection() {
  const { t } = useTranslation('games');
  const quiz = useQuiz();
  const { refetch } = quiz;
  const refresh = useCallback(() => void refetch(), [refetch]);
  if (quiz.data === undefined) {
    return quiz.isError ? <QueryLoadError query={quiz} message={t('quiz.loadFailed')} /> : <QuizSkeleton />;
  }
  return <QuizPlay quiz={quiz.data} refresh={refresh} />;
}
