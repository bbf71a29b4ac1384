import type { Language } from '@vitalia/contracts';
import type { MailMessage } from '../../lib/mailer';

const copy: Record<Language, { subject: string; intro: string; validity: string; ignore: string }> = {
  en: {
    subject: 'Your Vitalia password reset code',
    intro: 'Use this code to choose a new password:',
    validity: 'It is valid for 10 minutes and can be used once.',
    ignore:
      'If you did not ask to reset your password, you can ignore this email: your password stays the same.',
  },
  fr: {
    subject: 'Votre code de réinitialisation Vitalia',
    intro: 'Utilisez ce code pour choisir un nouveau mot de passe :',
    validity: 'Il est valable 10 minutes et ne peut servir qu’une fois.',
    ignore: 'Si vous n’avez rien demandé, ignorez cet e-mail : votre mot de passe reste inchangé.',
  },
  ar: {
    subject: 'رمز إعادة تعيين كلمة المرور في Vitalia',
    intro: 'استخدم هذا الرمز لاختيار كلمة مرور جديدة:',
    validity: 'الرمز صالح لمدة 10 دقائق ولمرة واحدة فقط.',
    ignore: 'إذا لم تطلب إعادة تعيين كلمة المرور، يمكنك تجاهل هذه الرسالة: ستبقى كلمة مرورك كما هي.',
  },
};

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`);

/** The reset code email in the account's language; Arabic is laid out right to left, the code stays left to right. */
export function resetCodeEmail(to: string, code: string, language: Language): MailMessage {
  const words = copy[language];
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
