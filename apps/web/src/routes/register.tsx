import { useTranslation } from 'react-i18next';
import { AuthScreen } from '../features/auth/components/auth-screen';
import { RegisterForm } from '../features/auth/components/register-form';

export default function Screen() {
  const { t } = useTranslation('auth');
  return (
    <AuthScreen title={t('register.title')} subtitle={t('register.subtitle')} isSignUp>
      <RegisterForm />
    </AuthScreen>
  );
}
