import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useModel } from '../../../app/useModel';
import { positionTreeSource } from './model/PickerSource';
import { TreePicker } from './TreePicker';
import type { PickerProps } from './types';

/** Picks positions, shown under their organisations (only positions can be picked). */
export const PositionTreePicker = observer(function PositionTreePicker(props: PickerProps) {
  const { t } = useTranslation('admin');
  const source = useModel(positionTreeSource);
  useEffect(() => void source.load(), [source]);
  return (
    <TreePicker
      {...props}
      roots={source.items.value}
      label={t('picker.positions')}
      selectable={(node) => node.kind === 'position'}
    />
  );
});
