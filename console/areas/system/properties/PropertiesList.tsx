import { useEffect } from 'react';
import { Button, Card, Switch } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useModel } from '../../../app/useModel';
import { ConfirmRemoveButton } from '../common/ConfirmRemoveButton';
import { NameSearchToolbar } from '../common/NameSearchToolbar';
import { PagedTable } from '../common/PagedTable';
import { Permitted } from '../permission/Permitted';
import { PropertiesListStore } from './model/PropertiesListStore';
import { PropertyDialog } from './PropertyDialog';
import '../common/admin.css';

/** Configuration properties (console spec §7.5 Properties; §3 App configuration VUE_APP_NAME, VUE_APP_FAVICON). */
function PropertiesList() {
  const { t } = useTranslation('dicts');
  const store = useModel((deps) => new PropertiesListStore(deps));
  useEffect(() => void store.start(), [store]);
  return (
    <Card className="admin-page">
      <NameSearchToolbar
        label={t('prop.search')}
        onSearch={(text) => void store.search(text)}
        addText={t('prop.add')}
        addPermission="system:properties:add"
        onAdd={() => store.openForm()}
      />
      <PagedTable
        label={t('prop.title')}
        columns={[
          { title: t('prop.attrCode') },
          { title: t('prop.attrValue') },
          { title: t('prop.remark') },
          { title: t('prop.status'), width: 90 },
          { title: t('dict.operation'), width: 150 },
        ]}
        page={store.page}
        rowKey={(r) => r.propId}
        renderCells={(r) => (
          <>
            <td dir="ltr">{r.attrCode}</td>
            <td style={{ wordBreak: 'break-all' }}>{r.attrValue}</td>
            <td>{r.remark}</td>
            <td>
              <Switch
                style={{ margin: 0 }}
                aria-label={t('prop.enabledOf', { name: r.attrCode })}
                checked={r.status === '0'}
                disabled={store.actions.isBusy}
                onChange={() => void store.toggleStatus(r)}
              />
            </td>
            <td>
              <div className="admin-ops">
                <Permitted tags={['system:properties:edit']}>
                  <Button
                    size="small"
                    variant="minimal"
                    intent="primary"
                    text={t('dict.edit')}
                    aria-label={t('dict.editOf', { name: r.attrCode })}
                    onClick={() => store.openForm(r)}
                  />
                </Permitted>
                <Permitted tags={['system:properties:remove']}>
                  <ConfirmRemoveButton name={r.attrCode} onConfirm={() => void store.remove(r)} />
                </Permitted>
              </div>
            </td>
          </>
        )}
      />
      <PropertyDialog
        store={store.form}
        onClose={() => store.closeDialogs()}
        onSaved={() => void store.saved()}
      />
    </Card>
  );
}

export default observer(PropertiesList);
