import { useTranslation } from 'react-i18next';
import { api } from '@shared/api';
import { TreePicker } from './TreePicker';
import type { PickerProps } from './types';
import { useTree } from './useTree';

/** Picks positions, shown under their organisations (only positions can be picked). */
export function PositionTreePicker(props: PickerProps) {
  const { t } = useTranslation('admin');
  const roots = useTree((client) => client.call(api.identity.positionAllTree));
  return <TreePicker {...props} roots={roots} label={t('picker.positions')} selectable={(node) => node.kind === 'position'} />;
}
