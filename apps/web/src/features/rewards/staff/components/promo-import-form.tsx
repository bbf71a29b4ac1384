import {
  importFileExtensions,
  importFileProblem,
  rewardCategories,
  type AdminReward,
  type ImportResult,
  type RewardCategory,
} from '@vitalia/contracts';
import { CircleAlert, FileSpreadsheet, Plus, Upload } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { FormError } from '../../../../components/ui/field';
import { SelectField } from '../../../../components/ui/select-field';
import { apiErrorOf } from '../../../../lib/api-client';
import { useErrorText } from '../../../../lib/form-errors';
import { useImportPromoCodes } from '../api/import-promo-codes';
import { Ltr } from '../../../../components/ui/ltr';
import { useRewardFormat } from './reward-format';

export interface ImportedFile {
  result: ImportResult;
  rewardName: string;
  fileName: string;
}

/** How much of the file has gone; once all of it has, the server is reading it. */
function UploadProgress({ fraction }: { fraction: number }) {
  const { t } = useTranslation('rewards');
  const format = useRewardFormat();
  const percent = Math.round(fraction * 100);
  const isSent = fraction >= 1;
  return (
    <div className="space-y-1.5">
      <div
        role="progressbar"
        aria-label={t('import.uploadProgress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-ink-100"
      >
        <div
          className="h-full rounded-full bg-brand-600 transition-[width] duration-200 motion-reduce:transition-none"
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="text-sm text-ink-500">
        {isSent ? t('import.reading') : t('import.uploading', { percent: format.percent(fraction) })}
      </p>
    </div>
  );
}

/** The server's refusal, translated (spec §8 "import error"): what failed, then why. */
function ImportFailure({ code }: { code: string }) {
  const { t } = useTranslation('rewards');
  const errorText = useErrorText();
  return (
    <div role="alert" className="flex gap-3 rounded-control bg-danger-50 px-3.5 py-3 text-sm text-danger-700">
      <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div>
        <p className="font-semibold">{t('import.failed')}</p>
        <p>{errorText(code)}</p>
      </div>
    </div>
  );
}

/**
 * Spec §2/§5: category, reward, file, then import. The spec's three checks run here before anything is sent
 * (`importFileProblem`, shared with the API); the API checks again, and reads the bytes to decide the format.
 */
export function PromoImportForm({
  rewards,
  onImportStart,
  onImported,
  onCreateReward,
}: {
  rewards: AdminReward[];
  /** An import is asked for (before the checks): an earlier result shown beside it no longer applies. */
  onImportStart: () => void;
  onImported: (imported: ImportedFile) => void;
  onCreateReward: () => void;
}) {
  const { t } = useTranslation('rewards');
  const errorText = useErrorText();
  const format = useRewardFormat();
  const fileInputId = useId();
  const fileHintId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [sentFraction, setSentFraction] = useState(0);
  const importCodes = useImportPromoCodes(setSentFraction);
  const [category, setCategory] = useState<RewardCategory | ''>('');
  const [rewardId, setRewardId] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const isImporting = importCodes.isPending;

  const choices = rewards
    .filter((reward) => !category || reward.category === category)
    .sort((a, b) => Number(b.isActive) - Number(a.isActive) || a.name.localeCompare(b.name));

  function chooseReward(next: string) {
    setRewardId(next);
    // Both messages were about importing into the reward no longer chosen.
    setProblem(null);
    setFailure(null);
  }

  function onCategory(next: RewardCategory | '') {
    setCategory(next);
    // The chosen reward stays only if the new category still lists it.
    const chosen = rewards.find((reward) => reward.id === rewardId);
    if (chosen && next && chosen.category !== next) chooseReward('');
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onImportStart();
    setFailure(null);
    const found = importFileProblem(file, rewardId);
    setProblem(found === null ? null : String(found));
    if (found !== null || !file) return;
    const reward = rewards.find((candidate) => candidate.id === rewardId);
    setSentFraction(0);
    try {
      const { data: result } = await importCodes.mutateAsync({ params: { rewardId }, file });
      onImported({ result, rewardName: reward?.name ?? '', fileName: file.name });
      setFile(null);
      if (fileInput.current) fileInput.current.value = '';
    } catch (error) {
      setFailure(apiErrorOf(error).code);
    }
  }

  if (rewards.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-control bg-ink-50 px-4 py-6 text-center">
        <p className="max-w-sm text-sm text-ink-700">{t('import.needsReward')}</p>
        <Button variant="secondary" onClick={onCreateReward}>
          <Plus className="size-4" aria-hidden="true" />
          {t('import.createReward')}
        </Button>
      </div>
    );
  }

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-busy={isImporting || undefined}>
      <div className="space-y-4">
        <FormError message={errorText(problem) ?? null} />
        {failure && <ImportFailure code={failure} />}
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={t('import.category')}
            value={category}
            disabled={isImporting}
            onChange={(event) => onCategory(event.target.value as RewardCategory | '')}
          >
            <option value="">{t('import.allCategories')}</option>
            {rewardCategories.map((value) => (
              <option key={value} value={value}>
                {t(`category.${value}`)}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t('import.reward')}
            value={rewardId}
            disabled={isImporting}
            onChange={(event) => chooseReward(event.target.value)}
          >
            <option value="">
              {choices.length === 0 ? t('import.noRewardInCategory') : t('import.chooseReward')}
            </option>
            {choices.map((reward) => (
              <option key={reward.id} value={reward.id}>
                {reward.isActive ? reward.name : t('import.inactiveOption', { name: reward.name })}
              </option>
            ))}
          </SelectField>
        </div>
        <div>
          <label htmlFor={fileInputId} className="mb-1.5 block text-sm font-medium text-ink-900">
            {t('import.file')}
          </label>
          <input
            ref={fileInput}
            id={fileInputId}
            type="file"
            accept={importFileExtensions.join(',')}
            disabled={isImporting}
            aria-describedby={fileHintId}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setProblem(null);
              setFailure(null);
            }}
            // The browser's own file button speaks the browser's language, not the product's: it is hidden and the label
            // below, in the reader's language, opens the picker.
            className="peer sr-only"
          />
          <label
            htmlFor={fileInputId}
            className={
              'flex min-h-14 cursor-pointer items-center gap-3 rounded-control border border-dashed border-ink-300 ' +
              'bg-ink-50 px-4 py-3 text-sm text-ink-700 hover:border-brand-500 hover:bg-brand-50 ' +
              'peer-focus-visible:ring-2 peer-focus-visible:ring-brand-500 peer-disabled:cursor-not-allowed peer-disabled:opacity-60'
            }
          >
            <Upload className="size-5 shrink-0 text-brand-700" aria-hidden="true" />
            <span className="font-semibold text-brand-800">
              {file ? t('import.changeFile') : t('import.chooseFile')}
            </span>
            {!file && <span className="text-ink-500">{t('import.noFile')}</span>}
          </label>
          <p id={fileHintId} className="mt-1.5 text-sm text-ink-500">
            {t('import.fileHint')}
          </p>
          {file && (
            <p className="mt-2 flex min-w-0 items-center gap-2 text-sm text-ink-900">
              <FileSpreadsheet className="size-4 shrink-0 text-brand-700" aria-hidden="true" />
              <Ltr className="min-w-0 truncate font-medium">{file.name}</Ltr>
              <span className="shrink-0 text-ink-500">{format.fileSize(file.size)}</span>
            </p>
          )}
        </div>
        {isImporting && <UploadProgress fraction={sentFraction} />}
        <div className="flex justify-end">
          <Button type="submit" isLoading={isImporting} className="max-sm:w-full">
            {!isImporting && <Upload className="size-4" aria-hidden="true" />}
            {isImporting ? t('import.importing') : t('import.submit')}
          </Button>
        </div>
      </div>
    </form>
  );
}
