import '../approval.css';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Button, Classes, FormGroup, InputGroup, NonIdealState, Spinner, TextArea } from '@blueprintjs/core';
import { AppDialog } from '../../../ui/AppDialog';
import { useTranslation } from 'react-i18next';
import { api } from '@shared/api';
import type { TaskRowData } from '@shared/api/modules/approval';
import type { FormValues } from '@shared/form';
import { useStores } from '../../../app/storeContext';
import { degreeLabel, useDegrees } from '../useDegrees';
import { parseNodeInfo, taskButtons } from '../model/taskButtons';
import { ProcessTimeline } from '../timeline/ProcessTimeline';
import { FallbackPicker } from './FallbackPicker';
import { NextApproverDialog } from './NextApproverDialog';
import { TaskForms, type TaskFormsHandle } from './TaskForms';
import { TransferPicker } from './TransferPicker';
import { useTaskActions } from './useTaskActions';

export interface ApprovalTaskModalProps {
  taskId: string;
  isOpen: boolean;
  /** `changed`: an action succeeded and lists should reload. */
  onClose: (changed: boolean) => void;
}

/** The approval-task modal of workflow spec §2.2: 1000 px (100% fullscreen), form, comment, buttons, dynamics. */
export function ApprovalTaskModal({ taskId, isOpen, onClose }: ApprovalTaskModalProps) {
  const { t } = useTranslation('approval');
  const { client, session } = useStores();
  const degrees = useDegrees();
  const [task, setTask] = useState<TaskRowData | null>(null);
  const [isFailed, setFailed] = useState(false);
  const [comment, setComment] = useState('');
  const [isFullscreen, setFullscreen] = useState(false);
  const [isPanelOpen, setPanelOpen] = useState(true);
  const [isPanelFull, setPanelFull] = useState(false);
  const [version, setVersion] = useState(0);
  const forms = useRef<TaskFormsHandle>(null);

  const load = useCallback(() => {
    client.call(api.approval.taskInfo, { query: { taskId } })
      .then((found) => { setFailed(false); setTask(found); })
      .catch(() => setFailed(true));
  }, [client, taskId]);
  useEffect(() => {
    if (isOpen) load();
  }, [isOpen, load]);

  const actions = useTaskActions(taskId, () => onClose(true));
  const node = useMemo(() => parseNodeInfo(task?.nodeInfo ?? '{}'), [task]);
  const variable = useMemo(() => { try { return JSON.parse(task?.variable ?? '{}') as FormValues; } catch { return {}; } }, [task]);
  const me = session.info?.user.userId ?? '';
  const buttons = task ? taskButtons({
    taskState: task.taskState, taskType: task.taskType, instanceState: task.instanceState, needClaim: task.needClaim, isClaimed: task.isClaimed,
    isMine: task.assigneeId === me || (task.needClaim && !task.isClaimed), node,
  }) : null;
  const canEdit = Boolean(buttons && (buttons.agree || buttons.submit));
  const current = () => forms.current?.current() ?? {};
  const after = (work: Promise<unknown> | undefined) => void Promise.resolve(work).then(() => { load(); setVersion((v) => v + 1); });

  return (
    <AppDialog isOpen={isOpen} onClose={() => onClose(false)} title={task ? `${task.processName} · ${task.nodeName}` : t('modal.title')}
      className={`approval-modal${isFullscreen ? ' is-fullscreen' : ''}`} style={{ width: isFullscreen ? '100%' : 1000 }}
      icon="annotation">
      <div className={`${Classes.DIALOG_BODY} approval-modal-body`}>
        {isFailed && <NonIdealState icon="error" title={t('modal.failed')} />}
        {!isFailed && !task && <div className="approval-loading"><Spinner size={32} /></div>}
        {task && (
          <div className={`approval-modal-grid${isPanelOpen ? '' : ' is-folded'}${isPanelFull ? ' is-panel-full' : ''}`}>
            <div className="approval-modal-main">
              <div className="approval-modal-meta">
                <FormGroup label={t('modal.itemName')} inline className="approval-meta-field"><InputGroup readOnly value={task.itemName} aria-label={t('modal.itemName')} /></FormGroup>
                <FormGroup label={t('modal.degree')} inline className="approval-meta-field"><InputGroup readOnly value={degreeLabel(degrees, task.degree)} aria-label={t('modal.degree')} /></FormGroup>
              </div>
              <TaskForms ref={forms} forms={task.forms} value={variable} privileges={node.privileges} isReadOnly={!canEdit} />
              {buttons && Object.values(buttons).some(Boolean) && !buttons.claim && (
                <FormGroup label={buttons.submit ? t('modal.submitReason') : t('modal.opinion')} labelFor="approval-comment">
                  <TextArea id="approval-comment" rows={4} fill value={comment} onChange={(e) => setComment(e.currentTarget.value)}
                    placeholder={buttons.submit ? t('modal.submitReasonPlaceholder') : t('modal.opinionPlaceholder')} />
                </FormGroup>
              )}
              {buttons && (
                <div className="approval-actions">
                  {buttons.submit && <Button intent="primary" loading={actions.isBusy} onClick={() => void actions.agree(() => forms.current?.validated() ?? Promise.resolve({}), comment)}>{t('op.submit')}</Button>}
                  {buttons.claim && <Button intent="primary" icon="hand" loading={actions.isBusy} onClick={() => after(actions.claim())}>{t('op.claim')}</Button>}
                  {buttons.agree && <Button intent="success" icon="tick" loading={actions.isBusy} onClick={() => void actions.agree(() => forms.current?.validated() ?? Promise.resolve({}), comment)}>{t('op.agree')}</Button>}
                  {buttons.reject && <Button intent="danger" icon="cross" disabled={actions.isBusy} onClick={() => void actions.reject(current(), comment)}>{t('op.reject')}</Button>}
                  {buttons.fallback && <FallbackPicker taskId={task.id} isBusy={actions.isBusy} onPick={(target) => void actions.fallback(target.id, current(), comment)} />}
                  {buttons.stage && <Button icon="floppy-disk" disabled={actions.isBusy} onClick={() => after(actions.stage(current()))}>{t('op.stage')}</Button>}
                  {buttons.transfer && <TransferPicker isBusy={actions.isBusy} onPick={(user) => void actions.transfer(user.userId, current(), comment)} />}
                </div>
              )}
            </div>
            {isPanelOpen && (
              <aside className="approval-modal-side" aria-label={t('modal.dynamics')}>
                <div className="approval-side-head">
                  <strong>{t('modal.dynamics')}</strong>
                  <Button variant="minimal" size="small" icon={isPanelFull ? 'minimize' : 'maximize'} aria-label={t(isPanelFull ? 'modal.panelRestore' : 'modal.panelFull')} onClick={() => setPanelFull(!isPanelFull)} />
                  <Button variant="minimal" size="small" icon="chevron-right" aria-label={t('modal.fold')} onClick={() => { setPanelOpen(false); setPanelFull(false); }} />
                </div>
                <ProcessTimeline instanceId={task.instanceId} processId={task.processId} reloadKey={version} />
              </aside>
            )}
          </div>
        )}
      </div>
      <div className={Classes.DIALOG_FOOTER}>
        <div className={Classes.DIALOG_FOOTER_ACTIONS}>
          {!isPanelOpen && <Button icon="timeline-events" onClick={() => setPanelOpen(true)}>{t('modal.showDynamics')}</Button>}
          <Button icon={isFullscreen ? 'minimize' : 'fullscreen'} onClick={() => setFullscreen(!isFullscreen)}>{t(isFullscreen ? 'modal.exitFullscreen' : 'modal.fullscreen')}</Button>
          <Button onClick={() => onClose(false)}>{t('op.close')}</Button>
        </div>
      </div>
      {actions.nextApprover && (
        <NextApproverDialog isOpen nodeNames={actions.nextApprover.nodeNames} selectMode={actions.nextApprover.selectMode} onClose={actions.closeNextApprover} />
      )}
    </AppDialog>
  );
}
