import { paths } from '@vitalia/contracts';
import { Link } from 'react-router';
import { TaggedText } from './tagged-text';

/** A link inside a sentence of small print. */
export const inlineLinkClasses = 'font-medium text-brand-700 underline-offset-2 hover:underline';

/** A translated sentence whose `<terms>…</terms>` and `<privacy>…</privacy>` parts link to those pages. */
export function LegalSentence({ text }: { text: string }) {
  return (
    <TaggedText
      text={text}
      tags={{
        terms: (part) => (
          <Link to={paths.terms()} className={inlineLinkClasses}>
            {part}
          </Link>
        ),
        privacy: (part) => (
          <Link to={paths.privacy()} className={inlineLinkClasses}>
            {part}
          </Link>
        ),
      }}
    />
  );
}
