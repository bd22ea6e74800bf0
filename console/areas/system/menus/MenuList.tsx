import { useEffect } from 'react';
import { Button, Card, HTMLSelect, NonIdealState, Tag } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useModel } from '../../../app/useModel';
import { ActionTable } from '../../../ui/ActionTable';
import { LtrText } from '../../../ui/LtrText';
import { RowActions } from '../common/RowActions';
import { TreeCell } from '../common/TreeCell';
import { DataState } from '../common/DataState';
import { NameSearchToolbar } from '../common/NameSearchToolbar';
import { downloadBase64 } from '../organize/excelFile';
import { Permitted } from '../permission/Permitted';
import { MenuFormDialog } from './MenuFormDialog';
import { MenuTreeStore } from './model/MenuTreeStore';
import '../common/admin.css';

const TYPE_INTENT = { M: 'primary', C: 'success', F: 'warning' } as const;

/** Menu administration (console spec §2.3 "app menu", §7.5 Menu): each app's tree of directories, pages, buttons. */
function MenuList() {
  const { t } = useTranslation('menus');
  const store = useModel((deps) => new MenuTreeStore(deps));
  useEffect(() => void store.start(), [store]);
  const lines = store.lines;
  const exportFile = async () => {
    const file = await store.exportWorkbook();
    if (file) downloadBase64(file.fileName, file.content);
  };
  return (
    <Card className="admin-page">
      <NameSearchToolbar
        label={t('menu.menuTitle')}
        onSearch={(title) => void store.search(title)}
        addText={t('menu.add')}
        addPermission="system:menu:add"
        onAdd={() => store.openForm({ parentId: '' })}
      >
        <HTMLSelect
          aria-label={t('menu.app')}
          value={store.appId}
          onChange={(e) => void store.selectApp(e.target.value)}
          options={(store.apps.value ?? []).map((a) => ({ value: a.appId, label: a.appName }))}
        />
        <HTMLSelect
          aria-label={t('menu.visible')}
          value={store.visible}
          onChange={(e) => void store.filterVisible(e.target.value)}
          options={[
            { value: '', label: t('menu.allVisibility') },
            { value: '1', label: t('menu.shown') },
            { value: '0', label: t('menu.hidden') },
          ]}
        />
        <Button icon="expand-all" text={t('menu.expandAll')} onClick={() => store.expandAll()} />
        <Permitted tags={['system:menu:export']}>
          <Button icon="export" text={t('menu.export')} onClick={() => void exportFile()} />
        </Permitted>
      </NameSearchToolbar>
      {store.tree.failed || store.apps.failed ? (
        <NonIdealState
          icon="error"
          title={t('loadFailed')}
          action={<Button icon="refresh" text={t('retry')} onClick={() => void store.start()} />}
        />
      ) : (
        <DataState isLoading={store.tree.isLoading || store.apps.isLoading} isEmpty={lines.length === 0}>
          <ActionTable className="admin-table" striped minWidth={1000} aria-label={t('menu.title')}>
            <thead>
              <tr>
                <th style={{ width: '26%' }}>{t('menu.menuTitle')}</th>
                <th style={{ width: 80 }}>{t('menu.menuType')}</th>
                <th>{t('menu.fullPath')}</th>
                <th>{t('menu.component')}</th>
                <th>{t('menu.perms')}</th>
                <th style={{ width: 70 }}>{t('menu.visible')}</th>
                <th style={{ width: 240 }}>{t('operation')}</th>
              </tr>
            </thead>
            <tbody>
              {lines.map(({ node, depth, hasChildren }) => (
                <tr key={node.menuId}>
                  <TreeCell
                    label={node.label}
                    depth={depth}
                    fold={{
                      hasChildren,
                      isExpanded: store.expanded.has(node.menuId),
                      toggleLabel: t('menu.toggle', { name: node.label }),
                      onToggle: () => store.toggle(node.menuId),
                    }}
                  />
                  <td>
                    <Tag minimal intent={TYPE_INTENT[node.menuType]}>
                      {t(`menu.type${node.menuType}`)}
                    </Tag>
                  </td>
                  <td title={node.fullPath}>
                    <LtrText>{node.menuType === 'F' ? '—' : node.fullPath}</LtrText>
                  </td>
                  <td title={node.component}>
                    <LtrText>{node.component || '—'}</LtrText>
                  </td>
                  <td title={node.perms}>
                    <LtrText>{node.perms || '—'}</LtrText>
                  </td>
                  <td>{node.visible === '0' ? t('menu.hidden') : t('menu.shown')}</td>
                  <td>
                    <RowActions
                      name={node.label}
                      permission="system:menu"
                      onEdit={() => store.openForm({ menuId: node.menuId })}
                      onRemove={() => void store.remove(node)}
                      addChild={
                        node.menuType === 'F'
                          ? undefined
                          : {
                              text: t('menu.addChild'),
                              onAdd: () => store.openForm({ parentId: node.menuId }),
                            }
                      }
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </ActionTable>
        </DataState>
      )}
      <MenuFormDialog
        store={store.form}
        onClose={() => store.closeForm()}
        onSaved={() => void store.saved()}
      />
    </Card>
  );
}

export default observer(MenuList);
