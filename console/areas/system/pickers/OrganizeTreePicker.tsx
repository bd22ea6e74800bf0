import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useModel } from '../../../app/useModel';
import { organizeTreeSource } from './model/PickerSource';
import { TreePicker } from './TreePicker';
import type { PickerProps } from './types';

/** Picks organisations of the current tenant from its tree. */
export const OrganizeTreePicker = observer(function OrganizeTreePicker(props: PickerProps) {
  const { t } = useTranslation('admin');
  const source = useModel(organizeTreeSource);
  useEffect(() => void source.load(), [source]);
  return <TreePicker {...props} roots={source.items.value} label={t('picker.organizations')} />;
});
