import { useEffect } from 'react';
import { Button, Card, HTMLSelect, NonIdealState, Switch, Tag } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useModel } from '../../../app/useModel';
import { ActionTable } from '../../../ui/ActionTable';
import { LtrText } from '../../../ui/LtrText';
import { useUploader } from '../common/useUploader';
import { RowActions } from '../common/RowActions';
import { DataState } from '../common/DataState';
import { NameSearchToolbar } from '../common/NameSearchToolbar';
import { Permitted } from '../permission/Permitted';
import { AppFormDialog } from './AppFormDialog';
import { AppListStore } from './model/AppListStore';
import '../common/admin.css';

/** App administration (console spec §2.3 "app", §3 Navigation app item): the catalogue every tenant shares. */
function AppList() {
  const { t } = useTranslation('menus');
  const upload = useUploader();
  const store = useModel((deps) => new AppListStore(deps, upload));
  useEffect(() => void store.start(), [store]);
  const rows = store.apps.value ?? [];
  return (
    <Card className="admin-page">
      <NameSearchToolbar
        label={t('app.appName')}
        onSearch={(name) => void store.search(name)}
        addText={t('app.add')}
        addPermission="system:app:add"
        onAdd={() => store.openForm(null)}
      >
        <HTMLSelect
          aria-label={t('app.appCategory')}
          value={store.appCategory}
          onChange={(e) => void store.filterCategory(e.target.value)}
          options={[
            { value: '', label: t('app.allCategories') },
            ...(store.categories.value ?? []).map((c) => ({ value: c.value, label: c.label })),
          ]}
        />
        <HTMLSelect
          aria-label={t('app.status')}
          value={store.status}
          onChange={(e) => void store.filterStatus(e.target.value)}
          options={[
            { value: '', label: t('app.allStatus') },
            { value: '0', label: t('app.enabled') },
            { value: '1', label: t('app.disabled') },
          ]}
        />
      </NameSearchToolbar>
      {store.apps.failed ? (
        <NonIdealState
          icon="error"
          title={t('loadFailed')}
          action={<Button icon="refresh" text={t('retry')} onClick={() => void store.reload()} />}
        />
      ) : (
        <DataState isLoading={store.apps.isLoading} isEmpty={rows.length === 0}>
          <ActionTable className="admin-table" striped minWidth={1100} aria-label={t('app.title')}>
            <thead>
              <tr>
                <th style={{ width: 72 }}>{t('app.appLogo')}</th>
                <th>{t('app.appName')}</th>
                <th>{t('app.appCode')}</th>
                <th>{t('app.appCategory')}</th>
                <th style={{ width: 110 }}>{t('app.appOrder')}</th>
                <th>{t('app.appPath')}</th>
                <th style={{ width: 90 }}>{t('app.kind')}</th>
                <th style={{ width: 90 }}>{t('app.status')}</th>
                <th style={{ width: 140 }}>{t('operation')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((app, index) => (
                <tr key={app.appId}>
                  <td>{app.appLogo ? <img src={app.appLogo} alt="" width={28} height={28} /> : '—'}</td>
                  <td title={app.appName}>
                    {app.appName}
                    {app.visible === '0' && (
                      <Tag minimal style={{ marginInlineStart: 6 }}>
                        {t('app.hidden')}
                      </Tag>
                    )}
                  </td>
                  <td>
                    <LtrText>{app.appCode}</LtrText>
                  </td>
                  <td>{store.categoryLabel(app.appCategory)}</td>
                  <td>
                    <span style={{ minWidth: 24, display: 'inline-block' }}>{app.appOrder}</span>
                    <Permitted tags={['system:app:edit']}>
                      <Button
                        size="small"
                        variant="minimal"
                        icon="arrow-up"
                        aria-label={t('app.moveUp', { name: app.appName })}
                        disabled={index === 0}
                        onClick={() => void store.move(app, -1)}
                      />
                      <Button
                        size="small"
                        variant="minimal"
                        icon="arrow-down"
                        aria-label={t('app.moveDown', { name: app.appName })}
                        disabled={index === rows.length - 1}
                        onClick={() => void store.move(app, 1)}
                      />
                    </Permitted>
                  </td>
                  <td title={app.appPath}>
                    <LtrText>{app.appPath || '—'}</LtrText>
                  </td>
                  <td>{app.isMicro === '0' ? t('app.micro') : t('app.builtIn')}</td>
                  <td>
                    <Switch
                      style={{ margin: 0 }}
                      aria-label={t('app.enabledSwitch', { name: app.appName })}
                      checked={app.status === '0'}
                      disabled={store.isSystem(app)}
                      onChange={() => void store.toggleStatus(app)}
                    />
                  </td>
                  <td>
                    <RowActions
                      name={app.appName}
                      permission="system:app"
                      onEdit={() => store.openForm(app)}
                      onRemove={() => void store.remove(app)}
                      canRemove={!store.isSystem(app)}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </ActionTable>
        </DataState>
      )}
      <AppFormDialog
        store={store.form}
        categories={store.categories.value ?? []}
        onClose={() => store.closeForm()}
        onSaved={() => void store.saved()}
      />
    </Card>
  );
}

export default observer(AppList);
