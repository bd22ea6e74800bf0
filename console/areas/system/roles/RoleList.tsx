import { useState } from 'react';
import { Button, Card, Switch } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { api } from '@shared/api';
import { useStores } from '../../../app/storeContext';
import { formatTime, orDash } from '../common/format';
import { LtrText } from '../../../ui/LtrText';
import { NameSearchToolbar } from '../common/NameSearchToolbar';
import { PagedTable } from '../common/PagedTable';
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
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<string | null>();
  const [home, setHome] = useState<string>();
  const [holders, setHolders] = useState<{ roleId: string; roleName: string }>();
  const { run } = useRun();
  const page = usePaged((pageNum, limit) => client.call(api.identity.roleList, { query: { roleName: search, pageNum, limit } }), [search]);
  return (
    <Card className="admin-page">
      <NameSearchToolbar label={t('role.roleName')} onSearch={setSearch} addText={t('role.add')} addPermission="system:role:add" onAdd={() => setEditing(null)} />
      <PagedTable
        label={t('role.title')}
        columns={[
          { title: t('role.roleName') },
          { title: t('role.roleKey') },
          { title: t('role.users'), width: 90 },
          { title: t('role.homePage') },
          { title: t('user.status'), width: 100 },
          { title: t('user.createTime'), width: 170 },
          { title: t('ui.operation'), width: 300 },
        ]}
        page={page}
        rowKey={(r) => r.roleId}
        renderCells={(r) => (
          <>
            <td>{r.roleName}</td>
            <td>{r.roleKey}</td>
            <td>{r.userCount}</td>
            <td>{orDash(r.homePage)}</td>
            <td><Switch style={{ margin: 0 }} aria-label={t('role.enabled', { name: r.roleName })} checked={r.status === '0'} disabled={r.isSuper}
              onChange={() => void run(() => client.call(api.identity.roleChangeStatus, { body: { roleId: r.roleId, status: r.status === '0' ? '1' : '0' } }), page.reload)} /></td>
            <td><LtrText>{formatTime(r.createTime)}</LtrText></td>
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
          </>
        )}
      />
      <RoleFormDialog key={String(editing)} roleId={editing} onClose={() => setEditing(undefined)} onSaved={() => { setEditing(undefined); page.reload(); }} />
      <HomePageDialog roleId={home} onClose={() => setHome(undefined)} onSaved={() => { setHome(undefined); page.reload(); }} />
      <RoleUsersDialog role={holders} onClose={() => setHolders(undefined)} onSaved={() => { setHolders(undefined); page.reload(); }} />
    </Card>
  );
}
