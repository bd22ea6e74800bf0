import { useState } from 'react';
import { Button, Card, InputGroup, Tab, Tabs } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { api } from '@shared/api';
import { useStores } from '../../../app/storeContext';
import { DataState } from '../common/DataState';
import { Pager } from '../common/Pager';
import { usePaged } from '../common/usePaged';
import { DateRange } from './DateRange';
import { LoginTable, OperationTable, SystemTable } from './LogTables';
import '../common/admin.css';

type Kind = 'operation' | 'login' | 'system';

/** Business operation, login and system logs with date-range filters (read only). */
export default function AuditLogs() {
  const { t } = useTranslation('admin');
  const { client } = useStores();
  const [kind, setKind] = useState<Kind>('operation');
  const [draft, setDraft] = useState({ beginTime: '', endTime: '', userName: '' });
  const [filter, setFilter] = useState(draft);
  const q = { beginTime: filter.beginTime || undefined, endTime: filter.endTime || undefined };
  const page = usePaged<unknown>((pageNum, limit) => {
    if (kind === 'operation') return client.call(api.identity.operationLogList, { query: { ...q, userName: filter.userName, pageNum, limit } });
    if (kind === 'login') return client.call(api.identity.loginLogList, { query: { ...q, userName: filter.userName, pageNum, limit } });
    return client.call(api.identity.systemLogList, { query: { ...q, pageNum, limit } });
  }, [kind, filter]);
  return (
    <Card className="admin-page">
      <Tabs id="audit-kind" selectedTabId={kind} onChange={(id) => setKind(id as Kind)}>
        <Tab id="operation" title={t('audit.operation')} />
        <Tab id="login" title={t('audit.login')} />
        <Tab id="system" title={t('audit.system')} />
      </Tabs>
      <form className="admin-toolbar" onSubmit={(e) => { e.preventDefault(); setFilter(draft); }}>
        <DateRange begin={draft.beginTime} end={draft.endTime} onChange={(beginTime, endTime) => setDraft({ ...draft, beginTime, endTime })} />
        {kind !== 'system' && <InputGroup aria-label={t('audit.user')} placeholder={t('audit.user')} value={draft.userName} onChange={(e) => setDraft({ ...draft, userName: e.target.value })} />}
        <Button type="submit" icon="search" text={t('ui.search')} />
      </form>
      <DataState isLoading={page.isLoading} isEmpty={page.rows.length === 0}>
        {kind === 'operation' && <OperationTable rows={page.rows as never} />}
        {kind === 'login' && <LoginTable rows={page.rows as never} />}
        {kind === 'system' && <SystemTable rows={page.rows as never} />}
      </DataState>
      <Pager pageNum={page.pageNum} limit={page.limit} total={page.total} onPage={page.setPageNum} />
    </Card>
  );
}
