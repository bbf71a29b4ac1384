import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ScreenHeader } from '../../../components/ui/screen-header';
import { CoachTabs } from './coach-tabs';

/** Every coach screen: the coach's name, then the tabs between its screens, then the screen's own content. */
export function CoachFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation('coach');
  return (
    <div className="mx-auto max-w-2xl">
      <ScreenHeader title={t('title')} description={t('description')} />
      <CoachTabs />
      {children}
    </div>
  );
}
