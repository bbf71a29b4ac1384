import { ErrorCode, type PersonaAnswer } from '@vitalia/contracts';
import { RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../components/ui/cx';
import { QueryLoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { ScreenUpgradeInvitation } from '../../../components/ui/upgrade-invitation';
import { apiErrorOf, isCode } from '../../../lib/api-client';
import { usePersonaAnswers } from '../api/persona-answers';
import { usePersonaAccess } from '../hooks/use-persona-access';
import { useFollowAnswer } from '../hooks/use-follow-answer';
import { usePersonaChat, type PendingAnswer } from '../hooks/use-persona-chat';
import { AnswerBubble, QuestionBubble } from './chat-bubbles';
import { ChatComposer } from './chat-composer';
import { ExampleQuestions } from './example-questions';
import { FlagAnswer } from './flag-answer';
import { PersonaHeader } from './persona-header';

function PendingExchange({ pending, onRetry }: { pending: PendingAnswer; onRetry: () => void }) {
  const { t } = useTranslation('persona');
  const isWriting = pending.status === 'waiting' || pending.status === 'streaming';
  return (
    <li className="space-y-3">
      <QuestionBubble text={pending.question} />
      <AnswerBubble
        text={pending.text}
        citations={pending.citations}
        refusal={pending.refusal}
        isWriting={isWriting}
        footer={
          pending.status === 'stopped' ? (
            <p className="mt-1.5 px-1 text-xs text-ink-500">{t('chat.stopped')}</p>
          ) : pending.status === 'interrupted' ? (
            <div className="mt-1.5 flex flex-wrap items-center gap-2 px-1 text-xs">
              <p role="alert" className="text-danger-700">
                {t('chat.interrupted')}
              </p>
              <button
                type="button"
                onClick={onRetry}
                className="inline-flex min-h-9 items-center gap-1.5 rounded-full px-2 font-semibold text-brand-700 hover:bg-brand-50"
              >
                <RotateCcw className="size-3.5" aria-hidden="true" />
                {t('chat.askAgain')}
              </button>
            </div>
          ) : null
        }
      />
    </li>
  );
}

function KeptExchange({ answer }: { answer: PersonaAnswer }) {
  return (
    <li className="space-y-3">
      <QuestionBubble text={answer.question} />
      <AnswerBubble
        text={answer.answer}
        language={answer.language}
        citations={answer.citations}
        refusal={answer.refusal}
        createdAt={answer.createdAt}
        footer={<FlagAnswer answer={answer} />}
      />
    </li>
  );
}

function HistorySkeleton() {
  return (
    <div className="space-y-4" role="presentation">
      {[0, 1, 2, 3].map((index) => (
        <Skeleton key={index} className={cx('h-12 rounded-2xl', index % 2 ? 'w-2/3' : 'ms-auto w-1/2')} />
      ))}
    </div>
  );
}

function PersonaChat({ isReviewer }: { isReviewer: boolean }) {
  const { t } = useTranslation('persona');
  const answers = usePersonaAnswers();
  const chat = usePersonaChat();
  const history = answers.data ?? [];
  const { endRef, composerRef } = useFollowAnswer({
    exchangeCount: history.length + (chat.pending ? 1 : 0),
    pendingText: chat.pending?.text,
    pendingCitations: chat.pending?.citations.length ?? 0,
    lastAnswerId: chat.lastAnswerId,
  });

  // The plan ended since the profile was read: the API refuses (4003), and the screen offers Premium instead.
  const isDenied = [answers.error, chat.failure].some(
    (error) => error != null && isCode(apiErrorOf(error).code, ErrorCode.accessDenied),
  );
  if (isDenied) return <ScreenUpgradeInvitation namespace="persona" />;

  const ask = (question: string) => void chat.ask(question);
  function conversation() {
    if (answers.isPending) return <HistorySkeleton />;
    if (answers.isError) return <QueryLoadError query={answers} message={t('chat.loadFailed')} />;
    if (history.length === 0 && !chat.pending) {
      return <ExampleQuestions onAsk={ask} isDisabled={chat.isAnswering} />;
    }
    return (
      <ol aria-label={t('chat.label')} className="space-y-6">
        {history.map((answer) => (
          <KeptExchange key={answer.id} answer={answer} />
        ))}
        {chat.pending && (
          <PendingExchange pending={chat.pending} onRetry={() => ask(chat.pending?.question ?? '')} />
        )}
      </ol>
    );
  }

  return (
    <div className="mx-auto max-w-2xl">
      <PersonaHeader isReviewer={isReviewer} />
      {conversation()}
      <p role="status" className="sr-only">
        {chat.isAnswering ? t('chat.writing') : chat.lastAnswerId ? t('chat.answered') : ''}
      </p>
      <div ref={endRef} />
      <div
        ref={composerRef}
        className="sticky bottom-[calc(4.5rem+env(safe-area-inset-bottom))] mt-6 rounded-card bg-ink-50/95 p-2 backdrop-blur lg:bottom-4"
      >
        <ChatComposer
          isAnswering={chat.isAnswering}
          failure={chat.failure}
          onAsk={chat.ask}
          onStop={chat.stop}
          onEdit={chat.clearFailure}
        />
      </div>
    </div>
  );
}

/**
 * `/app/persona`, "Karim's AI": a chat with an AI persona of the brand's ambassador, grounded in his own posts and
 * answers, always labelled as AI. Premium members and the staff who review it ask; everyone else is invited to
 * upgrade without asking the API.
 */
export function PersonaScreen() {
  const { mayAsk, isReviewer } = usePersonaAccess();
  return mayAsk ? <PersonaChat isReviewer={isReviewer} /> : <ScreenUpgradeInvitation namespace="persona" />;
}
