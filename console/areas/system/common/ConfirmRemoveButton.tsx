import { useState } from 'react';
import { Alert, Button } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

export interface ConfirmRemoveButtonProps {
  /** What is removed, named in the question. */
  name: string;
  disabled?: boolean;
  onConfirm(): void;
}

/** A row's delete action: asks before anything is removed. */
export function ConfirmRemoveButton({ name, disabled, onConfirm }: ConfirmRemoveButtonProps) {
  const { t } = useTranslation('admin');
  const [isAsking, setAsking] = useState(false);
  return (
    <>
      <Button size="small" variant="minimal" intent="danger" disabled={disabled} text={t('ui.remove')} onClick={() => setAsking(true)} />
      <Alert
        isOpen={isAsking}
        intent="danger"
        icon="trash"
        confirmButtonText={t('ui.remove')}
        cancelButtonText={t('ui.cancel')}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          onConfirm();
        }}
      >
        {t('ui.confirmRemove', { name })}
      </Alert>
    </>
  );
}
