import { DialogBody, NonIdealState, Spinner } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '../../../ui/AppDialog';
import { useClosingValue } from '../../../ui/useClosingValue';
import type { SendTaskDetailStore } from './model/SendTaskDetailStore';
import { RecipientFilters } from './RecipientFilters';
import { RecipientTable } from './RecipientTable';
import { SendProgress } from './SendProgress';
import { StatusTag } from './StatusTag';

/** One task: its progress, its recipients with the provider's answers, retry failed and cancel pending. */
export const SendTaskDetailDialog = observer(function SendTaskDetailDialog({
  store: current,
  onClose,
}: {
  store: SendTaskDetailStore | undefined;
  onClose(): void;
}) {
  const { t } = useTranslation('messaging');
  const store = useClosingValue(current);
  if (!store) return null;
  const task = store.task.value;
  const body = () => {
    if (task)
      return (
        <>
          <div className="send-task-summary">
            <StatusTag status={task.status} of="task" />
            <span>
              {t(`ui.kind.${task.kind}`)} · {task.channelName || t('ui.kind.letter')} · {task.templateName}
            </span>
            <SendProgress counts={task.counts} />
          </div>
          <RecipientFilters store={store} />
          <RecipientTable store={store} />
        </>
      );
    if (store.task.failed) return <NonIdealState icon="error" title={t('templates:ui.loadFailed')} />;
    return (
      <div className="admin-state">
        <Spinner size={30} aria-label={t('admin:ui.loading')} />
      </div>
    );
  };
  return (
    <AppDialog
      isOpen={current !== undefined}
      onClose={onClose}
      title={task ? t('ui.detail.title', { name: task.taskName }) : t('ui.detail.loading')}
      style={{ width: 1000, maxWidth: '96vw' }}
    >
      <DialogBody>{body()}</DialogBody>
    </AppDialog>
  );
});
