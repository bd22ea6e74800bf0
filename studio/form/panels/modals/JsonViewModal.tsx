/** JSON data view: 850 wide, read-only Monaco, with copy data and export code (download). */
import { Button, DialogBody, DialogFooter } from '@blueprintjs/core';
import { AppDialog } from '@studio/common/ui/AppDialog';
import { MessageKey } from '../../model';
import { writeClipboard } from '../../canvas/systemClipboard';
import { useDesigner } from '../../DesignerContext';
import { CodeEditor } from './CodeEditor';
import { downloadText } from './embedCode';

export const JSON_MODAL_WIDTH = 850;

export interface JsonViewModalProps {
  title?: string;
  json: string;
  fileName?: string;
  onClose: () => void;
}

export function JsonViewModal({ title, json, fileName = 'form.json', onClose }: JsonViewModalProps) {
  const { t, show } = useDesigner();
  const copy = async () => {
    const isCopied = await writeClipboard(json);
    show({ key: isCopied ? MessageKey.copySucceeded : MessageKey.copyFailed }, isCopied);
  };
  return (
    <AppDialog
      isOpen
      title={title ?? t('modals.jsonTitle')}
      onClose={onClose}
      style={{ width: JSON_MODAL_WIDTH }}
    >
      <DialogBody>
        <CodeEditor value={json} isReadOnly label={t('modals.jsonTitle')} />
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button icon="duplicate" text={t('modals.copyData')} onClick={() => void copy()} />
            <Button
              icon="download"
              intent="primary"
              text={t('modals.exportCode')}
              onClick={() => downloadText(fileName, json)}
            />
          </>
        }
      />
    </AppDialog>
  );
}
