import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores } from '../app/storeContext';
import { applyFavicon } from './favicon';

/**
 * The product name every page shows (sign-in page, header, browser title): the configured VUE_APP_NAME, else the
 * translated product name; the browser title says `pageName` when given (a child app's), else the product name;
 * the favicon is VUE_APP_FAVICON. Read again whenever the tenant's properties change in any console. Call it from
 * an observer component.
 */
export const useAppName = (pageName?: string): string => {
  const { productName, live } = useStores();
  const { t } = useTranslation();
  const name = productName.nameOr(t('appName'));
  const version = live.propertiesVersion;
  useEffect(() => void productName.load(version > 0), [productName, version]);
  useEffect(() => applyFavicon(productName.favicon), [productName.favicon]);
  useEffect(() => {
    document.title = pageName || name;
  }, [pageName, name]);
  return name;
};
