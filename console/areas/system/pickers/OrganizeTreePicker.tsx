import { useTranslation } from 'react-i18next';
import { api } from '@shared/api';
import { TreePicker } from './TreePicker';
import type { PickerProps } from './types';
import { useTree } from './useTree';

/** Picks organisations of the current tenant from its tree. */
export function OrganizeTreePicker(props: PickerProps) {
  const { t } = useTranslation('admin');
  const roots = useTree((client) => client.call(api.identity.organizeTreeselect));
  return <TreePicker {...props} roots={roots} label={t('picker.organizations')} />;
}
