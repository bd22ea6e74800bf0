/** Preview of a saved form with the real runtime, from the form list. */
import { useEffect } from 'react';
import { Button, DialogBody, DialogFooter, Spinner } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { AppDialog } from '../../ui/AppDialog';
import { useTranslation } from 'react-i18next';
import { FormRuntime } from '@runtime/index';
import { useStores } from '../../app/storeContext';
import { useFormDataSource } from '../../app/useFormDataSource';
import { useModel } from '../../app/useModel';
import { FormPreviewStore } from './model/FormPreviewStore';

export const FormPreviewDialog = observer(function FormPreviewDialog({
  formId,
  title,
  onClose,
}: {
  formId: string;
  title: string;
  onClose: () => void;
}) {
  const { settings } = useStores();
  const { t } = useTranslation('formDesigner');
  const store = useModel((deps) => new FormPreviewStore(deps));
  const dataSource = useFormDataSource();
  useEffect(() => {
    let isLive = true;
    void store.load(formId).then((isLoaded) => isLive && !isLoaded && onClose());
    return () => {
      isLive = false;
    };
  }, [store, formId, onClose]);
  const document = store.document.value;
  return (
    <AppDialog
      isOpen
      title={`${t('modals.previewTitle')} · ${title}`}
      onClose={onClose}
      style={{ width: 850 }}
    >
      <DialogBody>
        {document ? (
          <FormRuntime document={document} dataSource={dataSource} locale={settings.locale} />
        ) : (
          <Spinner size={30} />
        )}
      </DialogBody>
      <DialogFooter actions={<Button text={t('actions.close')} onClick={onClose} />} />
    </AppDialog>
  );
});
