import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useModel } from '../../../app/useModel';
import { ListPicker } from './ListPicker';
import { roleListSource } from './model/PickerSource';
import type { PickerProps } from './types';

/** Picks roles of the current tenant (page 1, limit 9999). */
export const RolePicker = observer(function RolePicker(props: PickerProps) {
  const { t } = useTranslation('admin');
  const source = useModel(roleListSource);
  useEffect(() => void source.load(), [source]);
  const items = source.items.value;
  return <ListPicker {...props} items={items} isLoading={!items} label={t('picker.roles')} />;
});
