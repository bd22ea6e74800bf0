import { useState } from 'react';
import { Button, Classes } from '@blueprintjs/core';
import { AppDialog } from '../../../ui/AppDialog';
import { useTranslation } from 'react-i18next';
import { api } from '@shared/api';
import { useStores } from '../../../app/storeContext';
import { ProcessTimeline } from '../timeline/ProcessTimeline';

export interface ProcessViewDialogProps {
  instanceId: string;
  /** The template, for the read-only flow chart. */
  processId?: string;
  title: string;
  onClose: (changed: boolean) => void;
}

/** An application's process dynamics for its initiator, with urge and recall. */
export function ProcessViewDialog({ instanceId, processId, title, onClose }: ProcessViewDialogProps) {
  const { t } = useTranslation('approval');
  const { client, notify } = useStores();
  const [version, setVersion] = useState(0);
  const [isChanged, setChanged] = useState(false);
  const act = async (action: 'urge' | 'recall') => {
    try {
      if (action === 'urge') await client.call(api.approval.urge, { body: { id: instanceId } });
      else await client.call(api.approval.recall, { body: { id: instanceId } });
      notify.success(t('message.success'));
      setChanged(true);
      setVersion((v) => v + 1);
    } catch {
      // the server's message was shown
    }
  };
  return (
    <AppDialog isOpen title={title} onClose={() => onClose(isChanged)} style={{ width: 820, maxWidth: '100%' }} icon="timeline-events">
      <div className={Classes.DIALOG_BODY}>
        <ProcessTimeline instanceId={instanceId} processId={processId} reloadKey={version} onInstanceAction={(action) => void act(action)} />
      </div>
      <div className={Classes.DIALOG_FOOTER}>
        <div className={Classes.DIALOG_FOOTER_ACTIONS}><Button onClick={() => onClose(isChanged)}>{t('op.close')}</Button></div>
      </div>
    </AppDialog>
  );
}
