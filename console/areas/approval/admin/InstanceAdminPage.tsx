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

type Choice = { value: string; label: string };
type Filters = InstanceAdminStore['filters'];

/** The filters' text and date inputs: key, translation key, input type. */
const INPUTS = [
  ['from', 'admin.filter.from', 'date'],
  ['to', 'admin.filter.to', 'date'],
  ['keyword', 'admin.filter.keyword', 'search'],
] as const satisfies readonly (readonly [keyof Filters, string, string])[];

export const InstanceAdminPage = observer(function InstanceAdminPage() {
  const { t } = useTranslation('approval');
  const store = useModel((deps) => new InstanceAdminStore(deps));
  const [open, setOpen] = useState<ApprovalRowData | null>(null);
  useEffect(() => void store.start(), [store]);
  const { page, filters } = store;
  const selects: [keyof Filters, string, string, Choice[]][] = [
    [
      'processId',
      t('admin.filter.flow'),
      t('admin.filter.anyFlow'),
      (store.flows.value ?? []).map((flow) => ({ value: flow.id, label: flow.name })),
    ],
    [
      'state',
      t('admin.filter.state'),
      t('admin.filter.anyState'),
      STATES.map((state) => ({ value: String(state), label: t(instanceStateKey(state)) })),
    ],
    [
      'initiatorId',
      t('admin.filter.initiator'),
      t('admin.filter.anyInitiator'),
      (store.users.value ?? []).map((user) => ({
        value: user.userId,
        label: user.nickName || user.userName,
      })),
    ],
  ];

  const placeholder = !page.hasLoaded ? (
    <Spinner className="approval-loading" size={24} />
  ) : page.rows.length > 0 ? null : page.failed ? (
    <NonIdealState
      icon="error"
      title={t('admin.failed')}
      action={<Button onClick={() => void page.reload()} text={t('admin.retryLoad')} />}
    />
  ) : (
    <NonIdealState icon="inbox" title={t('admin.empty')} />
  );

  return (
    <div className="approval-list approval-admin">
      <form
        role="search"
        aria-label={t('admin.title')}
        onSubmit={(event) => {
          event.preventDefault();
          void store.search();
        }}
      >
        <ControlGroup className="approval-filters approval-admin-filters">
          {selects.map(([key, label, any, choices]) => (
            <HTMLSelect
              key={key}
              aria-label={label}
              value={filters[key]}
              onChange={(e) => store.setFilter(key, e.currentTarget.value)}
              options={[{ value: '', label: any }, ...choices]}
            />
          ))}
          {INPUTS.map(([key, labelKey, type]) => (
            <InputGroup
              key={key}
              type={type}
              className={key === 'keyword' ? 'approval-filter-input' : undefined}
              aria-label={t(labelKey)}
              placeholder={key === 'keyword' ? t(labelKey) : undefined}
              value={filters[key]}
              onValueChange={(value) => store.setFilter(key, value)}
            />
          ))}
          <Button type="submit" icon="search" intent="primary" text={t('list.search')} />
          <Button icon="refresh" text={t('list.reset')} onClick={() => void store.reset()} />
        </ControlGroup>
      </form>
      {placeholder ?? (
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
