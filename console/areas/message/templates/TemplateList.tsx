import { useEffect } from 'react';
import { Card, Tag } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useModel } from '../../../app/useModel';
import { LtrText } from '../../../ui/LtrText';
import { RowActions } from '../../system/common/RowActions';
import { formatTime } from '../../system/common/format';
import { PagedTable } from '../../system/common/PagedTable';
import { LoadFailed } from './LoadFailed';
import { StatusSwitch } from './StatusSwitch';
import { TemplateFilters } from './TemplateFilters';
import { TemplateFormDialog } from './TemplateFormDialog';
import { TemplateListStore } from './model/TemplateListStore';
import '../../system/common/admin.css';

/** Message template administration (console spec §2.11 temp letter): filters, paging, editor, status, delete. */
function TemplateList() {
  const { t } = useTranslation('templates');
  const store = useModel((deps) => new TemplateListStore(deps));
  useEffect(() => void store.start(), [store]);
  const { page } = store;
  return (
    <Card className="admin-page">
      <TemplateFilters store={store} />
      {page.failed && page.rows.length === 0 ? (
        <LoadFailed onRetry={() => void page.reload()} />
      ) : (
        <PagedTable
          label={t('template.title')}
          minWidth={960}
          columns={[
            { title: t('template.templateCode') },
            { title: t('template.templateName') },
            { title: t('template.categoryId'), width: 120 },
            { title: t('template.channel'), width: 100 },
            { title: t('template.event'), width: 130 },
            { title: t('ui.status'), width: 70 },
            { title: t('ui.updateTime'), width: 165 },
            { title: t('admin:ui.operation'), width: 130 },
          ]}
          page={page}
          rowKey={(r) => r.templateId}
          renderCells={(r) => (
            <>
              <td>
                <LtrText>{r.templateCode}</LtrText>
              </td>
              <td title={r.templateName}>{r.templateName}</td>
              <td title={r.categoryName}>{r.categoryName}</td>
              <td>
                <Tag minimal>{t(`channel.${r.channel}`)}</Tag>
              </td>
              <td>{t(`event.${r.event.replace('.', '_')}`)}</td>
              <td>
                <StatusSwitch
                  name={r.templateName}
                  status={r.status}
                  permission="system:template:edit"
                  onToggle={() => void store.toggleStatus(r)}
                />
              </td>
              <td>
                <LtrText>{formatTime(r.updateTime)}</LtrText>
              </td>
              <td>
                <RowActions
                  name={r.templateName}
                  permission="system:template"
                  onEdit={() => store.openForm(r.templateId)}
                  onRemove={() => void store.remove(r)}
                />
              </td>
            </>
          )}
        />
      )}
      <TemplateFormDialog
        store={store.form}
        categories={store.categories.value ?? []}
        onClose={() => store.closeForm()}
        onSaved={() => void store.saved()}
      />
    </Card>
  );
}

export default observer(TemplateList);
