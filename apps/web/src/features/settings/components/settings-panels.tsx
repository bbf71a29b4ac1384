import { Download, KeyRound, Languages, Link2, UserX } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showErrorAlert } from '../../../lib/alert-store';
import { Button } from '../../../components/ui/button';
import { LanguageSwitcher } from '../../../components/ui/language-switcher';
import { SectionCard } from '../../../components/ui/section-card';
import { authActions } from '../../../lib/auth-store';
import { downloadMyData } from '../api/export-data';
import { ChangePasswordForm } from './change-password-form';
import { DeleteAccount } from './delete-account';
import { SignInMethods } from './sign-in-methods';

/** D1 settings: language, sign-in methods, password and the member's data. */
export function SettingsPanels() {
  const { t } = useTranslation('settings');
  const [isExporting, setIsExporting] = useState(false);

  async function onExport() {
    setIsExporting(true);
    try {
      await downloadMyData();
    } catch {
      showErrorAlert(t('export.failed'));
    } finally {
      setIsExporting(false);
    }
  }

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <SectionCard icon={Languages} title={t('language.title')} description={t('language.description')}>
        <LanguageSwitcher onChange={authActions.setLanguage} />
      </SectionCard>
      <SectionCard icon={Download} title={t('export.title')} description={t('export.description')}>
        <Button variant="secondary" isLoading={isExporting} onClick={() => void onExport()}>
          {t('export.submit')}
        </Button>
      </SectionCard>
      <SectionCard icon={Link2} title={t('signInMethods.title')} description={t('signInMethods.description')}>
        <SignInMethods />
      </SectionCard>
      <div className="lg:col-span-2">
        <SectionCard icon={KeyRound} title={t('password.title')} description={t('password.description')}>
          <ChangePasswordForm />
        </SectionCard>
      </div>
      <div className="lg:col-span-2">
        <SectionCard icon={UserX} title={t('delete.title')} description={t('delete.description')}>
          <DeleteAccount />
        </SectionCard>
      </div>
    </div>
  );
}
