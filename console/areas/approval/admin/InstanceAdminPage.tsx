import '../approval.css';
/**
 * Administration of instances: every instance of the tenant with filters (flow, state, initiator, start dates,
 * text) and paging; a row opens its management dialog (timeline on the frozen flow, terminate, reassign, pushes).
 */
import { useEffect, useState } from 'react';
import { Button, ControlGroup, HTMLSelect, InputGroup, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import type { ApprovalRowData } from '@shared/api/modules/approval';
import { useModel } from '../../../app/useModel';
import { ActionTable } from '../../../ui/ActionTable';
import { Pager } from '../lists/Pager';
import { instanceStateIntent, instanceStateKey } from '../model/timelineView';
import { SummaryCell } from '../lists/SummaryCell';
import { ADMIN_PAGE_SIZE, InstanceAdminStore } from './model/InstanceAdminStore';
import { InstanceAdminDialog } from './InstanceAdminDialog';

/** Instance states an administrator filters by (workflow spec §4.1). */
const STATES = [0, 1, 2, 3, 5] as const;

export const InstanceAdminPage = observer(function InstanceAdminPage() {
  const { t } = useTranslation('approval');
  const store = useModel((deps) => new InstanceAdminStore(deps));
  const [open, setOpen] = useState<ApprovalRowData | null>(null);
  useEffect(() => void store.start(), [store]);
  const { page, filters } = store;
  const onEnter = (event: React.KeyboardEvent) => event.key === 'Enter' && void store.search();

  return (
    <div className="approval-list approval-admin">
      <ControlGroup
        className="approval-filters approval-admin-filters"
        role="search"
        aria-label={t('admin.title')}
      >
        <HTMLSelect
          aria-label={t('admin.filter.flow')}
          value={filters.processId}
          onChange={(e) => store.setFilter('processId', e.currentTarget.value)}
        >
          <option value="">{t('admin.filter.anyFlow')}</option>
          {(store.flows.value ?? []).map((flow) => (
            <option key={flow.id} value={flow.id}>
              {flow.name}
            </option>
          ))}
        </HTMLSelect>
        <HTMLSelect
          aria-label={t('admin.filter.state')}
          value={filters.state}
          onChange={(e) => store.setFilter('state', e.currentTarget.value)}
        >
          <option value="">{t('admin.filter.anyState')}</option>
          {STATES.map((state) => (
            <option key={state} value={String(state)}>
              {t(instanceStateKey(state))}
            </option>
          ))}
        </HTMLSelect>
        <HTMLSelect
          aria-label={t('admin.filter.initiator')}
          value={filters.initiatorId}
          onChange={(e) => store.setFilter('initiatorId', e.currentTarget.value)}
        >
          <option value="">{t('admin.filter.anyInitiator')}</option>
          {(store.users.value ?? []).map((user) => (
            <option key={user.userId} value={user.userId}>
              {user.nickName || user.userName}
            </option>
          ))}
        </HTMLSelect>
        <InputGroup
          type="date"
          aria-label={t('admin.filter.from')}
          value={filters.from}
          onValueChange={(value) => store.setFilter('from', value)}
          onKeyDown={onEnter}
        />
        <InputGroup
          type="date"
          aria-label={t('admin.filter.to')}
          value={filters.to}
          onValueChange={(value) => store.setFilter('to', value)}
          onKeyDown={onEnter}
        />
        <InputGroup
          className="approval-filter-input"
          aria-label={t('admin.filter.keyword')}
          placeholder={t('admin.filter.keyword')}
          value={filters.keyword}
          onValueChange={(value) => store.setFilter('keyword', value)}
          onKeyDown={onEnter}
        />
        <Button icon="search" intent="primary" onClick={() => void store.search()}>
          {t('list.search')}
        </Button>
        <Button icon="refresh" onClick={() => void store.reset()}>
          {t('list.reset')}
        </Button>
      </ControlGroup>
      {!page.hasLoaded ? (
        <div className="approval-loading">
          <Spinner size={24} />
        </div>
      ) : page.failed && page.rows.length === 0 ? (
        <NonIdealState
          icon="error"
          title={t('admin.failed')}
          action={<Button onClick={() => void page.reload()}>{t('admin.retryLoad')}</Button>}
        />
      ) : page.rows.length === 0 ? (
        <NonIdealState icon="inbox" title={t('admin.empty')} />
      ) : (
        <ActionTable striped interactive className="approval-table">
          <thead>
            <tr>
              <th>{t('col.id')}</th>
              <th>{t('col.processName')}</th>
              <th>{t('display.title')}</th>
              <th>{t('display.summary')}</th>
              <th>{t('col.createBy')}</th>
              <th>{t('col.createTime')}</th>
              <th>{t('col.instanceState')}</th>
              <th>{t('col.currentHandlers')}</th>
              <th>{t('col.operation')}</th>
            </tr>
          </thead>
          <tbody>
            {page.rows.map((row) => (
              <tr key={row.id}>
                <td className="approval-mono">{row.id}</td>
                <td>{row.processName}</td>
                <td>{row.title}</td>
                <td>
                  <SummaryCell summary={row.summary} />
                </td>
                <td>{row.createBy}</td>
                <td>{dayjs(row.createTime).format('YYYY-MM-DD HH:mm')}</td>
                <td>
                  <Tag minimal intent={instanceStateIntent(row.instanceState)}>
                    {t(instanceStateKey(row.instanceState))}
                  </Tag>
                </td>
                <td>{row.currentHandlers || '—'}</td>
                <td>
                  <Button size="small" variant="minimal" intent="primary" onClick={() => setOpen(row)}>
                    {t('admin.manage')}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </ActionTable>
      )}
      {page.total > ADMIN_PAGE_SIZE && (
        <Pager
          pageNum={page.pageNum}
          pageSize={ADMIN_PAGE_SIZE}
          total={page.total}
          onChange={(n) => page.setPageNum(n)}
        />
      )}
      {open && (
        <InstanceAdminDialog
          row={open}
          users={store.users}
          onClose={(isChanged) => {
            setOpen(null);
            if (isChanged) void page.reload();
          }}
        />
      )}
    </div>
  );
});

export default InstanceAdminPage;
