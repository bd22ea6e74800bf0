import { Button, HTMLTable, NonIdealState, Tag } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { LtrText } from '../../../ui/LtrText';
import { Pager } from '../lists/Pager';
import type { PushLogStore } from './model/PushLogStore';

export interface PushLogTableProps {
  store: PushLogStore;
}

/** The push log: every attempt, newest first. */
export const PushLogTable = observer(function PushLogTable({ store }: PushLogTableProps) {
  const { t } = useTranslation('approval');
  const { page } = store;
  return (
    <div>
      <div className="approval-filters">
        <Button icon="refresh" size="small" onClick={() => void page.reload()}>
          {t('push.refresh')}
        </Button>
      </div>
      {page.rows.length === 0 ? (
        <NonIdealState icon="history" title={t('push.noLog')} />
      ) : (
        <HTMLTable compact striped className="approval-table">
          <thead>
            <tr>
              <th>{t('push.time')}</th>
              <th>{t('push.setups.address')}</th>
              <th>{t('push.eventCol')}</th>
              <th>{t('push.attempt')}</th>
              <th>{t('push.result')}</th>
              <th>{t('push.request')}</th>
              <th>{t('push.error')}</th>
            </tr>
          </thead>
          <tbody>
            {page.rows.map((row) => (
              <tr key={row.id}>
                <td>{dayjs(row.createTime).format('YYYY-MM-DD HH:mm:ss')}</td>
                <td className="approval-clip" title={row.url}>
                  <LtrText>{row.url}</LtrText>
                </td>
                <td>
                  {row.isTest ? t('push.testRun') : t(`push.event.${row.event}`, { defaultValue: row.event })}
                </td>
                <td>{row.attempt}</td>
                <td>
                  <Tag minimal intent={row.status === 'success' ? 'success' : 'danger'}>
                    {row.httpStatus || '—'} {t(`push.status.${row.status}`)}
                  </Tag>
                </td>
                <td className="approval-mono approval-clip" title={row.requestBody}>
                  {row.requestBody}
                </td>
                <td className="approval-clip">
                  {row.error ? t(row.error, { defaultValue: row.error }) : ''}
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
      {page.total > page.limit && (
        <Pager
          pageNum={page.pageNum}
          pageSize={page.limit}
          total={page.total}
          onChange={(n) => page.setPageNum(n)}
        />
      )}
    </div>
  );
});
