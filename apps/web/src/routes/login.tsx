import { useTranslation } from 'react-i18next';
import { AuthScreen } from '../features/auth/components/auth-screen';
import { LoginForm } from '../features/auth/components/login-form';
import { useFederatedLanding } from '../features/auth/hooks/use-federated-landing';

export default function Screen() {
  const { t } = useTranslation('auth');
  useFederatedLanding();
  return (
    <AuthScreen title={t('login.title')} subtitle={t('login.subtitle')}>
      <LoginForm />
    </AuthScreen>
  );
}
