import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../../app/storeContext';
import { ListPicker, type ListItem } from './ListPicker';
import { loadMembers } from './memberSource';
import type { PickerProps } from './types';

/** Picks members of the current tenant (page 1, limit 9999, console spec §7.5; shared for 30 s between pickers). */
export function MemberPicker(props: PickerProps) {
  const { t } = useTranslation('admin');
  const { client } = useStores();
  const [items, setItems] = useState<ListItem[]>();
  useEffect(() => {
    let live = true;
    loadMembers(client).then((rows) => live && setItems(rows), () => live && setItems([]));
    return () => {
      live = false;
    };
  }, [client]);
  return <ListPicker {...props} items={items} isLoading={!items} label={t('picker.members')} />;
}
