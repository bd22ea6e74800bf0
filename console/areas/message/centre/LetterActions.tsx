import type { RefObject } from 'react';
import { Button } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { LetterCenterStore } from '../model/LetterCenterStore';

/** What acts on the selected letters (mark read, delete) and on all of them (mark all read). */
export const LetterActions = observer(function LetterActions({
  store,
  focusRef,
}: {
  store: LetterCenterStore;
  /** The toolbar itself takes the focus when the control that had it went away (after a delete). */
  focusRef?: RefObject<HTMLDivElement | null>;
}) {
  const { t } = useTranslation();
  const count = store.selectedIds.length;
  const isBusy = store.runner.isBusy;
  return (
    <div
      ref={focusRef}
      tabIndex={-1}
      className="letter-actions"
      role="toolbar"
      aria-label={t('letters.actions')}
    >
      <span className="letter-selected" aria-live="polite">
        {count > 0 ? t('letters.selected', { count }) : ''}
      </span>
      <Button
        icon="eye-open"
        text={t('letters.markRead')}
        disabled={count === 0 || isBusy}
        onClick={() => void store.markSelectedRead()}
      />
      <Button
        icon="trash"
        intent="danger"
        text={t('letters.delete')}
        disabled={count === 0 || isBusy}
        onClick={() => store.askDelete()}
      />
      <Button
        icon="tick"
        text={t('letters.readAll')}
        disabled={isBusy}
        onClick={() => void store.readAll()}
      />
    </div>
  );
});
