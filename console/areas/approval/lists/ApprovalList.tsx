import { useCallback, useEffect, useState } from 'react';
import { Button, ControlGroup, HTMLSelect, InputGroup, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { api } from '@shared/api';
import type { ApprovalRowData } from '@shared/api/modules/approval';
import { useStores } from '../../../app/storeContext';
import { degreeLabel, useDegrees } from '../useDegrees';
import { instanceStateKey } from '../model/timelineView';
import { Pager } from './Pager';
import { ActionTable } from '../../../ui/ActionTable';

export type ListKind = 'todo' | 'cc' | 'handled' | 'mine';

export interface ApprovalListProps {
  kind: ListKind;
  /** Opens a row (the approval modal or the process view). */
  onOpen: (row: ApprovalRowData) => void;
  /** Bumped by the parent to reload (after an action). */
  reloadKey?: number;
}

const STATE_INTENT: Record<number, 'primary' | 'success' | 'danger' | 'warning' | 'none'> = { 0: 'primary', 1: 'success', 2: 'danger', 3: 'warning', 5: 'none' };
const PAGE_SIZE = 10;

/** One approval list with the filters and columns of workflow spec §2.5. */
export function ApprovalList({ kind, onOpen, reloadKey = 0 }: ApprovalListProps) {
  const { t } = useTranslation('approval');
  const { client } = useStores();
  const degrees = useDegrees();
  const [processName, setProcessName] = useState('');
  const [ended, setEnded] = useState<0 | 1 | 2>(0);
  const [pageNum, setPageNum] = useState(1);
  const [applied, setApplied] = useState({ processName: '', ended: 0 as 0 | 1 | 2 });
  const requestKey = JSON.stringify([kind, pageNum, applied, reloadKey]);
  const [result, setResult] = useState<{ key: string; page: { total: number; rows: ApprovalRowData[] } } | null>(null);
  const page = result?.key === requestKey ? result.page : null;

  const load = useCallback(async () => {
    const query = { pageNum, limit: PAGE_SIZE, ended: applied.ended, ...(applied.processName ? { processName: applied.processName } : {}) };
    const data = kind === 'mine'
      ? await client.call(api.approval.myProcess, { query })
      : await client.call(api.approval.myTask, { query: { ...query, category: kind } });
    return data;
  }, [client, kind, pageNum, applied]);

  useEffect(() => {
    let isLive = true;
    load()
      .then((data) => isLive && setResult({ key: requestKey, page: data }))
      .catch(() => isLive && setResult({ key: requestKey, page: { total: 0, rows: [] } }));
    return () => {
      isLive = false;
    };
  }, [load, requestKey]);

  const search = () => {
    setPageNum(1);
    setApplied({ processName: processName.trim(), ended });
  };

  return (
    <div className="approval-list">
      <ControlGroup className="approval-filters">
        <InputGroup
          className="approval-filter-input" aria-label={t('list.processName')} placeholder={t('list.processName')} value={processName}
          onValueChange={setProcessName} onKeyDown={(e) => e.key === 'Enter' && search()}
        />
        <HTMLSelect aria-label={t('list.ended')} value={ended} onChange={(e) => setEnded(Number(e.currentTarget.value) as 0 | 1 | 2)}
          options={[{ value: 0, label: t('list.endedAll') }, { value: 1, label: t('list.endedYes') }, { value: 2, label: t('list.endedNo') }]} />
        <Button icon="search" intent="primary" onClick={search}>{t('list.search')}</Button>
        <Button icon="refresh" onClick={() => { setProcessName(''); setEnded(0); setPageNum(1); setApplied({ processName: '', ended: 0 }); }}>{t('list.reset')}</Button>
      </ControlGroup>
      {page === null ? (
        <div className="approval-loading"><Spinner size={24} /></div>
      ) : page.rows.length === 0 ? (
        <NonIdealState icon="inbox" title={t(`list.empty.${kind}`)} />
      ) : (
        <ActionTable striped interactive className="approval-table">
          <thead>
            <tr>
              <th>{t('col.id')}</th><th>{t('col.processType')}</th><th>{t('col.processName')}</th><th>{t('col.itemName')}</th>
              <th>{t('col.degree')}</th><th>{t('col.createTime')}</th><th>{t('col.instanceState')}</th><th>{t('col.createBy')}</th>
              <th>{kind === 'mine' ? t('col.currentHandlers') : t('col.nodeName')}</th><th>{t('col.operation')}</th>
            </tr>
          </thead>
          <tbody>
            {page.rows.map((row) => (
              <tr key={`${row.id}-${row.taskId}`}>
                <td className="approval-mono">{row.id}</td>
                <td>{t(`group.${row.processType}`, { defaultValue: row.processType })}</td>
                <td>{row.processName}</td>
                <td>{row.itemName}{kind === 'cc' && !row.isRead && <Tag minimal intent="warning" className="approval-gap">{t('tag.unread')}</Tag>}</td>
                <td><Tag minimal intent={row.degree >= 3 ? 'danger' : row.degree === 2 ? 'warning' : 'none'}>{degreeLabel(degrees, row.degree)}</Tag></td>
                <td>{dayjs(row.createTime).format('YYYY-MM-DD HH:mm:ss')}</td>
                <td><Tag minimal intent={STATE_INTENT[row.instanceState] ?? 'none'}>{t(instanceStateKey(row.instanceState))}</Tag></td>
                <td>{row.createBy}</td>
                <td>{kind === 'mine' ? row.currentHandlers || '—' : row.nodeName}</td>
                <td>
                  <Button size="small" variant="minimal" intent="primary" onClick={() => onOpen(row)}>
                    {kind === 'todo' ? t('op.handle') : t('op.view')}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </ActionTable>
      )}
      {page && page.total > PAGE_SIZE && <Pager pageNum={pageNum} pageSize={PAGE_SIZE} total={page.total} onChange={setPageNum} />}
    </div>
  );
}
