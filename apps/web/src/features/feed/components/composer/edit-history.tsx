import type { PostForStaff } from '@vitalia/contracts';
import { History } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../../components/ui/section-card';
import { currentLanguage } from '../../../../lib/i18n';
import { formatDateTime } from '../../../../lib/format';

/** Who wrote the post and who changed it since, newest change first. */
export function EditHistory({ post }: { post: PostForStaff }) {
  const { t } = useTranslation('feed');
  const language = currentLanguage();
  const revisions = [...post.revisions].sort((a, b) => Date.parse(b.editedAt) - Date.parse(a.editedAt));
  return (
    <SectionCard icon={History} title={t('history.title')} description={t('history.description')}>
      <ol className="space-y-2 text-sm">
        {revisions.map((revision, index) => (
          <li key={`${revision.editedAt}-${index}`} className="flex flex-wrap gap-x-2">
            <bdi className="font-medium text-ink-900">{revision.editorName}</bdi>
            <time dateTime={revision.editedAt} className="text-ink-500">
              {formatDateTime(revision.editedAt, language)}
            </time>
          </li>
        ))}
        <li className="flex flex-wrap gap-x-2">
          <span className="text-ink-700">
            {t('history.created')} <bdi className="font-medium text-ink-900">{post.authorName}</bdi>
          </span>
          <time dateTime={post.createdAt} className="text-ink-500">
            {formatDateTime(post.createdAt, language)}
          </time>
        </li>
      </ol>
    </SectionCard>
  );
}
