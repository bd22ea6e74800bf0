import { useState } from 'react';
import { Button, Card, Checkbox } from '@blueprintjs/core';
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
import { PositionFormDialog } from './PositionFormDialog';
import { PositionUsersDialog } from './PositionUsersDialog';
import '../common/admin.css';
import { ConfirmRemoveButton } from '../common/ConfirmRemoveButton';
import { preloadMembers } from '../pickers';

/** Position administration (console spec §7.3). */
export default function PositionList() {
  const { t } = useTranslation('admin');
  const { client } = useStores();
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
      <NameSearchToolbar label={t('position.name')} onSearch={setSearch} addText={t('position.add')} addPermission="system:position:add" onAdd={() => setEditing(null)}>
        <Permitted tags={['system:position:remove']}>
          <ConfirmRemoveButton
            toolbarText={t('position.removeBatch', { count: chosen.length })}
            name={t('position.chosenCount', { count: chosen.length })}
            disabled={chosen.length === 0}
            onConfirm={() => void run(() => client.call(api.identity.positionRemoveBatch, { body: { ids: chosen } }), reload)}
          />
        </Permitted>
      </NameSearchToolbar>
      <PagedTable
        label={t('position.title')}
        columns={[
          { title: '', width: 40 },
          { title: t('position.name') },
          { title: t('position.code') },
          { title: t('user.organize') },
          { title: t('role.users'), width: 90 },
          { title: t('user.createTime'), width: 170 },
          { title: t('ui.operation'), width: 260 },
        ]}
        page={page}
        rowKey={(p) => p.positionId}
        renderCells={(p) => (
          <>
            <td><Checkbox style={{ margin: 0 }} aria-label={p.positionName} checked={chosen.includes(p.positionId)} onChange={() => setChosen(chosen.includes(p.positionId) ? chosen.filter((x) => x !== p.positionId) : [...chosen, p.positionId])} /></td>
            <td>{p.positionName}</td>
            <td>{orDash(p.positionCode)}</td>
            <td>{orDash(p.organizeName)}</td>
            <td>{p.userCount}</td>
            <td><LtrText>{formatTime(p.createTime)}</LtrText></td>
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
          </>
        )}
      />
      <PositionFormDialog key={String(editing)} positionId={editing} onClose={() => setEditing(undefined)} onSaved={() => { setEditing(undefined); reload(); }} />
      <PositionUsersDialog position={holders} onClose={() => setHolders(undefined)} onSaved={() => { setHolders(undefined); reload(); }} />
    </Card>
  );
}
