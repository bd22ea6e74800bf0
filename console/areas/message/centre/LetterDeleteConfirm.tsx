import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../layout/ConfirmDialog';
import type { LetterCenterStore } from '../model/LetterCenterStore';

/** Asks before letters are deleted; cancelling keeps them. */
export const LetterDeleteConfirm = observer(function LetterDeleteConfirm({
  store,
}: {
  store: LetterCenterStore;
}) {
  const { t } = useTranslation();
  const count = store.pendingDelete?.length ?? 0;
  return (
    <ConfirmDialog
      isOpen={count > 0}
      title={t('letters.deleteTitle')}
      intent="danger"
      confirmText={t('letters.delete')}
      cancelText={t('letters.cancel')}
      onConfirm={() => void store.confirmDelete()}
      onCancel={() => store.cancelDelete()}
    >
      {t('letters.deleteQuestion', { count })}
    </ConfirmDialog>
  );
});
