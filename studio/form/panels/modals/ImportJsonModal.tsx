/**
 * Import JSON: Monaco editor plus a local JSON file (read in the browser, never uploaded). A successful
 * import keeps the dialog open on its report.
 */
import { useState } from 'react';
import { Button, DialogBody, DialogFooter, FileInput } from '@blueprintjs/core';
import { AppDialog } from '@studio/common/ui/AppDialog';
import { ImportReportView, reportSection } from '@studio/common/ui/ImportReportView';
import type { FormImportReport, FormReportLine } from '../../model';
import { useDesigner } from '../../DesignerContext';
import { CodeEditor } from './CodeEditor';
import { JSON_MODAL_WIDTH } from './JsonViewModal';

export function ImportJsonModal({ onClose }: { onClose: () => void }) {
  const { editor, t, show } = useDesigner();
  const [text, setText] = useState(() => JSON.stringify(editor.doc.toJSON(), null, 2));
  const [fileName, setFileName] = useState('');
  const [report, setReport] = useState<FormImportReport | null>(null);
  const importText = (value: string) => {
    const outcome = editor.importWithReport(value);
    show(outcome.message, outcome.ok);
    setReport(outcome.ok ? (outcome.report ?? null) : null);
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
        <CodeEditor
          value={text}
          onChange={setText}
          height={report ? 220 : 380}
          label={t('modals.importTitle')}
        />
        {report && <FormReport report={report} t={t} />}
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

type DesignerT = (key: string, params?: Record<string, string | number>) => string;

function FormReport({ report, t }: { report: FormImportReport; t: DesignerT }) {
  const section = (key: string, lines: FormReportLine[]) =>
    reportSection(t(key, { count: lines.length }), lines, (line) =>
      line.message ? t(line.message.key, line.message.params) : '',
    );
  return (
    <ImportReportView
      title={t('modals.reportTitle')}
      leftOut={section('modals.reportLeftOut', report.leftOut)}
      approximated={section('modals.reportApproximated', report.approximated)}
      converted={section('modals.reportConverted', report.converted)}
      nothingLost={t('modals.reportNothingLost')}
    />
  );
}
