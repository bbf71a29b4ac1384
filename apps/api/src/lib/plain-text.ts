/**
 * Text members and staff type, as we store it: trimmed, without control characters (they can hide text or break a
 * layout). Line breaks and tabs survive where the text may have paragraphs; a one-line text gets spaces instead.
 */
export function plainText(text: string, { multiline }: { multiline: boolean }): string {
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  const cleaned = text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, '');
  return (multiline ? cleaned : cleaned.replace(/\s+/g, ' ')).trim();
}

/** Length as a reader counts it: one per character, an emoji or an Arabic letter alike (not UTF-16 units). */
export const characterCount = (text: string) => [...text].length;
