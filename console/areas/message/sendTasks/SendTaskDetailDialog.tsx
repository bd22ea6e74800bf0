import { useState } from 'react';
import { Alert, Button, DialogBody, HTMLSelect, InputGroup, NonIdealState, Spinner } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { RECIPIENT_STATUSES, type RecipientStatus } from '@shared/messaging/channelKinds';
import { AppDialog } from '../../../ui/AppDialog';
import { Permitted } from '../../system/permission/Permitted';
import type { SendTaskDetailStore } from './model/SendTaskDetailStore';
import { RecipientTable } from './RecipientTable';
import { SendProgress } from './SendProgress';
import { StatusTag } from './StatusTag';

/** One task: its progress, its recipients with the provider's answers, retry failed and cancel pending. */
export const SendTaskDetailDialog = observer(function SendTaskDetailDialog({
  store,
  onClose,
}: {
  store: SendTaskDetailStore | undefined;
  onClose(): void;
}) {
  const { t } = useTranslation('messaging');
  const [text, setText] = useState('');
  const [isAskingCancel, setAskingCancel] = useState(false);
  if (!store) return null;
  const task = store.task.value;
  return (
    <AppDialog
      isOpen
      onClose={onClose}
      title={task ? t('ui.detail.title', { name: task.taskName }) : t('ui.detail.loading')}
      style={{ width: 1000, maxWidth: '96vw' }}
    >
      <DialogBody>
        {!task ? (
          store.task.failed ? (
            <NonIdealState icon="error" title={t('templates:ui.loadFailed')} />
          ) : (
            <div className="admin-state">
              <Spinner size={30} aria-label={t('admin:ui.loading')} />
            </div>
          )
        ) : (
          <>
            <div className="send-task-summary">
              <StatusTag status={task.status} of="task" />
              <span>
                {t(`ui.kind.${task.kind}`)} · {task.channelName || t('ui.kind.letter')} · {task.templateName}
              </span>
              <SendProgress counts={task.counts} />
            </div>
            <form
              className="admin-toolbar"
              onSubmit={(e) => {
                e.preventDefault();
                void store.setFilter({ keyword: text });
              }}
            >
              <HTMLSelect
                aria-label={t('ui.detail.status')}
                value={store.filter.status}
                onChange={(e) => void store.setFilter({ status: e.target.value as RecipientStatus | '' })}
                options={[
                  { value: '', label: t('ui.allStatuses') },
                  ...RECIPIENT_STATUSES.map((s) => ({ value: s, label: t(`ui.recipientStatus.${s}`) })),
                ]}
              />
              <InputGroup
                leftIcon="search"
                aria-label={t('ui.detail.search')}
                placeholder={t('ui.detail.search')}
                value={text}
                onChange={(e) => setText(e.target.value)}
              />
              <Button type="submit" icon="search" text={t('admin:ui.search')} />
              <div className="admin-spacer" />
              <Permitted tags={['message:task:edit']}>
                <Button
                  icon="refresh"
                  disabled={!store.canRetry || store.actions.isBusy}
                  text={t('ui.detail.retryFailed', { count: task.counts.failed })}
                  onClick={() => void store.retry()}
                />
                <Button
                  icon="disable"
                  intent="danger"
                  disabled={!store.canCancel || store.actions.isBusy}
                  text={t('ui.detail.cancelPending', { count: task.counts.pending })}
                  onClick={() => setAskingCancel(true)}
                />
              </Permitted>
            </form>
            <RecipientTable store={store} />
          </>
        )}
      </DialogBody>
      <Alert
        isOpen={isAskingCancel}
        intent="danger"
        icon="disable"
        confirmButtonText={t('ui.detail.cancelConfirm')}
        cancelButtonText={t('ui.detail.cancelKeep')}
        onCancel={() => setAskingCancel(false)}
        onConfirm={() => {
          setAskingCancel(false);
          void store.cancel();
        }}
      >
        {t('ui.detail.cancelQuestion', { count: task?.counts.pending ?? 0 })}
      </Alert>
    </AppDialog>
  );
});
