import { Download, KeyRound, Languages, Link2, UserX } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { showErrorAlert } from '../../../components/ui/alert/alert-store';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { LanguageSwitcher } from '../../../components/ui/language-switcher';
import { authActions } from '../../../lib/auth-store';
import { downloadMyData } from '../api/export-data';
import { ChangePasswordForm } from './change-password-form';
import { DeleteAccount } from './delete-account';
import { SignInMethods } from './sign-in-methods';

function Panel({
  icon,
  title,
  description,
  children,
}: {
  icon: ReactNode;
  title: string;
  description: string;
  children: ReactNode;
}) {
  // useId, not the title: an Arabic title has no \w characters, and every panel would share one id.
  const headingId = useId();
  return (
    <Card className="!p-5 sm:!p-6" role="region" aria-labelledby={headingId}>
      <div className="mb-4 flex items-start gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700">
          {icon}
        </span>
        <div>
          <h2 id={headingId} className="font-semibold text-ink-950">
            {title}
          </h2>
          <p className="text-sm text-ink-500">{description}</p>
        </div>
      </div>
      {children}
    </Card>
  );
}

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
      <Panel
        icon={<Languages className="size-5" aria-hidden="true" />}
        title={t('language.title')}
        description={t('language.description')}
      >
        <LanguageSwitcher onChange={authActions.setLanguage} />
      </Panel>
      <Panel
        icon={<Download className="size-5" aria-hidden="true" />}
        title={t('export.title')}
        description={t('export.description')}
      >
        <Button variant="secondary" isLoading={isExporting} onClick={() => void onExport()}>
          {t('export.submit')}
        </Button>
      </Panel>
      <Panel
        icon={<Link2 className="size-5" aria-hidden="true" />}
        title={t('signInMethods.title')}
        description={t('signInMethods.description')}
      >
        <SignInMethods />
      </Panel>
      <div className="lg:col-span-2">
        <Panel
          icon={<KeyRound className="size-5" aria-hidden="true" />}
          title={t('password.title')}
          description={t('password.description')}
        >
          <ChangePasswordForm />
        </Panel>
      </div>
      <div className="lg:col-span-2">
        <Panel
          icon={<UserX className="size-5" aria-hidden="true" />}
          title={t('delete.title')}
          description={t('delete.description')}
        >
          <DeleteAccount />
        </Panel>
      </div>
    </div>
  );
}
