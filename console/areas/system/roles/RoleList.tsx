import { useState } from 'react';
import { Button, Card, HTMLTable, InputGroup, Switch } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { api } from '@shared/api';
import { useStores } from '../../../app/storeContext';
import { DataState } from '../common/DataState';
import { formatTime, orDash } from '../common/format';
import { Pager } from '../common/Pager';
import { usePaged } from '../common/usePaged';
import { useRun } from '../common/useRun';
import { Permitted } from '../permission/Permitted';
import { HomePageDialog } from './HomePageDialog';
import { RoleFormDialog } from './RoleFormDialog';
import { RoleUsersDialog } from './RoleUsersDialog';
import '../common/admin.css';
import { ConfirmRemoveButton } from '../common/ConfirmRemoveButton';
import { preloadMembers } from '../pickers';

/** Role administration (console spec §7.3): menus, status, home page and holders. */
export default function RoleList() {
  const { t } = useTranslation('admin');
  const { client } = useStores();
  const [name, setName] = useState('');
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<string | null>();
  const [home, setHome] = useState<string>();
  const [holders, setHolders] = useState<{ roleId: string; roleName: string }>();
  const { run } = useRun();
  const page = usePaged((pageNum, limit) => client.call(api.identity.roleList, { query: { roleName: search, pageNum, limit } }), [search]);
  return (
    <Card className="admin-page">
      <form className="admin-toolbar" onSubmit={(e) => { e.preventDefault(); setSearch(name); }}>
        <InputGroup leftIcon="search" aria-label={t('role.roleName')} placeholder={t('role.roleName')} value={name} onChange={(e) => setName(e.target.value)} />
        <Button type="submit" icon="search" text={t('ui.search')} />
        <div className="admin-spacer" />
        <Permitted tags={['system:role:add']}><Button intent="primary" icon="add" text={t('role.add')} onClick={() => setEditing(null)} /></Permitted>
      </form>
      <DataState isLoading={page.isLoading} isEmpty={page.rows.length === 0}>
        <HTMLTable compact striped className="admin-table" aria-label={t('role.title')}>
          <thead><tr><th>{t('role.roleName')}</th><th>{t('role.roleKey')}</th><th style={{ width: 90 }}>{t('role.users')}</th><th>{t('role.homePage')}</th><th style={{ width: 100 }}>{t('user.status')}</th><th style={{ width: 170 }}>{t('user.createTime')}</th><th style={{ width: 300 }}>{t('ui.operation')}</th></tr></thead>
          <tbody>
            {page.rows.map((r) => (
              <tr key={r.roleId}>
                <td>{r.roleName}</td>
                <td>{r.roleKey}</td>
                <td>{r.userCount}</td>
                <td>{orDash(r.homePage)}</td>
                <td><Switch style={{ margin: 0 }} aria-label={t('role.enabled', { name: r.roleName })} checked={r.status === '0'} disabled={r.isSuper}
                  onChange={() => void run(() => client.call(api.identity.roleChangeStatus, { body: { roleId: r.roleId, status: r.status === '0' ? '1' : '0' } }), page.reload)} /></td>
                <td>{formatTime(r.createTime)}</td>
                <td><div className="admin-ops">
                  <Permitted tags={['system:role:edit']}>
                    <Button size="small" variant="minimal" intent="primary" text={t('ui.edit')} onClick={() => setEditing(r.roleId)} />
                    <Button size="small" variant="minimal" text={t('role.assignUsers')} onClick={() => { preloadMembers(client); setHolders(r); }} />
                    <Button size="small" variant="minimal" text={t('role.homePage')} onClick={() => setHome(r.roleId)} />
                  </Permitted>
                  <Permitted tags={['system:role:remove']}>
                    <ConfirmRemoveButton name={r.roleName} disabled={r.isSuper} onConfirm={() => void run(() => client.call(api.identity.roleDelete, { query: { roleId: r.roleId } }), page.reload)} />
                  </Permitted>
                </div></td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </DataState>
      <Pager pageNum={page.pageNum} limit={page.limit} total={page.total} onPage={page.setPageNum} />
      <RoleFormDialog key={String(editing)} roleId={editing} onClose={() => setEditing(undefined)} onSaved={() => { setEditing(undefined); page.reload(); }} />
      <HomePageDialog roleId={home} onClose={() => setHome(undefined)} onSaved={() => { setHome(undefined); page.reload(); }} />
      <RoleUsersDialog role={holders} onClose={() => setHolders(undefined)} onSaved={() => { setHolders(undefined); page.reload(); }} />
    </Card>
  );
}
