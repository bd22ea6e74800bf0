import { useState } from 'react';
import { Button, Dialog, DialogBody, DialogFooter, FormGroup, Intent, TextArea } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

export interface RepublishDialogProps {
  version: number | null;
  next: number;
  onClose(): void;
  onConfirm(version: number, note: string): Promise<void>;
}

/** Asks for the change note before a version is published again (keyed by the version: a fresh note each time). */
export const RepublishDialog = ({ version, next, onClose, onConfirm }: RepublishDialogProps) => {
  const { t } = useTranslation('flow');
  const [note, setNote] = useState('');
  const [isBusy, setIsBusy] = useState(false);
  const confirm = async () => {
    if (version === null) return;
    setIsBusy(true);
    try {
      await onConfirm(version, note);
    } finally {
      setIsBusy(false);
    }
  };
  return (
    <Dialog
      isOpen={version !== null}
      onClose={onClose}
      title={t('versions.republishTitle', { version: version ?? 0 })}
    >
      <DialogBody>
        <p>{t('versions.republishHelp', { version: version ?? 0, next })}</p>
        <FormGroup label={t('versions.note')} labelFor="flow-republish-note">
          <TextArea
            id="flow-republish-note"
            fill
            maxLength={500}
            value={note}
            placeholder={t('versions.notePlaceholder')}
            onChange={(event) => setNote(event.currentTarget.value)}
          />
        </FormGroup>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('versions.cancel')} onClick={onClose} />
            <Button
              intent={Intent.PRIMARY}
              loading={isBusy}
              text={t('versions.republish')}
              onClick={() => void confirm().catch(() => undefined)}
            />
          </>
        }
      />
    </Dialog>
  );
};
