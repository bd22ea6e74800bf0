import { useLayoutEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../../app/storeContext';
import { ListPicker } from './ListPicker';
import { loadMembersInSteps, type MemberList } from './memberSource';
import type { PickerProps } from './types';

/**
 * Picks members of the current tenant (page 1, limit 9999, console spec §7.5; shared for 30 s between pickers).
 * In a large tenant the first page arrives long before the whole list: it is shown at once, and the list grows
 * in place when the rest is in. A search waits for the whole list, so it never misses anyone.
 */
export function MemberPicker(props: PickerProps) {
  const { t } = useTranslation('admin');
  const { client } = useStores();
  const [list, setList] = useState<MemberList & { isComplete: boolean }>();
  // started before the dialog paints, so the requests are on their way while it opens
  useLayoutEffect(() => {
    let live = true;
    const { first, all } = loadMembersInSteps(client);
    void first.then(
      (first) => live && setList((current) => current ?? { ...first, isComplete: first.items.length >= first.total }),
      () => undefined,
    );
    all.then(
      (whole) => live && setList({ ...whole, isComplete: true }),
      () => live && setList({ items: [], total: 0, isComplete: true }),
    );
    return () => {
      live = false;
    };
  }, [client]);
  return (
    <ListPicker
      {...props}
      items={list?.items}
      total={list?.total}
      isLoading={!list}
      isPartial={list ? !list.isComplete : false}
      label={t('picker.members')}
    />
  );
}
