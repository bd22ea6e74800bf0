import '../approval.css';
import { useCallback, useEffect, useState } from 'react';
import { Alert, Button, ButtonGroup, HTMLSelect, InputGroup, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import dayjs from 'dayjs';
import { api } from '@shared/api';
import { MANAGE_PERMISSION, PROCESS_TYPES } from '@shared/api/modules/approval';
import type { ProcessRowData } from '@shared/api/modules/approval';
import { useStores } from '../../../app/storeContext';
import { ActionTable } from '../../../ui/ActionTable';

/** Template list (workflow spec §2.5): group filter, design / publish / settings / delete; new opens the designer. */
export function TemplateTable() {
  const { t } = useTranslation('approval');
  const { client, notify, session } = useStores();
  const navigate = useNavigate();
  const [group, setGroup] = useState('');
  const [name, setName] = useState('');
  const [query, setQuery] = useState({ group: '', name: '', tick: 0 });
  const requestKey = JSON.stringify(query);
  const [result, setResult] = useState<{ key: string; rows: ProcessRowData[] } | null>(null);
  const rows = result?.key === requestKey ? result.rows : null;
  const [removing, setRemoving] = useState<ProcessRowData | null>(null);
  const perms = session.info?.permissions ?? [];
  const canManage = perms.includes('*:*:*') || perms.includes(MANAGE_PERMISSION);

  const load = useCallback(() => setQuery((q) => ({ group, name: name.trim(), tick: q.tick + 1 })), [group, name]);
  useEffect(() => {
    let isLive = true;
    client.call(api.approval.processPage, { query: { pageNum: 1, limit: 500, ...(query.group ? { processType: query.group } : {}), ...(query.name ? { processName: query.name } : {}) } })
      .then((page) => isLive && setResult({ key: requestKey, rows: page.rows }))
      .catch(() => isLive && setResult({ key: requestKey, rows: [] }));
    return () => {
      isLive = false;
    };
  }, [client, query, requestKey]);

  const deploy = (row: ProcessRowData) =>
    client.call(api.approval.processDeploy, { query: { id: row.id } })
      .then((answer) => { notify.success(t('template.published', { version: answer.version })); load(); }).catch(() => undefined);
  const remove = () => {
    if (!removing) return;
    client.call(api.approval.processDelete, { query: { id: removing.id } }).then(() => { notify.success(t('message.success')); load(); }).catch(() => undefined);
    setRemoving(null);
  };

  return (
    <div className="approval-list">
      <div className="approval-filters">
        <InputGroup className="approval-filter-input" aria-label={t('col.processName')} placeholder={t('col.processName')} value={name} onValueChange={setName} onKeyDown={(e) => e.key === 'Enter' && load()} />
        <HTMLSelect aria-label={t('col.processType')} value={group} onChange={(e) => { const next = e.currentTarget.value; setGroup(next); setQuery((q) => ({ group: next, name: name.trim(), tick: q.tick + 1 })); }}
          options={[{ value: '', label: t('template.allGroups') }, ...PROCESS_TYPES.map((g) => ({ value: g, label: t(`group.${g}`) }))]} />
        <Button icon="search" onClick={load}>{t('list.search')}</Button>
        {canManage && <Button intent="primary" icon="add" onClick={() => navigate('/workflow/flow-designer/new')}>{t('template.new')}</Button>}
      </div>
      {rows === null ? <div className="approval-loading"><Spinner size={24} /></div> : rows.length === 0 ? (
        <NonIdealState icon="layout-hierarchy" title={t('template.empty')} />
      ) : (
        <ActionTable striped className="approval-table" hasActionColumn={canManage}>
          <thead><tr>
            <th>{t('col.processName')}</th><th>{t('col.processType')}</th><th>{t('template.status')}</th><th>{t('template.version')}</th>
            <th>{t('template.updated')}</th>{canManage && <th>{t('col.operation')}</th>}
          </tr></thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <td><strong>{row.processName}</strong><div className="approval-muted">{row.description}</div></td>
                <td>{t(`group.${row.processType}`, { defaultValue: row.processType })}</td>
                <td>
                  <Tag minimal intent={row.status === 1 ? 'success' : 'none'}>{t(row.status === 1 ? 'template.statusPublished' : 'template.statusDraft')}</Tag>
                  {row.status === 1 && row.hasDraftChanges && <Tag minimal intent="warning" className="approval-gap">{t('template.draftChanges')}</Tag>}
                </td>
                <td>{row.version > 0 ? `v${row.version}` : '—'}</td>
                <td>{dayjs(row.updateTime).format('YYYY-MM-DD HH:mm')}</td>
                {canManage && (
                  <td>
                    <ButtonGroup variant="minimal">
                      <Button size="small" icon="edit" onClick={() => navigate(`/workflow/flow-designer/${row.id}`)}>{t('template.design')}</Button>
                      <Button size="small" icon="upload" onClick={() => void deploy(row)}>{t('template.publish')}</Button>
                      <Button size="small" icon="cog" onClick={() => navigate(`/workflow/template-settings/${row.id}`)}>{t('template.settings')}</Button>
                      <Button size="small" icon="trash" intent="danger" onClick={() => setRemoving(row)}>{t('template.delete')}</Button>
                    </ButtonGroup>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </ActionTable>
      )}
      <Alert isOpen={removing !== null} intent="danger" icon="trash" confirmButtonText={t('template.delete')} cancelButtonText={t('op.cancel')}
        onConfirm={remove} onCancel={() => setRemoving(null)}>
        {t('template.deleteConfirm', { name: removing?.processName ?? '' })}
      </Alert>
    </div>
  );
}
