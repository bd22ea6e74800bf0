import { Button, Menu, MenuItem, Popover } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useModel } from '../../../app/useModel';
import { FallbackTargetsStore, type FallbackTarget } from './model/FallbackTargetsStore';

export interface FallbackPickerProps {
  taskId: string;
  isBusy: boolean;
  onPick: (node: FallbackTarget) => void;
}

/**
 * Fallback: a drop-down of the applicant (return to them, flow setting `return`) and the earlier nodes on the path
 * actually taken (spec §2.2, §7 canReturn).
 */
export const FallbackPicker = observer(function FallbackPicker({
  taskId,
  isBusy,
  onPick,
}: FallbackPickerProps) {
  const { t } = useTranslation('approval');
  const store = useModel((deps) => new FallbackTargetsStore(deps, taskId));
  const { targets } = store;
  return (
    <Popover
      placement="top"
      onOpening={() => void store.open()}
      content={
        <Menu>
          {targets === undefined && <MenuItem disabled text={t('fallback.loading')} />}
          {targets?.length === 0 && <MenuItem disabled text={t('fallback.none')} />}
          {targets?.map((node) => (
            <MenuItem
              key={node.id}
              icon={node.isApplicant ? 'person' : undefined}
              text={node.isApplicant ? t('fallback.applicant') : node.nodeName}
              onClick={() => onPick(node)}
            />
          ))}
        </Menu>
      }
    >
      <Button icon="undo" disabled={isBusy}>
        {t('op.fallback')}
      </Button>
    </Popover>
  );
});
