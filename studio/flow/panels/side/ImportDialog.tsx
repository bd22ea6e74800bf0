/** Import of Workflow-Vue3 / flowlong / wflow flow JSON (pasted or read from a local file), ending with its report. */
import { useState } from 'react';
import { Button, Callout, Classes, FileInput, Intent, TextArea } from '@blueprintjs/core';
import { AppDialog } from '@studio/common/ui/AppDialog';
import { ImportReportView, reportSection } from '@studio/common/ui/ImportReportView';
import { importFlow } from '@shared/flow/import';
import type { ImportReport, ReportLine } from '@shared/flow/import';
import type { Translate } from '@shared/flow/messages';
import type { FlowDocument } from '../../model/FlowDocument';
import { replaceFlowCommand } from '../../model/commands';
import type { FlowT } from '../../useFlowT';

export interface ImportDialogProps {
  doc: FlowDocument;
  t: FlowT;
  isOpen: boolean;
  onClose(): void;
}

type Outcome = { kind: 'error'; message: string } | { kind: 'done'; report: ImportReport } | null;

export function ImportDialog({ doc, t, isOpen, onClose }: ImportDialogProps) {
  const [text, setText] = useState('');
  const [outcome, setOutcome] = useState<Outcome>(null);
  const run = () => {
    let input: unknown;
    try {
      input = JSON.parse(text);
    } catch {
      setOutcome({ kind: 'error', message: t('import.invalidJson') });
      return;
    }
    const result = importFlow(input, { t: doc.t as Translate });
    if (!result.ok) {
      setOutcome({ kind: 'error', message: t(result.errorKey) });
      return;
    }
    doc.run(replaceFlowCommand(doc, result.tree));
    setOutcome({ kind: 'done', report: result.report });
  };
  const close = () => {
    setOutcome(null);
    onClose();
  };
  return (
    <AppDialog isOpen={isOpen} onClose={close} title={t('importDialog.title')} style={{ width: 850 }}>
      <div className={Classes.DIALOG_BODY}>
        <FileInput
          text={t('importDialog.chooseFile')}
          buttonText={t('importDialog.browse')}
          inputProps={{ accept: '.json,application/json' }}
          onInputChange={(event) => {
            const file = event.currentTarget.files?.[0];
            if (file) void file.text().then(setText);
          }}
        />
        <TextArea
          fill
          rows={12}
          aria-label={t('importDialog.json')}
          placeholder={t('importDialog.placeholder')}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          style={{ marginTop: 8, fontFamily: 'monospace' }}
        />
        {outcome?.kind === 'error' && <Callout intent={Intent.DANGER}>{outcome.message}</Callout>}
        {outcome?.kind === 'done' && <FlowReport report={outcome.report} t={t} />}
      </div>
      <div className={Classes.DIALOG_FOOTER}>
        <div className={Classes.DIALOG_FOOTER_ACTIONS}>
          <Button text={t('common.close')} onClick={close} />
          <Button
            intent={Intent.PRIMARY}
            text={t('importDialog.import')}
            disabled={text.trim() === ''}
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
