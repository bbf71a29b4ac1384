import { paths } from '@vitalia/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { inlineLinkClasses, LegalSentence } from '../../../components/ui/legal-sentence';

/**
 * Spec §2: 'By signing up, you agree to our … and …' with the privacy policy and the terms, plus help. The sign-up
 * screen keeps the spec's words; signing in or resetting a password is not signing up, so those say 'By continuing'
 * (a provider button there may still create the account).
 */
export function TermsNotice({ isSignUp }: { isSignUp: boolean }) {
  const { t } = useTranslation('auth');
  return (
    <div
      className="mt-8 space-y-2 text-center text-xs leading-relaxed text-ink-500"
      data-testid="terms-notice"
    >
      <p>
        <LegalSentence text={isSignUp ? t('termsNotice') : t('termsNoticeContinue')} />
      </p>
      <p>
        <Link to={paths.help()} className={inlineLinkClasses}>
          {t('needHelp')}
        </Link>
      </p>
    </div>
  );
}
