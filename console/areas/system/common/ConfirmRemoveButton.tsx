import { useEffect, useRef, useState } from 'react';
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
  const trigger = useRef<HTMLButtonElement>(null);
  /** The list the removed item was in, then the page's main part: they keep the focus when the row goes away. */
  const regions = useRef<HTMLElement[]>([]);
  /** After a removal the row (and this button) may go away before or after the question closes: either way the
   * focus, fallen to the page, goes to the list. */
  const keepFocusInList = () => {
    const active = document.activeElement;
    if (trigger.current?.isConnected || (active && active !== document.body)) return;
    const list = regions.current.find((candidate) => candidate.isConnected);
    if (!list) return;
    if (!list.hasAttribute('tabindex')) list.setAttribute('tabindex', '-1');
    list.focus();
  };
  useEffect(() => () => keepFocusInList(), []);
  return (
    <>
      {toolbarText === undefined ? (
        <Button
          size="small"
          variant="minimal"
          intent="danger"
          disabled={disabled}
          text={t('ui.remove')}
          ref={trigger}
          onClick={() => setAsking(true)}
        />
      ) : (
        <Button
          intent="danger"
          icon="trash"
          disabled={disabled}
          text={toolbarText}
          ref={trigger}
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
        onClosed={keepFocusInList}
        onConfirm={() => {
          const from = trigger.current;
          regions.current = [
            from?.closest<HTMLElement>('table, [role="grid"], [role="tree"]'),
            from?.closest<HTMLElement>('main'),
          ].filter((candidate): candidate is HTMLElement => Boolean(candidate));
          setAsking(false);
          onConfirm();
        }}
      >
        {t('ui.confirmRemove', { name })}
      </Alert>
    </>
  );
}
