/** Preview of a saved form with the real runtime, from the form list. */
import { useEffect, useState } from 'react';
import { Button, DialogBody, DialogFooter, Spinner } from '@blueprintjs/core';
import { AppDialog } from '../../ui/AppDialog';
import { useTranslation } from 'react-i18next';
import { api } from '@shared/api';
import type { FormDocument } from '@shared/form';
import { normaliseDocument } from '@shared/form';
import { FormRuntime } from '@runtime/index';
import { useStores } from '../../app/storeContext';
import { parseJsonContent } from './formPaths';

export function FormPreviewDialog({ formId, title, onClose }: { formId: string; title: string; onClose: () => void }) {
  const { client, settings } = useStores();
  const { t } = useTranslation('formDesigner');
  const [document, setDocument] = useState<FormDocument | null>(null);
  useEffect(() => {
    let isLive = true;
    client.call(api.approval.formDetail, { query: { id: formId } }).then(
      (detail) => {
        const parsed = parseJsonContent(detail.jsonContent) as FormDocument | undefined;
        if (isLive) setDocument(normaliseDocument(parsed && Array.isArray(parsed.list) ? parsed : { list: [], config: {} as FormDocument['config'] }));
      },
      () => isLive && onClose(),
    );
    return () => {
      isLive = false;
    };
  }, [client, formId, onClose]);
  return (
    <AppDialog isOpen title={`${t('modals.previewTitle')} · ${title}`} onClose={onClose} style={{ width: 850 }}>
      <DialogBody>{document ? <FormRuntime document={document} locale={settings.locale} /> : <Spinner size={30} />}</DialogBody>
      <DialogFooter actions={<Button text={t('actions.close')} onClick={onClose} />} />
    </AppDialog>
  );
}
