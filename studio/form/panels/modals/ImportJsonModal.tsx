/** Import JSON: Monaco editor plus a local JSON file (read in the browser, never uploaded). */
import { useState } from 'react';
import { Button, DialogBody, DialogFooter, FileInput } from '@blueprintjs/core';
import { AppDialog } from '@studio/common/ui/AppDialog';
import { useDesigner } from '../../DesignerContext';
import { CodeEditor } from './CodeEditor';
import { JSON_MODAL_WIDTH } from './JsonViewModal';

export function ImportJsonModal({ onClose }: { onClose: () => void }) {
  const { editor, t, show } = useDesigner();
  const [text, setText] = useState(() => JSON.stringify(editor.doc.toJSON(), null, 2));
  const [fileName, setFileName] = useState('');
  const importText = (value: string) => {
    const outcome = editor.importJson(value);
    show(outcome.message, outcome.ok);
    if (outcome.ok) onClose();
  };
  const readFile = (file: File | undefined) => {
    if (!file) return;
    setFileName(file.name);
    void file.text().then((content) => {
      setText(content);
      importText(content);
    });
  };
  return (
    <AppDialog isOpen title={t('modals.importTitle')} onClose={onClose} style={{ width: JSON_MODAL_WIDTH }}>
      <DialogBody>
        <p className="fd-muted">{t('modals.importHint')}</p>
        <FileInput
          fill
          text={fileName || t('modals.chooseFile')}
          buttonText={t('modals.browse')}
          inputProps={{ accept: '.json,application/json', 'aria-label': t('modals.uploadJson') }}
          onInputChange={(event) => readFile(event.currentTarget.files?.[0])}
        />
        <div className="fd-gap" />
        <CodeEditor value={text} onChange={setText} height={380} label={t('modals.importTitle')} />
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('actions.cancel')} onClick={onClose} />
            <Button
              intent="primary"
              icon="import"
              text={t('toolbar.importJson')}
              onClick={() => importText(text)}
            />
          </>
        }
      />
    </AppDialog>
  );
}
