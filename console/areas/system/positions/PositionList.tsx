import { useEffect } from 'react';
import { Card, Checkbox } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useModel } from '../../../app/useModel';
import { formatTime, orDash } from '../common/format';
import { LtrText } from '../../../ui/LtrText';
import { NameSearchToolbar } from '../common/NameSearchToolbar';
import { PagedTable } from '../common/PagedTable';
import { Permitted } from '../permission/Permitted';
import { PositionFormDialog } from './PositionFormDialog';
import { PositionUsersDialog } from './PositionUsersDialog';
import '../common/admin.css';
import { ConfirmRemoveButton } from '../common/ConfirmRemoveButton';
import { RowActions, RowButton } from '../common/RowActions';
import { PositionListStore } from './model/PositionListStore';

/** Position administration (console spec §7.3). */
function PositionList() {
  const { t } = useTranslation('admin');
  const store = useModel((deps) => new PositionListStore(deps));
  useEffect(() => void store.start(), [store]);
  const { chosen } = store;
  return (
    <Card className="admin-page">
      <NameSearchToolbar
        label={t('position.name')}
        onSearch={(name) => void store.search(name)}
        addText={t('position.add')}
        addPermission="system:position:add"
        onAdd={() => store.openForm(null)}
      >
        <Permitted tags={['system:position:remove']}>
          <ConfirmRemoveButton
            toolbarText={t('position.removeBatch', { count: chosen.length })}
            name={t('position.chosenCount', { count: chosen.length })}
            disabled={chosen.length === 0}
            onConfirm={() => void store.removeChosen()}
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
        page={store.page}
        rowKey={(p) => p.positionId}
        renderCells={(p) => (
          <>
            <td>
              <Checkbox
                style={{ margin: 0 }}
                aria-label={p.positionName}
                checked={chosen.includes(p.positionId)}
                onChange={() => store.toggleChosen(p.positionId)}
              />
            </td>
            <td>{p.positionName}</td>
            <td>{orDash(p.positionCode)}</td>
            <td>{orDash(p.organizeName)}</td>
            <td>{p.userCount}</td>
            <td>
              <LtrText>{formatTime(p.createTime)}</LtrText>
            </td>
            <td>
              <RowActions
                name={p.positionName}
                permission="system:position"
                onEdit={() => store.openForm(p.positionId)}
                onRemove={() => void store.remove(p)}
              >
                <Permitted tags={['system:position:edit']}>
                  <RowButton text={t('position.users')} onClick={() => store.openHolders(p)} />
                </Permitted>
                <Permitted tags={['system:position:add']}>
                  <RowButton text={t('position.copy')} onClick={() => void store.copy(p)} />
                </Permitted>
              </RowActions>
            </td>
          </>
        )}
      />
      <PositionFormDialog
        store={store.form}
        onClose={() => store.closeDialogs()}
        onSaved={() => void store.saved()}
      />
      <PositionUsersDialog
        store={store.holders}
        onClose={() => store.closeDialogs()}
        onSaved={() => void store.saved()}
      />
    </Card>
  );
}

export default observer(PositionList);
