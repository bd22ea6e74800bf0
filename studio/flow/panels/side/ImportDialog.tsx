/** Import of Workflow-Vue3 / wflow flow JSON (pasted or read from a local file), showing the warnings. */
import { useState } from 'react';
import { Button, Callout, Classes, FileInput, Intent, TextArea } from '@blueprintjs/core';
import { AppDialog } from '@studio/common/ui/AppDialog';
import { importFlow } from '@shared/flow/import';
import type { ImportWarning } from '@shared/flow/import';
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

type Outcome = { kind: 'error'; message: string } | { kind: 'done'; warnings: ImportWarning[] } | null;

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
    setOutcome({ kind: 'done', warnings: result.warnings });
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
        {outcome?.kind === 'done' && (
          <Callout
            intent={outcome.warnings.length ? Intent.WARNING : Intent.SUCCESS}
            title={t('importDialog.done')}
          >
            {outcome.warnings.length > 0 && (
              <ul aria-label={t('importDialog.warnings')}>
                {outcome.warnings.map((warning, index) => (
                  <li key={index}>
                    {t(warning.messageKey, warning.params)} <code>{warning.path}</code>
                  </li>
                ))}
              </ul>
            )}
          </Callout>
        )}
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
