/**
 * Desktop preview with the real runtime: title Preview, buttons Get data and Close, 850 wide by default.
 * Get data shows the values; a validation failure is ignored silently (the runtime marks the fields).
 */
import { useMemo, useRef, useState } from 'react';
import { Button, DialogBody, DialogFooter } from '@blueprintjs/core';
import { AppDialog } from '@studio/common/ui/AppDialog';
import type { FormDocument } from '@shared/form';
import { FormRuntime } from '@runtime/index';
import type { FormDataSource, FormRuntimeHandle } from '@runtime/index';
import { useDesigner } from '../../DesignerContext';
import { JsonViewModal } from './JsonViewModal';

export const DEFAULT_PREVIEW_WIDTH = 850;

export interface PreviewModalProps {
  document: FormDocument;
  width?: number;
  dataSource?: FormDataSource;
  locale?: string;
  onClose: () => void;
}

export function PreviewModal({
  document,
  width = DEFAULT_PREVIEW_WIDTH,
  dataSource,
  locale,
  onClose,
}: PreviewModalProps) {
  const { t } = useDesigner();
  const form = useRef<FormRuntimeHandle>(null);
  const [data, setData] = useState<string | undefined>();
  const frozen = useMemo(() => document, [document]);
  const getData = () => {
    form.current?.getData().then(
      (values) => setData(JSON.stringify(values, null, 2)),
      () => undefined,
    );
  };
  return (
    <AppDialog isOpen title={t('modals.previewTitle')} onClose={onClose} style={{ width }}>
      <DialogBody className="fd-preview-body">
        <FormRuntime ref={form} document={frozen} dataSource={dataSource} locale={locale} />
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button intent="primary" text={t('modals.getData')} onClick={getData} />
            <Button text={t('actions.close')} onClick={onClose} />
          </>
        }
      />
      {data !== undefined ? (
        <JsonViewModal
          title={t('modals.dataTitle')}
          json={data}
          fileName="data.json"
          onClose={() => setData(undefined)}
        />
      ) : null}
    </AppDialog>
  );
}
