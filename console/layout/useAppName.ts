import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '@shared/api';
import { APP_NAME_KEY, FAVICON_KEY } from '@shared/api/modules/config/propertyRules';
import { useStores } from '../app/storeContext';
import { applyFavicon } from './favicon';

/**
 * The configured application name (VUE_APP_NAME), else the translated product name; also points the favicon at
 * VUE_APP_FAVICON. Both come from the session tenant's properties/load, read again when they change; failures are
 * swallowed (§8). The caller is an observer.
 */
export const useAppName = (): string => {
  const { client, live } = useStores();
  // read again whenever the tenant's properties change in any console
  const version = live.propertiesVersion;
  const { t } = useTranslation();
  const [name, setName] = useState<string>();
  useEffect(() => {
    let alive = true;
    client
      .call(api.system.propertiesLoad, undefined, { silent: true })
      .then((rows) => {
        if (!alive) return;
        setName(rows.find((r) => r.attrCode === APP_NAME_KEY)?.attrValue);
        applyFavicon(rows.find((r) => r.attrCode === FAVICON_KEY)?.attrValue);
      })
      .catch(() => undefined);
    return () => {
      alive = false;
    };
  }, [client, version]);
  return name || t('appName');
};
