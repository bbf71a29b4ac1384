import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { brand } from '../lib/brand';
import { screenTitleOf } from './screen-titles';

/**
 * "<screen> · Vitalia" in the reader's language, for the screen on show: once for every route, here rather than in
 * each screen, and again whenever the language changes. While the guard waits or redirects, the tab keeps the title
 * it has, so it never names a screen the person is not shown.
 */
export function useDocumentTitle(isScreenShown: boolean) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const screenTitle = screenTitleOf(pathname);
  const title = t('titles.format', {
    screen: t(screenTitle.includes(':') ? screenTitle : `titles.${screenTitle}`),
    appName: brand.appName,
  });
  useEffect(() => {
    if (isScreenShown) document.title = title;
  }, [isScreenShown, title]);
}
