import { useTranslation } from 'react-i18next';
import { AuthScreen } from '../features/identity/components/auth-screen';
import { PasswordResetFlow } from '../features/identity/components/password-reset-flow';

export default function Screen() {
  const { t } = useTranslation('auth');
  return (
    <AuthScreen title={t('reset.title')} subtitle={t('reset.subtitle')}>
      <PasswordResetFlow />
    </AuthScreen>
  );
}
