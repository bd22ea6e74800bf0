import type { ReactNode } from 'react';
import { Button, DialogBody, DialogFooter } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { AppDialog } from './AppDialog';

export interface FormDialogProps {
  title: string;
  /** The dialog's width in pixels. */
  width?: number;
  /** A save in flight: the save button shows a spinner. */
  isBusy: boolean;
  /**
   * What the form edits is still loading (its body shows a spinner): the save button waits, disabled, so that a
   * press neither checks fields that are not there yet nor lands on a footer that moves when they arrive.
   */
  isLoading?: boolean;
  onClose(): void;
  /** Called on the save button and on Enter in a field; the default form submission is already prevented. */
  onSubmit(): void;
  children: ReactNode;
  /** The save button's text; 'Save' (`admin:ui.save`) unless given. */
  submitText?: string;
  /** The cancel button's text; 'Cancel' (`admin:ui.cancel`) unless given. */
  cancelText?: string;
}

/** An open dialog holding one form: the fields in its body, Cancel and Save in its footer. */
export function FormDialog({
  title,
  width,
  isBusy,
  isLoading = false,
  onClose,
  onSubmit,
  children,
  submitText,
  cancelText,
}: FormDialogProps) {
  const { t } = useTranslation();
  return (
    <AppDialog isOpen onClose={onClose} title={title} style={{ width }}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (!isLoading) onSubmit();
        }}
      >
        <DialogBody>{children}</DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={cancelText ?? t('admin:ui.cancel')} onClick={onClose} />
              <Button
                type="submit"
                intent="primary"
                loading={isBusy}
                disabled={isLoading}
                text={submitText ?? t('admin:ui.save')}
              />
            </>
          }
        />
      </form>
    </AppDialog>
  );
}
