import { useEffect } from 'react';
import {
  Button,
  Checkbox,
  ControlGroup,
  HTMLSelect,
  InputGroup,
  NonIdealState,
  Spinner,
  Tag,
} from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import type { ApprovalRowData } from '@shared/api/modules/approval';
import { useModel } from '../../../app/useModel';
import { TaskState } from '@shared/api/modules/approval';
import { instanceStateIntent, instanceStateKey, taskStateKey } from '../model/timelineView';
import {
  APPROVAL_PAGE_SIZE,
  ApprovalListStore,
  type EndedFilter,
  type ListKind,
} from './model/ApprovalListStore';
import { QuickApprovalStore } from './model/QuickApprovalStore';
import { Pager } from './Pager';
import { QuickApprovalBar } from './QuickApprovalBar';
import { SummaryCell } from './SummaryCell';
import { ActionTable } from '../../../ui/ActionTable';

export type { ListKind } from './model/ApprovalListStore';

export interface ApprovalListProps {
  kind: ListKind;
  /** Opens a row (the approval modal or the process view). */
  onOpen: (row: ApprovalRowData) => void;
  /** Bumped by the parent to reload (after an action). */
  reloadKey?: number;
}

/** One approval list with the filters and columns of workflow spec §2.5. */
export const ApprovalList = observer(function ApprovalList({
  kind,
  onOpen,
  reloadKey = 0,
}: ApprovalListProps) {
  const { t } = useTranslation('approval');
  const store = useModel((deps) => new ApprovalListStore(deps, kind));
  useEffect(() => void store.start(), [store]);
  useEffect(() => {
    if (reloadKey > 0) void store.page.reload();
  }, [store, reloadKey]);
  const { page, degrees } = store;
  const quick = useModel(
    (deps) =>
      new QuickApprovalStore(
        deps,
        () => store.page.rows,
        () => void store.page.reload(),
      ),
  );
  // the to-do list offers quick approval where the server allows it on some row on show
  const hasQuick = kind === 'todo' && quick.choosable.length > 0;

  return (
    <div className="approval-list">
      <ControlGroup className="approval-filters">
        <InputGroup
          className="approval-filter-input"
          aria-label={t('list.processName')}
          placeholder={t('list.processName')}
          value={store.processName}
          onValueChange={(value) => store.setProcessName(value)}
          onKeyDown={(e) => e.key === 'Enter' && void store.search()}
        />
        <HTMLSelect
          aria-label={t('list.ended')}
          value={store.ended}
          onChange={(e) => store.setEnded(Number(e.currentTarget.value) as EndedFilter)}
          options={[
            { value: 0, label: t('list.endedAll') },
            { value: 1, label: t('list.endedYes') },
            { value: 2, label: t('list.endedNo') },
          ]}
        />
        <Button icon="search" intent="primary" onClick={() => void store.search()}>
          {t('list.search')}
        </Button>
        <Button icon="refresh" onClick={() => void store.reset()}>
          {t('list.reset')}
        </Button>
        {hasQuick && <QuickApprovalBar store={quick} />}
      </ControlGroup>
      {!page.hasLoaded ? (
        <div className="approval-loading">
          <Spinner size={24} />
        </div>
      ) : page.rows.length === 0 ? (
        <NonIdealState icon="inbox" title={t(`list.empty.${kind}`)} />
      ) : (
        <ActionTable striped interactive className="approval-table">
          <thead>
            <tr>
              {hasQuick && (
                <th className="approval-pick">
                  <Checkbox
                    className="approval-pick-box"
                    aria-label={t('quick.chooseAll')}
                    checked={quick.isAllChosen}
                    indeterminate={!quick.isAllChosen && quick.chosen.length > 0}
                    onChange={() => quick.toggleAll()}
                  />
                </th>
              )}
              <th>{t('col.id')}</th>
              <th>{t('col.processType')}</th>
              <th>{t('col.processName')}</th>
              <th>{t('col.itemName')}</th>
              <th>{t('display.summary')}</th>
              <th>{t('col.degree')}</th>
              <th>{t('col.createTime')}</th>
              <th>{t('col.instanceState')}</th>
              <th>{t('col.createBy')}</th>
              <th>{kind === 'mine' ? t('col.currentHandlers') : t('col.nodeName')}</th>
              <th>{t('col.operation')}</th>
            </tr>
          </thead>
          <tbody>
            {page.rows.map((row) => (
              <tr key={`${row.id}-${row.taskId}`}>
                {hasQuick && (
                  <td className="approval-pick">
                    {row.canQuickApprove && (
                      <Checkbox
                        className="approval-pick-box"
                        aria-label={t('quick.chooseRow', { title: row.title })}
                        checked={quick.isChosen(row.taskId)}
                        onChange={() => quick.toggle(row.taskId)}
                      />
                    )}
                  </td>
                )}
                <td className="approval-mono">{row.id}</td>
                <td>{t(`group.${row.processType}`, { defaultValue: row.processType })}</td>
                <td>{row.processName}</td>
                <td>
                  {row.title}
                  {row.onBehalfOf && (
                    <Tag minimal intent="primary" className="approval-gap">
                      {t('delegate.onBehalfOf', { name: row.onBehalfOf })}
                    </Tag>
                  )}
                  {row.delegatedTo && (
                    <Tag minimal intent="warning" className="approval-gap">
                      {t('delegate.delegatedTo', { name: row.delegatedTo })}
                    </Tag>
                  )}
                  {kind === 'cc' && !row.isRead && (
                    <Tag minimal intent="warning" className="approval-gap">
                      {t('tag.unread')}
                    </Tag>
                  )}
                  {kind === 'cc' && row.isShared && (
                    <Tag minimal intent="primary" icon="share" className="approval-gap">
                      {t('ccShare.shared')}
                    </Tag>
                  )}
                  {row.taskState === TaskState.Overtime && (
                    <Tag minimal intent="danger" className="approval-gap">
                      {t(taskStateKey(row.taskState))}
                    </Tag>
                  )}
                </td>
                <td>
                  <SummaryCell summary={row.summary} />
                </td>
                <td>
                  <Tag minimal intent={row.degree >= 3 ? 'danger' : row.degree === 2 ? 'warning' : 'none'}>
                    {degrees.label(row.degree)}
                  </Tag>
                </td>
                <td>{dayjs(row.createTime).format('YYYY-MM-DD HH:mm:ss')}</td>
                <td>
                  <Tag minimal intent={instanceStateIntent(row.instanceState)}>
                    {t(instanceStateKey(row.instanceState))}
                  </Tag>
                </td>
                <td>
                  {row.createBy}
                  {row.submittedBy && (
                    <Tag minimal intent="primary" className="approval-gap">
                      {t('startPicks.submittedBy', { name: row.submittedBy })}
                    </Tag>
                  )}
                </td>
                <td>{kind === 'mine' ? row.currentHandlers || '—' : row.nodeName}</td>
                <td>
                  <Button size="small" variant="minimal" intent="primary" onClick={() => onOpen(row)}>
                    {kind === 'todo' && !row.delegatedTo ? t('op.handle') : t('op.view')}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </ActionTable>
      )}
      {page.total > APPROVAL_PAGE_SIZE && (
        <Pager
          pageNum={page.pageNum}
          pageSize={APPROVAL_PAGE_SIZE}
          total={page.total}
          onChange={(n) => page.setPageNum(n)}
        />
      )}
    </div>
  );
});
