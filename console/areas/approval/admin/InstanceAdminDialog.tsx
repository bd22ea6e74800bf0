/**
 * One instance as an administrator manages it: process dynamics on the instance's own (frozen) flow, force
 * terminate with a reason and a confirmation, reassign a stuck open task, retry or skip a failed data push.
 */
import { useEffect, useState } from 'react';
import {
  Alert,
  Button,
  Classes,
  FormGroup,
  HTMLSelect,
  HTMLTable,
  NonIdealState,
  Spinner,
  Tag,
  TextArea,
} from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { InstanceState } from '@shared/approval/states';
import type { ApprovalRowData } from '@shared/api/modules/approval';
import { AppDialog } from '../../../ui/AppDialog';
import { useModel } from '../../../app/useModel';
import { ProcessTimeline } from '../timeline/ProcessTimeline';
import { InstanceAdminDetailStore } from './model/InstanceAdminStore';
import type { InstanceAdminStore } from './model/InstanceAdminStore';

export interface InstanceAdminDialogProps {
  row: ApprovalRowData;
  /** Members for the reassign picker. */
  users: InstanceAdminStore['users'];
  onClose: (isChanged: boolean) => void;
}

export const InstanceAdminDialog = observer(function InstanceAdminDialog({
  row,
  users,
  onClose,
}: InstanceAdminDialogProps) {
  const { t } = useTranslation('approval');
  const store = useModel((deps) => new InstanceAdminDetailStore(deps, row.id));
  const [isAsking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const [targets, setTargets] = useState<Record<string, string>>({});
  useEffect(() => void store.load(), [store]);
  const detail = store.detail.value;
  const isBusy = store.runner.isBusy;
  const close = () => onClose(store.isChanged);

  return (
    <AppDialog
      isOpen
      title={row.title || row.itemName}
      onClose={close}
      style={{ width: 900, maxWidth: '100%' }}
      icon="settings"
    >
      <div className={Classes.DIALOG_BODY}>
        <ProcessTimeline instanceId={row.id} processId={row.processId} reloadKey={store.version} />
        {store.detail.isLoading && !detail ? (
          <Spinner size={24} />
        ) : store.detail.failed || !detail ? (
          <NonIdealState icon="error" title={t('admin.failed')} />
        ) : (
          <>
            <h4>{t('admin.openTasks')}</h4>
            {detail.openTasks.length === 0 ? (
              <p className={Classes.TEXT_MUTED}>{t('admin.noOpenTasks')}</p>
            ) : (
              <HTMLTable compact className="approval-admin-tasks">
                <thead>
                  <tr>
                    <th>{t('col.nodeName')}</th>
                    <th>{t('admin.holder')}</th>
                    <th>{t('admin.since')}</th>
                    <th>{t('admin.reassignTo')}</th>
                  </tr>
                </thead>
                <tbody>
                  {detail.openTasks.map((task) => (
                    <tr key={task.taskId}>
                      <td>{task.nodeName}</td>
                      <td>{task.assigneeName || '—'}</td>
                      <td>{dayjs(task.startTime).format('YYYY-MM-DD HH:mm')}</td>
                      <td>
                        <HTMLSelect
                          aria-label={t('admin.reassignTo')}
                          value={targets[task.taskId] ?? ''}
                          onChange={(e) => setTargets({ ...targets, [task.taskId]: e.currentTarget.value })}
                        >
                          <option value="">{t('admin.pickMember')}</option>
                          {(users.value ?? []).map((user) => (
                            <option key={user.userId} value={user.userId}>
                              {user.nickName || user.userName}
                            </option>
                          ))}
                        </HTMLSelect>
                        <Button
                          className="approval-gap"
                          icon="exchange"
                          disabled={!targets[task.taskId] || isBusy}
                          onClick={() => void store.reassign(task.taskId, targets[task.taskId] ?? '')}
                        >
                          {t('admin.reassign')}
                        </Button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </HTMLTable>
            )}
            <h4>{t('admin.pushes')}</h4>
            {detail.pushes.length === 0 ? (
              <p className={Classes.TEXT_MUTED}>{t('admin.noPushes')}</p>
            ) : (
              <HTMLTable compact className="approval-admin-pushes">
                <thead>
                  <tr>
                    <th>{t('admin.pushEvent')}</th>
                    <th>{t('admin.pushStatus')}</th>
                    <th>{t('admin.pushAttempts')}</th>
                    <th>{t('admin.pushError')}</th>
                    <th>{t('col.operation')}</th>
                  </tr>
                </thead>
                <tbody>
                  {detail.pushes.map((push) => (
                    <tr key={push.id}>
                      <td>{t(`push.event.${push.event}`, { defaultValue: push.event })}</td>
                      <td>
                        <Tag
                          minimal
                          intent={
                            push.status === 'failed' ? 'danger' : push.status === 'done' ? 'success' : 'none'
                          }
                        >
                          {t(`admin.pushState.${push.status}`, { defaultValue: push.status })}
                        </Tag>
                      </td>
                      <td>{push.attempts}</td>
                      <td>{push.lastError || '—'}</td>
                      <td>
                        {push.status === 'failed' && (
                          <>
                            <Button
                              size="small"
                              icon="repeat"
                              disabled={isBusy}
                              onClick={() => void store.settlePush(push.id, 'retry')}
                            >
                              {t('admin.retry')}
                            </Button>
                            <Button
                              size="small"
                              className="approval-gap"
                              icon="disable"
                              disabled={isBusy}
                              onClick={() => void store.settlePush(push.id, 'skip')}
                            >
                              {t('admin.skip')}
                            </Button>
                          </>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </HTMLTable>
            )}
          </>
        )}
      </div>
      <div className={Classes.DIALOG_FOOTER}>
        <div className={Classes.DIALOG_FOOTER_ACTIONS}>
          {detail?.instanceState === InstanceState.UnderApproval && (
            <Button intent="danger" icon="stop" disabled={isBusy} onClick={() => setAsking(true)}>
              {t('admin.terminate')}
            </Button>
          )}
          <Button onClick={close}>{t('op.close')}</Button>
        </div>
      </div>
      <Alert
        isOpen={isAsking}
        intent="danger"
        icon="stop"
        confirmButtonText={t('admin.terminate')}
        cancelButtonText={t('admin.cancel')}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          void store.terminate(reason).then((isDone) => isDone && setReason(''));
        }}
      >
        <p>{t('admin.confirmTerminate', { name: row.title || row.itemName })}</p>
        <FormGroup label={t('admin.reason')} labelFor="admin-terminate-reason">
          <TextArea
            id="admin-terminate-reason"
            fill
            value={reason}
            maxLength={2000}
            onChange={(e) => setReason(e.currentTarget.value)}
          />
        </FormGroup>
      </Alert>
    </AppDialog>
  );
});
