/** Reset confirmation: title Warning, content "Confirm this operation?". */
import { Button, DialogBody, DialogFooter } from '@blueprintjs/core';
import { AppDialog } from '@studio/common/ui/AppDialog';
import { MessageKey } from '../../model';
import { useDesigner } from '../../DesignerContext';

export function ResetDialog({ onConfirm, onClose }: { onConfirm: () => void; onClose: () => void }) {
  const { t } = useDesigner();
  return (
    <AppDialog
      isOpen
      title={t(MessageKey.resetConfirmTitle)}
      icon="warning-sign"
      onClose={onClose}
      style={{ width: 420 }}
    >
      <DialogBody>
        <p>{t(MessageKey.resetConfirmContent)}</p>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('actions.cancel')} onClick={onClose} />
            <Button intent="danger" text={t('actions.ok')} onClick={onConfirm} />
          </>
        }
      />
    </AppDialog>
  );
}
