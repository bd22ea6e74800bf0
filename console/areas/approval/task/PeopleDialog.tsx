import { useEffect } from 'react';
import { Button, Checkbox, Classes, DialogBody, DialogFooter, InputGroup } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { AppDialog } from '../../../ui/AppDialog';
import { useTranslation } from 'react-i18next';
import { useModel } from '../../../app/useModel';
import { UserPickerStore } from './model/UserPickerStore';

export interface PeopleDialogProps {
  isOpen: boolean;
  title: string;
  hint: string;
  /** 1 pick one, 2 pick many. */
  selectMode?: number;
  /** Someone not offered (the caller, who cannot cc or share to themselves). */
  exclude?: string;
  /** OK: the chosen people; an empty list means close and send nothing. */
  onClose: (chosen: { id: string; name: string }[]) => void;
}

/** A searchable multi-select of the tenant's people (next approvers, cc, share). */
export const PeopleDialog = observer(function PeopleDialog({
  isOpen,
  title,
  hint,
  selectMode = 2,
  exclude = '',
  onClose,
}: PeopleDialogProps) {
  const { t } = useTranslation('approval');
  const store = useModel((deps) => new UserPickerStore(deps, selectMode, exclude));
  useEffect(() => {
    if (isOpen) void store.open();
  }, [store, isOpen]);
  return (
    <AppDialog isOpen={isOpen} title={title} onClose={() => onClose([])} style={{ width: 480 }}>
      <DialogBody>
        <p className={Classes.TEXT_MUTED}>{hint}</p>
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
