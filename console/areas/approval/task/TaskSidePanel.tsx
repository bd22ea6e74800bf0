import { Button } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { ProcessTimeline } from '../timeline/ProcessTimeline';
import type { TaskModalStore } from './model/TaskModalStore';

export interface TaskSidePanelProps {
  store: TaskModalStore;
}

/** The approval modal's side panel of process dynamics (spec §2.2): fold, fullscreen, the timeline. */
export const TaskSidePanel = observer(function TaskSidePanel({ store }: TaskSidePanelProps) {
  const { t } = useTranslation('approval');
  const task = store.task.value;
  if (!task) return null;
  return (
    <aside className="approval-modal-side" aria-label={t('modal.dynamics')}>
      <div className="approval-side-head">
        <strong>{t('modal.dynamics')}</strong>
        <Button
          variant="minimal"
          size="small"
          icon={store.isPanelFull ? 'minimize' : 'maximize'}
          aria-label={t(store.isPanelFull ? 'modal.panelRestore' : 'modal.panelFull')}
          onClick={() => store.togglePanelFull()}
        />
        <Button
          variant="minimal"
          size="small"
          icon="chevron-right"
          aria-label={t('modal.fold')}
          onClick={() => store.foldPanel()}
        />
      </div>
      <ProcessTimeline
        instanceId={task.instanceId}
        processId={task.processId}
        reloadKey={store.version}
        onShareOrVoid={(action) => store.shareVoid.ask(action)}
      />
    </aside>
  );
});
