import { useEffect } from 'react';
import { Button, Checkbox, Classes, DialogBody, DialogFooter, InputGroup } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { AppDialog } from '../../../ui/AppDialog';
import { useTranslation } from 'react-i18next';
import { useModel } from '../../../app/useModel';
import { UserPickerStore } from './model/UserPickerStore';

export interface NextApproverDialogProps {
  isOpen: boolean;
  /** Names of the nodes that need people. */
  nodeNames: string[];
  /** 1 pick one, 2 pick many. */
  selectMode: number;
  /** OK: the chosen people; an empty list means close and send nothing (spec §2.3, §5). */
  onClose: (chosen: { id: string; name: string }[]) => void;
}

/** Next-approver modal (workflow spec §2.3): a multi-select of users. */
export const NextApproverDialog = observer(function NextApproverDialog({
  isOpen,
  nodeNames,
  selectMode,
  onClose,
}: NextApproverDialogProps) {
  const { t } = useTranslation('approval');
  const store = useModel((deps) => new UserPickerStore(deps, selectMode));
  useEffect(() => {
    if (isOpen) void store.open();
  }, [store, isOpen]);
  return (
    <AppDialog isOpen={isOpen} title={t('next.title')} onClose={() => onClose([])} style={{ width: 480 }}>
      <DialogBody>
        <p className={Classes.TEXT_MUTED}>{t('next.hint', { nodes: nodeNames.join(', ') })}</p>
        <InputGroup
          leftIcon="search"
          placeholder={t('next.search')}
          aria-label={t('next.search')}
          value={store.keyword}
          onValueChange={(value) => store.setKeyword(value)}
        />
        <div className="approval-user-list" role="listbox" aria-multiselectable={selectMode !== 1}>
          {store.shown.map((user) => (
            <Checkbox
              key={user.userId}
              checked={store.chosen.includes(user.userId)}
              onChange={() => store.toggle(user.userId)}
              label={`${user.nickName} (${user.userName})`}
            />
          ))}
        </div>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button onClick={() => onClose([])}>{t('op.cancel')}</Button>
            <Button intent="primary" onClick={() => onClose(store.picked())}>
              {t('op.ok')}
            </Button>
          </>
        }
      />
    </AppDialog>
  );
});
