import { Button, Classes, DialogBody, DialogFooter } from '@blueprintjs/core';
import { AppDialog } from '../ui/AppDialog';
import { useRef } from 'react';
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
  /** After the dialog has closed and given the focus back to what had it before. */
  onClosed?: () => void;
}

/**
 * A small titled confirmation dialog (Blueprint's Alert has no title). The confirm button takes the focus once the
 * dialog has opened, not as it mounts: opened with Enter from a menu item, the same key press would confirm it.
 */
export function ConfirmDialog({
  isOpen,
  title,
  children,
  confirmText,
  cancelText,
  intent = 'primary',
  onConfirm,
  onCancel,
  onClosed,
}: ConfirmDialogProps) {
  const confirmRef = useRef<HTMLButtonElement>(null);
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
      onOpened={() => confirmRef.current?.focus()}
      onClosed={onClosed}
    >
      <DialogBody>
        <div className={Classes.RUNNING_TEXT}>{children}</div>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            {onCancel && cancelText && <Button text={cancelText} onClick={onCancel} />}
            <Button ref={confirmRef} intent={intent} text={confirmText} onClick={onConfirm} />
          </>
        }
      />
    </AppDialog>
  );
}
