import { useTranslation } from 'react-i18next';
import { AuthScreen } from '../features/identity/components/auth-screen';
import { RegisterForm } from '../features/identity/components/register-form';

export default function Screen() {
  const { t } = useTranslation('auth');
  return (
    <AuthScreen title={t('register.title')} subtitle={t('register.subtitle')} isSignUp>
      <RegisterForm />
    </AuthScreen>
  );
}
