import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthScreen } from '../features/auth/components/auth-screen';

export default function Screen() {
  const { t } = useTranslation('auth');
  return (
    <AuthScreen title={t('reset.title')} subtitle={t('reset.subtitle')}>
      <p className="text-sm">
        <Link to="/login" className="font-semibold text-brand-700 hover:underline">
          {t('reset.backToSignIn')}
        </Link>
      </p>
    </AuthScreen>
  );
}
