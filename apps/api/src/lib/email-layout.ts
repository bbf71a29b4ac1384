import type { Language } from '@vitalia/contracts';
import type { MailMessage } from './mailer';

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`);

/** The dates and numbers of an email, in the reader's language (Moroccan Arabic conventions for `ar`). */
export const emailLocales: Record<Language, string> = { en: 'en-GB', fr: 'fr-FR', ar: 'ar-MA' };

/**
 * One layout for every email the product sends: paragraphs and one action link, as plain text and as HTML, with
 * Arabic laid out right to left. A mail members opted in to carries an unsubscribe link, in its footer and as the
 * one-click `List-Unsubscribe` headers (RFC 8058) that mail clients show as a button.
 */
export function composeEmail(message: {
  to: string;
  language: Language;
  subject: string;
  lines: string[];
  action: { label: string; url: string };
  unsubscribe?: { label: string; pageUrl: string; oneClickUrl: string };
}): MailMessage {
  const { language, lines, action, unsubscribe } = message;
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  const footerText = unsubscribe ? `\n--\n${unsubscribe.label}: ${unsubscribe.pageUrl}\n` : '';
  const footerHtml = unsubscribe
    ? `<p style="font-size:12px;color:#666"><a href="${escapeHtml(unsubscribe.pageUrl)}">${escapeHtml(unsubscribe.label)}</a></p>`
    : '';
  return {
    to: message.to,
    subject: message.subject,
    text: `${lines.join('\n\n')}\n\n${action.label}: ${action.url}\n${footerText}`,
    html:
      `<!doctype html><html lang="${language}" dir="${dir}"><body style="font-family:sans-serif;line-height:1.6">` +
      lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('') +
      `<p><a href="${escapeHtml(action.url)}">${escapeHtml(action.label)}</a></p>${footerHtml}</body></html>`,
    ...(unsubscribe
      ? {
          headers: {
            'List-Unsubscribe': `<${unsubscribe.oneClickUrl}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          },
        }
      : {}),
  };
}
