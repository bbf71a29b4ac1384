import { languageInfo, type ResolvedText } from '@vitalia/contracts';
import { cx } from '../../../components/ui/cx';

/** The attributes that make staff text read in its own language and direction, whatever the page's. */
export const inLanguage = (value: ResolvedText) => ({
  lang: value.language,
  dir: languageInfo[value.language].dir,
});

/** A post's content: plain text, whose line breaks are the author's paragraphs. */
export function PostContent({ content, className }: { content: ResolvedText; className?: string }) {
  return (
    <p
      {...inLanguage(content)}
      className={cx('whitespace-pre-line break-words text-sm leading-relaxed text-ink-700', className)}
    >
      {content.text}
    </p>
  );
}
