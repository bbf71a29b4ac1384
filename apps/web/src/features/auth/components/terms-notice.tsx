import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';

const linkClasses = 'font-medium text-brand-700 underline-offset-2 hover:underline';

/** Spec §2: 'By signing up, you agree to our … and …' with the privacy policy and the terms, plus help. */
export function TermsNotice() {
  const { t } = useTranslation('auth');
  return (
    <div
      className="mt-8 space-y-2 text-center text-xs leading-relaxed text-ink-500"
      data-testid="terms-notice"
    >
      <p>
        <Trans
          t={t}
          i18nKey="termsNotice"
          components={{
            privacy: <Link to="/privacy" className={linkClasses} />,
            terms: <Link to="/terms" className={linkClasses} />,
          }}
        />
      </p>
      <p>
        <Link to="/help" className={linkClasses}>
          {t('needHelp')}
        </Link>
      </p>
    </div>
  );
}
