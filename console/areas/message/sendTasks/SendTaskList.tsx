import { useEffect } from 'react';
import { Card, Tag } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useModel } from '../../../app/useModel';
import { LtrText } from '../../../ui/LtrText';
import { RowButton } from '../../system/common/RowActions';
import { formatTime, orDash } from '../../system/common/format';
import { PagedTable } from '../../system/common/PagedTable';
import { LoadFailed } from '../templates/LoadFailed';
import { SendTaskListStore } from './model/SendTaskListStore';
import { SendProgress } from './SendProgress';
import { SendTaskCreateDialog } from './SendTaskCreateDialog';
import { SendTaskDetailDialog } from './SendTaskDetailDialog';
import { SendTaskFilters } from './SendTaskFilters';
import { StatusTag } from './StatusTag';
import '../../system/common/admin.css';
import './sendTasks.css';

/** Send tasks (console spec §2.3): each task's state and progress, refreshed while one is sent; create; detail. */
function SendTaskList() {
  const { t } = useTranslation('messaging');
  const store = useModel((deps) => new SendTaskListStore(deps));
  useEffect(() => void store.start(), [store]);
  const { page } = store;
  return (
    <Card className="admin-page">
      <SendTaskFilters store={store} />
      {page.failed && page.rows.length === 0 ? (
        <LoadFailed onRetry={() => void page.reload()} />
      ) : (
        <PagedTable
          label={t('ui.task.title')}
          minWidth={940}
          columns={[
            { title: t('ui.task.taskName') },
            { title: t('ui.task.kind'), width: 110 },
            { title: t('ui.task.channel'), width: 140 },
            { title: t('ui.task.status'), width: 100 },
            { title: t('ui.task.progress'), width: 220 },
            { title: t('ui.task.sendAt'), width: 165 },
            { title: t('admin:ui.operation'), width: 90 },
          ]}
          page={page}
          rowKey={(r) => r.taskId}
          renderCells={(r) => (
            <>
              <td title={`${r.taskName} · ${r.templateName}`}>{r.taskName}</td>
              <td>
                <Tag minimal>{t(`ui.kind.${r.kind}`)}</Tag>
              </td>
              <td title={r.channelName}>{orDash(r.channelName)}</td>
              <td>
                <StatusTag status={r.status} of="task" />
              </td>
              <td>
                <SendProgress counts={r.counts} />
              </td>
              <td>
                <LtrText>{formatTime(r.sendAt ?? r.createTime)}</LtrText>
              </td>
              <td>
                <RowButton
                  isPrimary
                  text={t('ui.task.detail')}
                  label={t('ui.task.detailOf', { name: r.taskName })}
                  onClick={() => store.openDetail(r.taskId)}
                />
              </td>
            </>
          )}
        />
      )}
      <SendTaskCreateDialog
        store={store.create}
        onClose={() => store.closeCreate()}
        onCreated={() => void store.created()}
      />
      <SendTaskDetailDialog store={store.detail} onClose={() => void store.closeDetail()} />
    </Card>
  );
}

export default observer(SendTaskList);
