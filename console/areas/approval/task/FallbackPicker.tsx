import { useState } from 'react';
import { Button, Menu, MenuItem, Popover } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { api } from '@shared/api';
import { useStores } from '../../../app/storeContext';

export interface FallbackPickerProps {
  taskId: string;
  isBusy: boolean;
  onPick: (node: { id: string; nodeName: string }) => void;
}

/** Fallback: a drop-down of the earlier nodes on the path actually taken (spec §2.2, §7 canReturn). */
export function FallbackPicker({ taskId, isBusy, onPick }: FallbackPickerProps) {
  const { t } = useTranslation('approval');
  const { client } = useStores();
  const [targets, setTargets] = useState<{ id: string; nodeName: string }[] | null>(null);
  const open = (isOpen: boolean) => {
    if (isOpen) client.call(api.approval.canReturn, { body: { id: taskId } }).then(setTargets).catch(() => setTargets([]));
  };
  return (
    <Popover placement="top" onOpening={() => open(true)} content={
      <Menu>
        {targets === null && <MenuItem disabled text={t('fallback.loading')} />}
        {targets?.length === 0 && <MenuItem disabled text={t('fallback.none')} />}
        {targets?.map((node) => <MenuItem key={node.id} text={node.nodeName} onClick={() => onPick(node)} />)}
      </Menu>
    }>
      <Button icon="undo" disabled={isBusy}>{t('op.fallback')}</Button>
    </Popover>
  );
}
