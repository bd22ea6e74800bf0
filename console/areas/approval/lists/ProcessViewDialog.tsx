import { useState } from 'react';
import { Button, Classes } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { AppDialog } from '../../../ui/AppDialog';
import { useTranslation } from 'react-i18next';
import { useModel } from '../../../app/useModel';
import { ShareVoidDialogs } from '../share/ShareVoidDialogs';
import { ProcessTimeline } from '../timeline/ProcessTimeline';
import { PrintView } from '../print/PrintView';
import { ProcessViewStore } from './model/ProcessViewStore';

export interface ProcessViewDialogProps {
  instanceId: string;
  /** The template, for the read-only flow chart. */
  processId?: string;
  title: string;
  onClose: (changed: boolean) => void;
}

/** An application's process dynamics for its initiator, with urge, recall, share and void. */
export const ProcessViewDialog = observer(function ProcessViewDialog({
  instanceId,
  processId,
  title,
  onClose,
}: ProcessViewDialogProps) {
  const { t } = useTranslation('approval');
  const store = useModel((deps) => new ProcessViewStore(deps, instanceId));
  const [isPrinting, setPrinting] = useState(false);
  return (
    <AppDialog
      isOpen
      title={title}
      onClose={() => onClose(store.isChanged)}
      style={{ width: 820, maxWidth: '100%' }}
      icon="timeline-events"
    >
      <div className={Classes.DIALOG_BODY}>
        <ProcessTimeline
          instanceId={instanceId}
          processId={processId}
          reloadKey={store.version}
          onInstanceAction={(action) => void store.act(action)}
          onShareOrVoid={(action) => store.shareVoid.ask(action)}
          showSubmittedForm
        />
        <ShareVoidDialogs store={store.shareVoid} />
      </div>
      <div className={Classes.DIALOG_FOOTER}>
        <div className={Classes.DIALOG_FOOTER_ACTIONS}>
          <Button icon="print" onClick={() => setPrinting(true)}>
            {t('print.open')}
          </Button>
          <Button onClick={() => onClose(store.isChanged)}>{t('op.close')}</Button>
        </div>
      </div>
      {isPrinting && <PrintView instanceId={instanceId} onClose={() => setPrinting(false)} />}
    </AppDialog>
  );
});
