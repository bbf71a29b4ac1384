import type { Language } from '@vitalia/contracts';
import { emailCopyIn } from '../../lib/email-words';
import type { MailMessage } from '../../lib/mailer';

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`);

/** The reset code email in the account's language; Arabic is laid out right to left, the code stays left to right. */
export function resetCodeEmail(to: string, code: string, language: Language): MailMessage {
  const words = emailCopyIn(language).resetCode;
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  return {
    to,
    subject: words.subject,
    text: `${words.intro}\n\n${code}\n\n${words.validity}\n\n${words.ignore}\n`,
    html:
      `<!doctype html><html lang="${language}" dir="${dir}"><body style="font-family:sans-serif;line-height:1.6">` +
      `<p>${escapeHtml(words.intro)}</p>` +
      `<p dir="ltr" style="font-size:28px;font-weight:700;letter-spacing:6px">${code}</p>` +
      `<p>${escapeHtml(words.validity)}</p><p style="color:#5e7471">${escapeHtml(words.ignore)}</p></body></html>`,
  };
}
