import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthScreen } from '../features/auth/components/auth-screen';

export default function Screen() {
  const { t } = useTranslation('auth');
  return (
    <AuthScreen title={t('register.title')} subtitle={t('register.subtitle')}>
      <p className="text-sm text-ink-700">
        {t('register.haveAccount')}{' '}
        <Link to="/login" className="font-semibold text-brand-700 hover:underline">
          {t('register.signIn')}
        </Link>
      </p>
    </AuthScreen>
  );
}
