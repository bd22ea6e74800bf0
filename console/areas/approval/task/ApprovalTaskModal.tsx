import '../approval.css';
import { useEffect, useRef, useState } from 'react';
import {
  Button,
  Callout,
  Classes,
  FormGroup,
  InputGroup,
  NonIdealState,
  Spinner,
  TextArea,
} from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { AppDialog } from '../../../ui/AppDialog';
import { useTranslation } from 'react-i18next';
import { useModel } from '../../../app/useModel';
import { ShareVoidDialogs } from '../share/ShareVoidDialogs';
import { PrintView } from '../print/PrintView';
import { FallbackPicker } from './FallbackPicker';
import { NextApproverDialog } from './NextApproverDialog';
import { PeopleDialog } from './PeopleDialog';
import { SignatureDialog } from './SignatureDialog';
import { SignersDialog } from './SignersDialog';
import { TaskForms, type TaskFormsHandle } from './TaskForms';
import { TransferPicker } from './TransferPicker';
import { ResubmitActions } from './ResubmitActions';
import { TaskSidePanel } from './TaskSidePanel';
import { TaskModalStore } from './model/TaskModalStore';
import { TaskDisplay } from '../lists/SummaryCell';

export interface ApprovalTaskModalProps {
  taskId: string;
  isOpen: boolean;
  /** `changed`: an action succeeded and lists should reload. */
  onClose: (changed: boolean) => void;
}

/**
 * The approval-task modal of workflow spec §2.2: 1000 px (100% fullscreen), form, comment, buttons, dynamics.
 * The buttons are the actions the server allows on this task; the view shows exactly those.
 */
