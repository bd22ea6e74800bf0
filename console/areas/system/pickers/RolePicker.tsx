import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '@shared/api';
import { useStores } from '../../../app/storeContext';
import { ListPicker, type ListItem } from './ListPicker';
import type { PickerProps } from './types';

/** Picks roles of the current tenant (page 1, limit 9999). */
export function RolePicker(props: PickerProps) {
  const { t } = useTranslation('admin');
  const { client } = useStores();
  const [items, setItems] = useState<ListItem[]>();
  useEffect(() => {
    let live = true;
    client
      .call(api.identity.roleTree, { query: { pageNum: 1, limit: 9999 } })
      .then((rows) => live && setItems(rows.map((r) => ({ id: r.roleId, name: r.roleName, hint: r.roleKey }))))
      .catch(() => live && setItems([]));
    return () => {
      live = false;
    };
  }, [client]);
  return <ListPicker {...props} items={items} isLoading={!items} label={t('picker.roles')} />;
}
