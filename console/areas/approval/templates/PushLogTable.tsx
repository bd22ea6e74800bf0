import { useEffect, useState } from 'react';
import { Button, HTMLTable, NonIdealState, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { api } from '@shared/api';
import type { PushLogRow } from '@shared/api/modules/approval';
import { useStores } from '../../../app/storeContext';
import { Pager } from '../lists/Pager';

export interface PushLogTableProps { processId: string; reloadKey: number }

/** The push log: every attempt, newest first. */
export function PushLogTable({ processId, reloadKey }: PushLogTableProps) {
  const { t } = useTranslation('approval');
  const { client } = useStores();
  const [pageNum, setPageNum] = useState(1);
  const [page, setPage] = useState<{ total: number; rows: PushLogRow[] }>({ total: 0, rows: [] });
  const [tick, setTick] = useState(0);
  useEffect(() => {
    client.call(api.approval.callLog, { query: { processId, pageNum, limit: 10 } }).then(setPage).catch(() => undefined);
  }, [client, processId, pageNum, reloadKey, tick]);
  return (
    <div>
      <div className="approval-filters"><Button icon="refresh" size="small" onClick={() => setTick((x) => x + 1)}>{t('push.refresh')}</Button></div>
      {page.rows.length === 0 ? <NonIdealState icon="history" title={t('push.noLog')} /> : (
        <HTMLTable compact striped className="approval-table">
          <thead><tr><th>{t('push.time')}</th><th>{t('push.eventCol')}</th><th>{t('push.attempt')}</th><th>{t('push.result')}</th><th>{t('push.request')}</th><th>{t('push.error')}</th></tr></thead>
          <tbody>
            {page.rows.map((row) => (
              <tr key={row.id}>
                <td>{dayjs(row.createTime).format('YYYY-MM-DD HH:mm:ss')}</td>
                <td>{row.isTest ? t('push.testRun') : t(`push.event.${row.event}`, { defaultValue: row.event })}</td>
                <td>{row.attempt}</td>
                <td><Tag minimal intent={row.status === 'success' ? 'success' : 'danger'}>{row.httpStatus || '—'} {t(`push.status.${row.status}`)}</Tag></td>
                <td className="approval-mono approval-clip" title={row.requestBody}>{row.requestBody}</td>
                <td className="approval-clip">{row.error ? t(row.error, { defaultValue: row.error }) : ''}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
      {page.total > 10 && <Pager pageNum={pageNum} pageSize={10} total={page.total} onChange={setPageNum} />}
    </div>
  );
}
