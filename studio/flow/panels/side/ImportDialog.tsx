/**
 * Import of Workflow-Vue3 / flowlong / wflow flow JSON or of a BPMN 2.0 file (pasted or read from a local file),
 * ending with its report.
 */
import { useState } from 'react';
import { Button, Callout, Classes, FileInput, Intent, TextArea } from '@blueprintjs/core';
import { AppDialog } from '@studio/common/ui/AppDialog';
import { ImportReportView, reportSection } from '@studio/common/ui/ImportReportView';
import type { ImportReport, ReportLine } from '@shared/flow/import';
import type { FlowDocument } from '../../model/FlowDocument';
import type { FlowT } from '../../useFlowT';
import type { ImportFormat, ImportOutcome } from './runImport';
import { runImport } from './runImport';

export interface ImportDialogProps {
  doc: FlowDocument;
  t: FlowT;
  format: ImportFormat;
  isOpen: boolean;
  onClose(): void;
}

const TEXTS = {
  json: {
    title: 'importDialog.title',
    chooseFile: 'importDialog.chooseFile',
    label: 'importDialog.json',
    placeholder: 'importDialog.placeholder',
    accept: '.json,application/json',
  },
  bpmn: {
    title: 'importDialog.bpmnTitle',
    chooseFile: 'importDialog.bpmnChooseFile',
    label: 'importDialog.bpmnXml',
    placeholder: 'importDialog.bpmnPlaceholder',
    accept: '.bpmn,.xml,application/xml,text/xml',
  },
} as const;

export function ImportDialog({ doc, t, format, isOpen, onClose }: ImportDialogProps) {
  const [text, setText] = useState('');
  const [outcome, setOutcome] = useState<ImportOutcome | null>(null);
  const [isRunning, setIsRunning] = useState(false);
  const texts = TEXTS[format];
  const run = () => {
    setIsRunning(true);
    void runImport(doc, format, text)
      .then(setOutcome)
      .finally(() => setIsRunning(false));
  };
  const close = () => {
    setOutcome(null);
    setText('');
    onClose();
  };
  return (
    <AppDialog isOpen={isOpen} onClose={close} title={t(texts.title)} style={{ width: 850 }}>
      <div className={Classes.DIALOG_BODY}>
        <FileInput
          text={t(texts.chooseFile)}
          buttonText={t('importDialog.browse')}
          inputProps={{ accept: texts.accept }}
          onInputChange={(event) => {
            const file = event.currentTarget.files?.[0];
            if (file) void file.text().then(setText);
          }}
        />
        <TextArea
          fill
          rows={12}
          dir="ltr"
          aria-label={t(texts.label)}
          placeholder={t(texts.placeholder)}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          style={{ marginTop: 8, fontFamily: 'monospace' }}
        />
        {outcome?.kind === 'error' && <Callout intent={Intent.DANGER}>{t(outcome.messageKey)}</Callout>}
        {outcome?.kind === 'done' && <FlowReport report={outcome.report} t={t} />}
      </div>
      <div className={Classes.DIALOG_FOOTER}>
        <div className={Classes.DIALOG_FOOTER_ACTIONS}>
          <Button text={t('common.close')} onClick={close} />
          <Button
            intent={Intent.PRIMARY}
            text={t('importDialog.import')}
            disabled={text.trim() === ''}
            loading={isRunning}
            onClick={run}
          />
        </div>
      </div>
    </AppDialog>
  );
}

function FlowReport({ report, t }: { report: ImportReport; t: FlowT }) {
  const section = (key: 'converted' | 'approximated' | 'leftOut', list: ReportLine[]) =>
    reportSection(t(`importDialog.${key}`, { count: list.length }), list, (line) =>
      line.messageKey ? t(line.messageKey, line.params) : '',
    );
  return (
    <ImportReportView
      title={t('importDialog.done')}
      leftOut={section('leftOut', report.leftOut)}
      approximated={section('approximated', report.approximated)}
      converted={section('converted', report.converted)}
      nothingLost={t('importDialog.nothingLost')}
    />
  );
}
