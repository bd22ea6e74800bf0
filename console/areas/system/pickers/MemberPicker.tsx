import { useLayoutEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useModel } from '../../../app/useModel';
import { ListPicker } from './ListPicker';
import { MemberListStore } from './model/MemberListStore';
import type { PickerProps } from './types';

/**
 * Picks members of the current tenant (page 1, limit 9999, console spec §7.5; shared for 30 s between pickers).
 * In a large tenant the first page arrives long before the whole list: it is shown at once, and the list grows
 * in place when the rest is in. A search waits for the whole list, so it never misses anyone.
 */
export const MemberPicker = observer(function MemberPicker(props: PickerProps) {
  const { t } = useTranslation('admin');
  const store = useModel((deps) => new MemberListStore(deps));
  // started before the dialog paints, so the requests are on their way while it opens
  useLayoutEffect(() => store.start().stop, [store]);
  const { list } = store;
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
});
