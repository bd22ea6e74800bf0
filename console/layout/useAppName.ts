import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '@shared/api';
import { useStores } from '../app/storeContext';

/** The configured application name (VUE_APP_NAME), else the translated product name; failures are swallowed (§8). */
export const useAppName = (): string => {
  const { client } = useStores();
  const { t } = useTranslation();
  const [name, setName] = useState<string>();
  useEffect(() => {
    let alive = true;
    client
      .call(api.system.propertiesLoad, undefined, { silent: true })
      .then((rows) => alive && setName(rows.find((r) => r.attrCode === 'VUE_APP_NAME')?.attrValue))
      .catch(() => undefined);
    return () => {
      alive = false;
    };
  }, [client]);
  return name || t('appName');
};
