import type { Language } from '@vitalia/contracts';
import type { MailMessage } from './mailer';

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`);

/** The dates and numbers of an email, in the reader's language (Moroccan Arabic conventions for `ar`). */
export const emailLocales: Record<Language, string> = { en: 'en-GB', fr: 'fr-FR', ar: 'ar-MA' };

/**
 * One layout for every email the product sends: paragraphs and one action link, as plain text and as HTML, with
 * Arabic laid out right to left.
 */
export function composeEmail(message: {
  to: string;
  language: Language;
  subject: string;
  lines: string[];
  action: { label: string; url: string };
}): MailMessage {
  const { language, lines, action } = message;
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  return {
    to: message.to,
    subject: message.subject,
    text: `${lines.join('\n\n')}\n\n${action.label}: ${action.url}\n`,
    html:
      `<!doctype html><html lang="${language}" dir="${dir}"><body style="font-family:sans-serif;line-height:1.6">` +
      lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('') +
      `<p><a href="${escapeHtml(action.url)}">${escapeHtml(action.label)}</a></p></body></html>`,
  };
}
