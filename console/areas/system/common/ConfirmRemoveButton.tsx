import { useState } from 'react';
import { Alert, Button } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

export interface ConfirmRemoveButtonProps {
  /** What is removed, named in the question. */
  name: string;
  disabled?: boolean;
  onConfirm(): void;
  /** A toolbar button (with an icon and its own text) instead of a row's small "Delete". */
  toolbarText?: string;
}

/** A delete action, on a row or in a toolbar: asks before anything is removed. */
export function ConfirmRemoveButton({ name, disabled, onConfirm, toolbarText }: ConfirmRemoveButtonProps) {
  const { t } = useTranslation('admin');
  const [isAsking, setAsking] = useState(false);
  return (
    <>
      {toolbarText === undefined ? (
        <Button
          size="small"
          variant="minimal"
          intent="danger"
          disabled={disabled}
          text={t('ui.remove')}
          onClick={() => setAsking(true)}
        />
      ) : (
        <Button
          intent="danger"
          icon="trash"
          disabled={disabled}
          text={toolbarText}
          onClick={() => setAsking(true)}
        />
      )}
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
