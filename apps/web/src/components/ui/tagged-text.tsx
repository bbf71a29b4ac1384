import { Fragment, type ReactNode } from 'react';

/**
 * Renders a translated sentence whose parts are marked `<name>…</name>`, wrapping each part with the matching
 * renderer, so translators can move links anywhere in the sentence. (react-i18next's Trans does this too, with an
 * HTML parser the first page load cannot afford.)
 */
export function TaggedText({
  text,
  tags,
}: {
  text: string;
  tags: Record<string, (children: string) => ReactNode>;
}) {
  const parts: ReactNode[] = [];
  const pattern = /<(\w+)>(.*?)<\/\1>/g;
  let cursor = 0;
  for (const match of text.matchAll(pattern)) {
    const [whole, name = '', inner = ''] = match;
    parts.push(text.slice(cursor, match.index));
    const render = tags[name];
    parts.push(<Fragment key={match.index}>{render ? render(inner) : inner}</Fragment>);
    cursor = match.index + whole.length;
  }
  parts.push(text.slice(cursor));
  return <>{parts}</>;
}
