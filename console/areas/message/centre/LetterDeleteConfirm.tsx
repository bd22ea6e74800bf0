import { useRef, type RefObject } from 'react';
import { Classes } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../layout/ConfirmDialog';
import type { LetterCenterStore } from '../model/LetterCenterStore';

export interface LetterDeleteConfirmProps {
  store: LetterCenterStore;
  /** Takes the focus after a delete when what asked for it is gone or disabled (its row, the emptied selection). */
  afterDelete: RefObject<HTMLElement | null>;
}

/** Whether the focus is nowhere useful: on the page, on a removed or disabled control, or in a closing dialog. */
const isFocusLost = () => {
  const active = document.activeElement;
  return (
    !active ||
    active === document.body ||
    !active.isConnected ||
    (active as HTMLButtonElement).disabled === true ||
    active.closest(`.${Classes.OVERLAY}`) !== null
  );
};

/** Asks before letters are deleted; cancelling keeps them. */
export const LetterDeleteConfirm = observer(function LetterDeleteConfirm({
  store,
  afterDelete,
}: LetterDeleteConfirmProps) {
  const { t } = useTranslation();
  const count = store.pendingDelete?.length ?? 0;
  // the dialog closes at once and the letters go when the server answers: whichever comes last places the focus
  const hasDeleted = useRef(false);
  const keepFocus = () => {
    if (hasDeleted.current && isFocusLost()) afterDelete.current?.focus();
  };
  return (
    <ConfirmDialog
      isOpen={count > 0}
      title={t('letters.deleteTitle')}
      intent="danger"
      confirmText={t('letters.delete')}
      cancelText={t('letters.cancel')}
      onConfirm={() => {
        hasDeleted.current = false;
        void store.confirmDelete().then((isDeleted) => {
          hasDeleted.current = isDeleted;
          keepFocus();
        });
      }}
      onCancel={() => {
        hasDeleted.current = false;
        store.cancelDelete();
      }}
      onClosed={keepFocus}
    >
      {t('letters.deleteQuestion', { count })}
    </ConfirmDialog>
  );
});
