import { useEffect } from 'react';
import { Card, Switch } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useModel } from '../../../app/useModel';
import { RowActions } from '../common/RowActions';
import { NameSearchToolbar } from '../common/NameSearchToolbar';
import { PagedTable } from '../common/PagedTable';
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
              <RowActions
                name={r.attrCode}
                permission="system:properties"
                onEdit={() => store.openForm(r)}
                onRemove={() => void store.remove(r)}
              />
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
