import { useEffect } from 'react';
import { Button, DialogBody, DialogFooter } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { AppDialog } from '../../../ui/AppDialog';
import { useTranslation } from 'react-i18next';
import { MemberPicker } from '../pickers/MemberPicker';
import type { HoldersStore } from './model/HoldersStore';

export interface HoldersDialogProps {
  /** The holders being edited; the dialog is open while there is one. */
  store: HoldersStore | undefined;
  onClose(): void;
  onSaved(): void;
}

/** Who holds something (a role, a position): pick members, save only what changed. */
export const HoldersDialog = observer(function HoldersDialog({
  store,
  onClose,
  onSaved,
}: HoldersDialogProps) {
  const { t } = useTranslation('admin');
  useEffect(() => void store?.load(), [store]);
  const submit = () => void store?.save().then((saved) => saved && onSaved());
  return (
    <AppDialog
      isOpen={store !== undefined}
      onClose={onClose}
      title={store?.title ?? ''}
      style={{ width: 520 }}
    >
      <DialogBody>
        {store && <MemberPicker multiple value={store.picked} onChange={(picked) => store.pick(picked)} />}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('ui.cancel')} onClick={onClose} />
            <Button
              intent="primary"
              loading={store?.actions.isBusy ?? false}
              text={t('ui.save')}
              onClick={submit}
            />
          </>
        }
      />
    </AppDialog>
  );
});
