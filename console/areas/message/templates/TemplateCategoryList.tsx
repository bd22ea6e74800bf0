import { useEffect } from 'react';
import { Card } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useModel } from '../../../app/useModel';
import { LtrText } from '../../../ui/LtrText';
import { RowActions } from '../../system/common/RowActions';
import { formatTime } from '../../system/common/format';
import { NameSearchToolbar } from '../../system/common/NameSearchToolbar';
import { PagedTable } from '../../system/common/PagedTable';
import { CategoryFormDialog } from './CategoryFormDialog';
import { LoadFailed } from './LoadFailed';
import { StatusSwitch } from './StatusSwitch';
import { TemplateCategoryListStore } from './model/TemplateCategoryListStore';
import '../../system/common/admin.css';

/** Template category administration (console spec §2.11): search, paging, add/edit, enable/disable, delete. */
function TemplateCategoryList() {
  const { t } = useTranslation('templates');
  const store = useModel((deps) => new TemplateCategoryListStore(deps));
  useEffect(() => void store.start(), [store]);
  const { page } = store;
  return (
    <Card className="admin-page">
      <NameSearchToolbar
        label={t('category.search')}
        onSearch={(text) => void store.search(text)}
        addText={t('category.add')}
        addPermission="system:templateCategory:add"
        onAdd={() => store.openForm(null)}
      />
      {page.failed && page.rows.length === 0 ? (
        <LoadFailed onRetry={() => void page.reload()} />
      ) : (
        <PagedTable
          label={t('category.title')}
          columns={[
            { title: t('category.categoryCode') },
            { title: t('category.categoryName') },
            { title: t('category.orderNum'), width: 80 },
            { title: t('category.templateCount'), width: 100 },
            { title: t('ui.status'), width: 90 },
            { title: t('ui.createTime'), width: 170 },
            { title: t('admin:ui.operation'), width: 150 },
          ]}
          page={page}
          rowKey={(r) => r.categoryId}
          renderCells={(r) => (
            <>
              <td>
                <LtrText>{r.categoryCode}</LtrText>
              </td>
              <td title={r.remark || undefined}>{r.categoryName}</td>
              <td>{r.orderNum}</td>
              <td>{r.templateCount}</td>
              <td>
                <StatusSwitch
                  name={r.categoryName}
                  status={r.status}
                  permission="system:templateCategory:edit"
                  onToggle={() => void store.toggleStatus(r)}
                />
              </td>
              <td>
                <LtrText>{formatTime(r.createTime)}</LtrText>
              </td>
              <td>
                <RowActions
                  name={r.categoryName}
                  permission="system:templateCategory"
                  onEdit={() => store.openForm(r.categoryId)}
                  onRemove={() => void store.remove(r)}
                />
              </td>
            </>
          )}
        />
      )}
      <CategoryFormDialog
        store={store.form}
        onClose={() => store.closeForm()}
        onSaved={() => void store.saved()}
      />
    </Card>
  );
}

export default observer(TemplateCategoryList);
