import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthScreen } from '../features/auth/components/auth-screen';

export default function Screen() {
  const { t } = useTranslation('auth');
  return (
    <AuthScreen title={t('login.title')} subtitle={t('login.subtitle')}>
      <p className="text-sm text-ink-700">
        {t('login.noAccount')}{' '}
        <Link to="/register" className="font-semibold text-brand-700 hover:underline">
          {t('login.createAccount')}
        </Link>
      </p>
      <p className="mt-2 text-sm">
        <Link to="/password-reset" className="font-medium text-brand-700 hover:underline">
          {t('login.forgotPassword')}
        </Link>
      </p>
    </AuthScreen>
  );
}
