import { paths } from '@vitalia/contracts';
import type { Citation } from '@vitalia/contracts';
import { MessageCircleQuestion, Newspaper } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * Where an answer's words come from, under it: one of Karim's posts (a link to it) or one of his library answers
 * (named by its question; the library itself is not for members).
 */
export function CitationList({ citations }: { citations: readonly Citation[] }) {
  const { t } = useTranslation('persona');
  if (citations.length === 0) return null;
  return (
    <ul aria-label={t('citations.label')} className="mt-2 space-y-1 px-1 text-xs text-ink-500">
      {citations.map((citation) => (
        <li key={`${citation.kind}-${citation.sourceId}`} className="flex items-start gap-1.5">
          {citation.kind === 'post' ? (
            <>
              <Newspaper className="mt-px size-3.5 shrink-0" aria-hidden="true" />
              <span>
                {t('citations.post')}{' '}
                <Link
                  to={paths.feedPost(citation.sourceId)}
                  className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
                >
                  <bdi dir="auto">{citation.title}</bdi>
                </Link>
              </span>
            </>
          ) : (
            <>
              <MessageCircleQuestion
                className="mt-px size-3.5 shrink-0 rtl:-scale-x-100"
                aria-hidden="true"
              />
              <span>
                {t('citations.qa')}{' '}
                <bdi dir="auto" className="font-medium text-ink-700">
                  {citation.title}
                </bdi>
              </span>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
