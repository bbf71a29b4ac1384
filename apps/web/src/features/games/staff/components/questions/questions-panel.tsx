import { quizQuestionsPerWeek, type StaffQuestion } from '@vitalia/contracts';
import { Lock, Plus, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../../components/ui/button';
import { EmptyState } from '../../../../../components/ui/empty-state';
import { QueryLoadError } from '../../../../../components/ui/load-error';
import { SelectField } from '../../../../../components/ui/select-field';
import { SkeletonRows } from '../../../../../components/ui/skeleton';
import { confirmAlert } from '../../../../../lib/alert-store';
import { apiErrorOf } from '../../../../../lib/api-client';
import { currentLanguage, intlLocale } from '../../../../../lib/i18n';
import { useDeleteQuestion, useStaffQuestions } from '../../api/staff-questions';
import { formatWeek, mondayOf, weeksToCome } from '../../game-calendar';
import type { GamesNotice } from '../games-notice';
import { QuestionCard } from './question-card';
import { QuestionDialog } from './question-dialog';

/** How far ahead staff may pick a week: about two months. */
const weeksAhead = 8;

/** The week being played is listed too, read-only, so staff can see what members answer now. */
function WeekPicker({
  thisWeek,
  weeks,
  selected,
  onSelect,
}: {
  thisWeek: string;
  weeks: readonly string[];
  selected: string;
  onSelect: (week: string) => void;
}) {
  const { t } = useTranslation('games-admin');
  const language = currentLanguage();
  return (
    <SelectField
      label={t('questions.week')}
      hint={t('questions.weekHint')}
      value={selected}
      onChange={(event) => onSelect(event.target.value)}
      className="sm:max-w-sm"
    >
      <option value={thisWeek}>{t('questions.thisWeek', { range: formatWeek(thisWeek, language) })}</option>
      {weeks.map((week) => (
        <option key={week} value={week}>
          {formatWeek(week, language)}
        </option>
      ))}
    </SelectField>
  );
}

function WeekSummary({ written, isReadOnly }: { written: number; isReadOnly: boolean }) {
  const { t } = useTranslation('games-admin');
  const number = new Intl.NumberFormat(intlLocale());
  const total = number.format(quizQuestionsPerWeek);
  const Icon = isReadOnly ? Lock : Sparkles;
  return (
    <div className="flex items-start gap-3 rounded-card bg-brand-50 p-4 text-sm text-brand-900">
      <Icon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div>
        <p className="font-semibold">{t('questions.written', { written: number.format(written), total })}</p>
        <p>
          {isReadOnly
            ? t('questions.lockedNote')
            : written >= quizQuestionsPerWeek
              ? t('questions.fullNote')
              : t('questions.fillNote', { total })}
        </p>
      </div>
    </div>
  );
}

/** The quiz tab: a week to write for, its questions, and the dialog to add or change one. */
export function QuestionsPanel({ onNotice }: { onNotice: (notice: GamesNotice) => void }) {
  const { t } = useTranslation('games-admin');
  // The weeks are those of the moment the tab opened: a week that begins while it is open is refused (7905).
  const [now] = useState(() => new Date());
  const thisWeek = mondayOf(now);
  const weeks = weeksToCome(now, weeksAhead);
  const [week, setWeek] = useState(weeks[0] ?? thisWeek);
  const questions = useStaffQuestions(week);
  const remove = useDeleteQuestion();
  const [target, setTarget] = useState<StaffQuestion | 'new' | null>(null);
  const [deletingId, setDeletingId] = useState<string | null>(null);

  // The server says when a week has begun; the clock here only keeps the week in play from offering to write.
  const isReadOnly = week <= thisWeek || Boolean(questions.data?.some((question) => question.isLocked));
  const isFull = (questions.data?.length ?? 0) >= quizQuestionsPerWeek;

  async function onDelete(question: StaffQuestion) {
    const isConfirmed = await confirmAlert({
      title: t('questions.deleteConfirm.title'),
      message: t('questions.deleteConfirm.message'),
      confirmText: t('questions.delete'),
    });
    if (!isConfirmed) return;
    setDeletingId(question.id);
    try {
      await remove.mutateAsync({ params: { questionId: question.id } });
      onNotice({ tone: 'success', key: 'questions.done.deleted' });
    } catch (error) {
      onNotice({ tone: 'error', code: apiErrorOf(error).code });
    } finally {
      setDeletingId(null);
    }
  }

  function list() {
    if (questions.isPending) {
      return <SkeletonRows label={t('questions.loading')} rows={3} cells={['h-40 w-full rounded-card']} />;
    }
    if (questions.isError) return <QueryLoadError query={questions} message={t('questions.loadFailed')} />;
    return (
      <div className="space-y-4">
        <WeekSummary written={questions.data.length} isReadOnly={isReadOnly} />
        {questions.data.length === 0 ? (
          <EmptyState
            icon={Sparkles}
            iconClassName="text-brand-600"
            title={isReadOnly ? t('questions.emptyLocked') : t('questions.empty.title')}
            hint={isReadOnly ? undefined : t('questions.empty.hint')}
          />
        ) : (
          <ol className="space-y-3">
            {questions.data.map((question, index) => (
              <QuestionCard
                key={question.id}
                question={question}
                position={index + 1}
                isReadOnly={isReadOnly || question.isLocked}
                isDeleting={deletingId === question.id}
                onEdit={() => setTarget(question)}
                onDelete={() => void onDelete(question)}
              />
            ))}
          </ol>
        )}
      </div>
    );
  }

  return (
    <>
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <WeekPicker thisWeek={thisWeek} weeks={weeks} selected={week} onSelect={setWeek} />
        {!isReadOnly && questions.isSuccess && (
          <Button onClick={() => setTarget('new')} disabled={isFull}>
            <Plus className="size-4" aria-hidden="true" />
            {t('questions.add')}
          </Button>
        )}
      </div>
      {list()}
      <QuestionDialog
        week={week}
        target={target}
        onClose={() => setTarget(null)}
        onDone={(outcome) => {
          setTarget(null);
          onNotice({ tone: 'success', key: `questions.done.${outcome}` });
        }}
      />
    </>
  );
}
