import { useState } from 'react';
import { Button, Card, InputGroup, Tab, Tabs } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { DateRange, isDateText } from './DateRange';
import { LoginLog, OperationLog, SystemLog, type AuditFilter } from './LogTables';
import '../common/admin.css';

type Kind = 'operation' | 'login' | 'system';

/** Business operation, login and system logs with date-range filters (read only); each tab keeps its own rows. */
export default function AuditLogs() {
  const { t } = useTranslation('admin');
  const [kind, setKind] = useState<Kind>('operation');
  const [draft, setDraft] = useState({ beginTime: '', endTime: '', userName: '' });
  const [filter, setFilter] = useState<AuditFilter>({ userName: '' });
  const search = () => {
    if (!isDateText(draft.beginTime) || !isDateText(draft.endTime)) return;
    setFilter({ beginTime: draft.beginTime || undefined, endTime: draft.endTime || undefined, userName: draft.userName });
  };
  return (
    <Card className="admin-page">
      <Tabs id="audit-kind" selectedTabId={kind} onChange={(id) => setKind(id as Kind)}>
        <Tab id="operation" title={t('audit.operation')} />
        <Tab id="login" title={t('audit.login')} />
        <Tab id="system" title={t('audit.system')} />
      </Tabs>
      <form className="admin-toolbar" onSubmit={(e) => { e.preventDefault(); search(); }}>
        <DateRange begin={draft.beginTime} end={draft.endTime} onChange={(beginTime, endTime) => setDraft({ ...draft, beginTime, endTime })} />
        {kind !== 'system' && <InputGroup aria-label={t('audit.user')} placeholder={t('audit.user')} value={draft.userName} onChange={(e) => setDraft({ ...draft, userName: e.target.value })} />}
        <Button type="submit" icon="search" text={t('ui.search')} />
      </form>
      {kind === 'operation' && <OperationLog filter={filter} />}
      {kind === 'login' && <LoginLog filter={filter} />}
      {kind === 'system' && <SystemLog filter={filter} />}
    </Card>
  );
}
