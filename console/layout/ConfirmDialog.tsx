import { Button, Classes, DialogBody, DialogFooter } from '@blueprintjs/core';
import { AppDialog } from '../ui/AppDialog';
import type { ReactNode } from 'react';

export interface ConfirmDialogProps {
  isOpen: boolean;
  title: string;
  children: ReactNode;
  confirmText: string;
  cancelText?: string;
  intent?: 'primary' | 'danger' | 'warning';
  onConfirm: () => void;
  onCancel?: () => void;
}

/** A small titled confirmation dialog (Blueprint's Alert has no title). */
export function ConfirmDialog({
  isOpen,
  title,
  children,
  confirmText,
  cancelText,
  intent = 'primary',
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <AppDialog
      isOpen={isOpen}
      title={title}
      icon="info-sign"
      onClose={onCancel}
      isCloseButtonShown={Boolean(onCancel)}
      canEscapeKeyClose={Boolean(onCancel)}
      canOutsideClickClose={false}
      style={{ width: 420 }}
    >
      <DialogBody>
        <div className={Classes.RUNNING_TEXT}>{children}</div>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            {onCancel && cancelText && <Button text={cancelText} onClick={onCancel} />}
            <Button intent={intent} text={confirmText} onClick={onConfirm} autoFocus />
          </>
        }
      />
    </AppDialog>
  );
}
