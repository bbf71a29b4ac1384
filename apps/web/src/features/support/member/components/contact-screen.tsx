import { paths } from '@vitalia/contracts';
import { useTranslation } from 'react-i18next';
import { ScreenHeader } from '../../../../components/ui/screen-header';
import { ContactForm } from './contact-form';
import { MyRequests } from './my-requests';

/**
 * `/app/contact` (D1, every role): write to the team, who reply within 24–48 h, and read the replies below. One column,
 * phone first.
 */
export function ContactScreen() {
  const { t } = useTranslation('support');
  return (
    <div className="mx-auto max-w-2xl">
      <ScreenHeader title={t('title')} description={t('description')} backTo={paths.dashboard()} />
      <ContactForm />
      <MyRequests />
    </div>
  );
}
