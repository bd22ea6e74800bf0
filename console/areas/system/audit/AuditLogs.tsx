import { useEffect } from 'react';
import { Button, Card, InputGroup, Tab, TabPanel, Tabs } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useModel } from '../../../app/useModel';
import { DateRange } from './DateRange';
import { LoginLog, OperationLog, SystemLog } from './LogTables';
import { AuditLogStore, type AuditKind } from './model/AuditLogStore';
import '../common/admin.css';

/** Business operation, login and system logs with date-range filters (read only); each tab keeps its own rows. */
function AuditLogs() {
  const { t } = useTranslation('admin');
  const store = useModel((deps) => new AuditLogStore(deps));
  useEffect(() => void store.start(), [store]);
  const { kind, draft } = store;
  return (
    <Card className="admin-page">
      <Tabs id="audit-kind" selectedTabId={kind} onChange={(id) => void store.choose(id as AuditKind)}>
        <Tab id="operation" title={t('audit.operation')} />
        <Tab id="login" title={t('audit.login')} />
        <Tab id="system" title={t('audit.system')} />
      </Tabs>
      <form
        className="admin-toolbar"
        onSubmit={(e) => {
          e.preventDefault();
          void store.search();
        }}
      >
        <DateRange
          begin={draft.beginTime}
          end={draft.endTime}
          onChange={(beginTime, endTime) => store.setDraft({ beginTime, endTime })}
        />
        {store.hasUserFilter && (
          <InputGroup
            aria-label={t('audit.user')}
            placeholder={t('audit.user')}
            value={draft.userName}
            onChange={(e) => store.setDraft({ userName: e.target.value })}
          />
        )}
        <Button type="submit" icon="search" text={t('ui.search')} />
      </form>
      {/* the rows are the panel of the chosen tab (the tab's aria-controls points at it) */}
      <TabPanel
        id={kind}
        parentId="audit-kind"
        selectedTabId={kind}
        className="audit-rows"
        panel={
          <>
            {kind === 'operation' && <OperationLog page={store.operation} />}
            {kind === 'login' && <LoginLog page={store.login} />}
            {kind === 'system' && <SystemLog page={store.system} />}
          </>
        }
      />
    </Card>
  );
}

export default observer(AuditLogs);
