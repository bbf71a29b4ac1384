import { useTranslation } from 'react-i18next';
import { AuthScreen } from '../features/identity/components/auth-screen';
import { LoginForm } from '../features/identity/components/login-form';
import { useFederatedLanding } from '../features/identity/hooks/use-federated-landing';

export default function Screen() {
  const { t } = useTranslation('auth');
  useFederatedLanding();
  return (
    <AuthScreen title={t('login.title')} subtitle={t('login.subtitle')}>
      <LoginForm />
    </AuthScreen>
  );
}
