import { languageInfo, type ResolvedText } from '@vitalia/contracts';

/**
 * Text staff wrote, in the language it came in (D9): tagged with that language and its direction, and isolated like
 * any partner text, so an English fallback keeps its order inside an Arabic page ("Calm+" keeps its "+" at the end)
 * and an Arabic text reads right to left inside an English one.
 */
export function TextInLanguage({ value, className }: { value: ResolvedText; className?: string }) {
  return (
    <bdi lang={value.language} dir={languageInfo[value.language].dir} className={className}>
      {value.text}
    </bdi>
  );
}