export const ApprovalTaskModal = observer(function ApprovalTaskModal({
  taskId,
  isOpen,
  onClose,
}: ApprovalTaskModalProps) {
  const { t } = useTranslation('approval');
  const store = useModel((deps) => new TaskModalStore(deps, taskId));
  const forms = useRef<TaskFormsHandle>(null);
  const [isPrinting, setPrinting] = useState(false);
  useEffect(() => {
    if (isOpen) void store.start();
  }, [store, isOpen]);
  // an action that closes the modal succeeded: close once, with the latest onClose
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  });
  const { isDone } = store;
  useEffect(() => {
    if (isDone) closeRef.current(true);
  }, [isDone]);

  const task = store.task.value;
  const isFailed = store.task.failed;
  const { runner, actors } = store;
  const validated = () => forms.current?.validated() ?? Promise.resolve({});
  const current = () => forms.current?.current() ?? {};
  // at the start node (an application returned to its applicant) the comment is the submit reason (spec §2.2)
  const isStart = task?.taskType === 0;

  return (
    <AppDialog
      isOpen={isOpen}
      onClose={() => onClose(false)}
      title={task ? `${task.processName} · ${task.nodeName}` : t('modal.title')}
      className={`approval-modal${store.isFullscreen ? ' is-fullscreen' : ''}`}
      style={{ width: store.isFullscreen ? '100%' : 1000 }}
      icon="annotation"
    >
      <div className={`${Classes.DIALOG_BODY} approval-modal-body`}>
        {isFailed && <NonIdealState icon="error" title={t('modal.failed')} />}
        {!isFailed && !task && (
          <div className="approval-loading">
            <Spinner size={32} />
          </div>
        )}
        {task && (
          <div
            className={`approval-modal-grid${store.isPanelOpen ? '' : ' is-folded'}${store.isPanelFull ? ' is-panel-full' : ''}`}
          >
            <div className="approval-modal-main">
              {store.delegation && (
                <Callout
                  intent={store.delegation.key === 'delegate.readOnly' ? 'warning' : 'primary'}
                  icon="person"
                  className="approval-delegation"
                >
                  {t(store.delegation.key, { name: store.delegation.name })}
                </Callout>
              )}
              <div className="approval-modal-meta">
                <FormGroup label={t('modal.itemName')} inline className="approval-meta-field">
                  <InputGroup readOnly value={task.itemName} aria-label={t('modal.itemName')} />
                </FormGroup>
                <FormGroup label={t('modal.degree')} inline className="approval-meta-field">
                  <InputGroup
                    readOnly
                    value={store.degrees.label(task.degree)}
                    aria-label={t('modal.degree')}
                  />
                </FormGroup>
              </div>
              {task.returned && (
                <Callout intent="warning" icon="undo" className="approval-returned">
                  {t('resubmit.returned', {
                    userName: task.returned.userName,
                    nodeName: task.returned.nodeName,
                  })}
                </Callout>
              )}
              <TaskDisplay task={task} />
              <TaskForms
                ref={forms}
                forms={task.forms}
                displayMode={task.displayMode}
                value={store.variable}
                privileges={store.privileges}
                isReadOnly={!store.canEdit}
              />
              {store.hasComment && (
                <FormGroup
                  label={t(isStart ? 'modal.submitReason' : 'modal.opinion')}
                  labelFor="approval-comment"
                >
                  <TextArea
                    id="approval-comment"
                    rows={4}
                    fill
                    value={store.comment}
                    onChange={(e) => store.setComment(e.currentTarget.value)}
                    placeholder={t(isStart ? 'modal.submitReasonPlaceholder' : 'modal.opinionPlaceholder')}
                  />
                </FormGroup>
              )}
              {task.waitingForSigners && (
                <Callout intent="primary" icon="time" className="approval-signers-waiting">
                  {t('signers.waiting')}
                </Callout>
              )}
              <div className="approval-actions">
                {store.can('resubmit') && <ResubmitActions store={store} read={validated} />}
                {store.can('claim') && (
                  <Button
                    intent="primary"
                    icon="hand"
                    loading={runner.isBusy}
                    onClick={() => void store.claim()}
                  >
                    {t('op.claim')}
                  </Button>
                )}
                {store.can('agree') && (
                  <Button
                    intent="success"
                    icon="tick"
                    loading={runner.isBusy}
                    onClick={() => void store.agree(validated)}
                  >
                    {t('op.agree')}
                  </Button>
                )}
                {store.can('reject') && (
                  <Button
                    intent="danger"
                    icon="cross"
                    disabled={runner.isBusy}
                    onClick={() => void store.reject(current())}
                  >
                    {t('op.reject')}
                  </Button>
                )}
                {store.can('fallback') && (
                  <FallbackPicker
                    taskId={task.id}
                    isBusy={runner.isBusy}
                    onPick={(target) => void store.fallback(target.id, current())}
                  />
                )}
                {store.can('stage') && (
                  <Button
                    icon="floppy-disk"
                    disabled={runner.isBusy}
                    onClick={() => void store.stage(current())}
                  >
                    {t('op.stage')}
                  </Button>
                )}
                {store.can('transfer') && (
                  <TransferPicker
                    isBusy={runner.isBusy}
                    onPick={(user) => void store.transfer(user.userId, current())}
                  />
                )}
                {store.can('cc') && (
                  <Button icon="duplicate" disabled={runner.isBusy} onClick={() => store.askCc(true)}>
                    {t('ccShare.cc')}
                  </Button>
                )}
                {store.can('addSigners') && (
                  <Button
                    icon="new-person"
                    disabled={runner.isBusy}
                    onClick={() => store.openSigning('addSigners')}
                  >
                    {t('signers.addSigners')}
                  </Button>
                )}
                {store.can('freeFlow') && (
                  <Button
                    icon="send-to"
                    disabled={runner.isBusy}
                    onClick={() => store.openSigning('freeFlow')}
                  >
                    {t('signers.freeFlow')}
                  </Button>
                )}
              </div>
            </div>
            {store.isPanelOpen && <TaskSidePanel store={store} />}
          </div>
        )}
      </div>
      <div className={Classes.DIALOG_FOOTER}>
        <div className={Classes.DIALOG_FOOTER_ACTIONS}>
          {task && (
            <Button icon="print" onClick={() => setPrinting(true)}>
              {t('print.open')}
            </Button>
          )}
          {!store.isPanelOpen && (
            <Button icon="timeline-events" onClick={() => store.openPanel()}>
              {t('modal.showDynamics')}
            </Button>
          )}
          <Button
            icon={store.isFullscreen ? 'minimize' : 'fullscreen'}
            onClick={() => store.toggleFullscreen()}
          >
            {t(store.isFullscreen ? 'modal.exitFullscreen' : 'modal.fullscreen')}
          </Button>
          <Button onClick={() => onClose(false)}>{t('op.close')}</Button>
        </div>
      </div>
      {store.signing && (
        <SignersDialog
          mode={store.signing}
          isBusy={runner.isBusy}
          onClose={(choice) => (choice ? void store.sign(choice, validated, current) : store.closeSigning())}
        />
      )}
      {actors.asking && (
        <NextApproverDialog
          isOpen
          nodeNames={actors.asking.nodeNames}
          selectMode={actors.asking.selectMode}
          onClose={(people) => actors.answer(people)}
        />
      )}
      {store.isAskingCc && (
        <PeopleDialog
          isOpen
          title={t('ccShare.ccTitle')}
          hint={t('ccShare.ccHint')}
          exclude={task?.assigneeId ?? ''}
          onClose={(people) => void store.cc(people.map((person) => person.id))}
        />
      )}
      <ShareVoidDialogs store={store.shareVoid} />
      {store.signature.isAsking && <SignatureDialog request={store.signature} />}
      {isPrinting && task && <PrintView instanceId={task.instanceId} onClose={() => setPrinting(false)} />}
    </AppDialog>
  );
});
