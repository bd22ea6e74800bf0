import { useState } from 'react';
import { Button, Card, Checkbox, HTMLTable, InputGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { api } from '@shared/api';
import { useStores } from '../../../app/storeContext';
import { DataState } from '../common/DataState';
import { formatTime, orDash } from '../common/format';
import { Pager } from '../common/Pager';
import { usePaged } from '../common/usePaged';
import { useRun } from '../common/useRun';
import { Permitted } from '../permission/Permitted';
import { PositionFormDialog } from './PositionFormDialog';
import { PositionUsersDialog } from './PositionUsersDialog';
import '../common/admin.css';
import { ConfirmRemoveButton } from '../common/ConfirmRemoveButton';
import { preloadMembers } from '../pickers';

/** Position administration (console spec §7.3). */
export default function PositionList() {
  const { t } = useTranslation('admin');
  const { client } = useStores();
  const [name, setName] = useState('');
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<string | null>();
  const [holders, setHolders] = useState<{ positionId: string; positionName: string }>();
  const [chosen, setChosen] = useState<string[]>([]);
  const { run } = useRun();
  const page = usePaged((pageNum, limit) => client.call(api.identity.positionList, { query: { positionName: search, pageNum, limit } }), [search]);
  const reload = () => {
    setChosen([]);
    page.reload();
  };
  return (
    <Card className="admin-page">
      <form className="admin-toolbar" onSubmit={(e) => { e.preventDefault(); setSearch(name); }}>
        <InputGroup leftIcon="search" aria-label={t('position.name')} placeholder={t('position.name')} value={name} onChange={(e) => setName(e.target.value)} />
        <Button type="submit" icon="search" text={t('ui.search')} />
        <div className="admin-spacer" />
        <Permitted tags={['system:position:add']}><Button intent="primary" icon="add" text={t('position.add')} onClick={() => setEditing(null)} /></Permitted>
        <Permitted tags={['system:position:remove']}>
          <ConfirmRemoveButton
            toolbarText={t('position.removeBatch', { count: chosen.length })}
            name={t('position.chosenCount', { count: chosen.length })}
            disabled={chosen.length === 0}
            onConfirm={() => void run(() => client.call(api.identity.positionRemoveBatch, { body: { ids: chosen } }), reload)}
          />
        </Permitted>
      </form>
      <DataState isLoading={page.isLoading} isEmpty={page.rows.length === 0}>
        <HTMLTable compact striped className="admin-table" aria-label={t('position.title')}>
          <thead><tr><th style={{ width: 40 }} /><th>{t('position.name')}</th><th>{t('position.code')}</th><th>{t('user.organize')}</th><th style={{ width: 90 }}>{t('role.users')}</th><th style={{ width: 170 }}>{t('user.createTime')}</th><th style={{ width: 260 }}>{t('ui.operation')}</th></tr></thead>
          <tbody>
            {page.rows.map((p) => (
              <tr key={p.positionId}>
                <td><Checkbox style={{ margin: 0 }} aria-label={p.positionName} checked={chosen.includes(p.positionId)} onChange={() => setChosen(chosen.includes(p.positionId) ? chosen.filter((x) => x !== p.positionId) : [...chosen, p.positionId])} /></td>
                <td>{p.positionName}</td>
                <td>{orDash(p.positionCode)}</td>
                <td>{orDash(p.organizeName)}</td>
                <td>{p.userCount}</td>
                <td>{formatTime(p.createTime)}</td>
                <td><div className="admin-ops">
                  <Permitted tags={['system:position:edit']}>
                    <Button size="small" variant="minimal" intent="primary" text={t('ui.edit')} onClick={() => setEditing(p.positionId)} />
                    <Button size="small" variant="minimal" text={t('position.users')} onClick={() => { preloadMembers(client); setHolders(p); }} />
                  </Permitted>
                  <Permitted tags={['system:position:add']}>
                    <Button size="small" variant="minimal" text={t('position.copy')} onClick={() => void run(() => client.call(api.identity.positionCopy, { params: { id: p.positionId } }), reload)} />
                  </Permitted>
                  <Permitted tags={['system:position:remove']}>
                    <ConfirmRemoveButton name={p.positionName} onConfirm={() => void run(() => client.call(api.identity.positionRemove, { params: { id: p.positionId } }), reload)} />
                  </Permitted>
                </div></td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </DataState>
      <Pager pageNum={page.pageNum} limit={page.limit} total={page.total} onPage={page.setPageNum} />
      <PositionFormDialog key={String(editing)} positionId={editing} onClose={() => setEditing(undefined)} onSaved={() => { setEditing(undefined); reload(); }} />
      <PositionUsersDialog position={holders} onClose={() => setHolders(undefined)} onSaved={() => { setHolders(undefined); reload(); }} />
    </Card>
  );
}
