import { useEffect, useRef } from 'react';
import { Button, Card, InputGroup } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useModel } from '../../../app/useModel';
import { DataState } from '../common/DataState';
import { formatTime, orDash } from '../common/format';
import { LtrText } from '../../../ui/LtrText';
import { Permitted } from '../permission/Permitted';
import { downloadBase64 } from './excelFile';
import { ImportReport } from './ImportReport';
import { OrganizeFormDialog } from './OrganizeFormDialog';
import '../common/admin.css';
import { TreeCell } from '../common/TreeCell';
import { RowActions } from '../common/RowActions';
import { ActionTable } from '../../../ui/ActionTable';
import { OrganizeListStore, leaderText } from './model/OrganizeListStore';

/** Organisation tree with add, edit, remove and Excel import/export (all or nothing, with a report). */
function OrganizeList() {
  const { t } = useTranslation('admin');
  const store = useModel((deps) => new OrganizeListStore(deps));
  useEffect(() => void store.reload(), [store]);
  const file = useRef<HTMLInputElement>(null);
  const { rows, tree } = store;
  const exportFile = () => void store.exportFile().then((f) => f && downloadBase64(f.fileName, f.content));
  return (
    <Card className="admin-page">
      <form
        className="admin-toolbar"
        onSubmit={(e) => {
          e.preventDefault();
          void store.search();
        }}
      >
        <InputGroup
          leftIcon="search"
          aria-label={t('organize.name')}
          placeholder={t('organize.name')}
          value={store.name}
          onChange={(e) => store.setName(e.target.value)}
        />
        <Button type="submit" icon="search" text={t('ui.search')} />
        <div className="admin-spacer" />
        <Permitted tags={['system:organize:add']}>
          <Button intent="primary" icon="add" text={t('organize.add')} onClick={() => store.addUnder('')} />
        </Permitted>
        <Permitted tags={['system:organize:import']}>
          <Button
            icon="import"
            loading={store.isImporting}
            text={t('organize.import')}
            onClick={() => file.current?.click()}
          />
          <input
            ref={file}
            type="file"
            hidden
            accept=".xlsx"
            aria-label={t('organize.chooseFile')}
            onChange={(e) => {
              void store.importFile(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
        </Permitted>
        <Permitted tags={['system:organize:export']}>
          <Button icon="export" text={t('organize.export')} onClick={exportFile} />
        </Permitted>
      </form>
      <ImportReport problems={store.problems} />
      <DataState isLoading={tree.isLoading || tree.value === undefined} isEmpty={rows.length === 0}>
        <ActionTable compact striped className="admin-table" aria-label={t('organize.title')}>
          <thead>
            <tr>
              <th>{t('organize.name')}</th>
              <th style={{ width: 90 }}>{t('organize.orderNum')}</th>
              <th>{t('organize.leader')}</th>
              <th style={{ width: 170 }}>{t('user.createTime')}</th>
              <th style={{ width: 260 }}>{t('ui.operation')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ node, depth }) => (
              <tr key={node.organizeId}>
                <TreeCell label={node.organizeName} depth={depth} />
                <td>{node.orderNum}</td>
                <td>{orDash(leaderText(node))}</td>
                <td>
                  <LtrText>{formatTime(node.createTime)}</LtrText>
                </td>
                <td>
                  <RowActions
                    name={node.organizeName}
                    permission="system:organize"
                    onEdit={() => store.edit(node)}
                    onRemove={() => void store.remove(node)}
                    addChild={{ text: t('organize.addChild'), onAdd: () => store.addUnder(node.organizeId) }}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </ActionTable>
      </DataState>
      <OrganizeFormDialog
        store={store.form}
        onClose={() => store.closeDialogs()}
        onSaved={() => void store.saved()}
      />
    </Card>
  );
}

export default observer(OrganizeList);
