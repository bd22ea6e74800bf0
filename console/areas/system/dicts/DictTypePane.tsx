import { Button, Tag } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { RowActions } from '../common/RowActions';
import { NameSearchToolbar } from '../common/NameSearchToolbar';
import { PagedTable } from '../common/PagedTable';
import type { DictListStore } from './model/DictListStore';

/** The dictionary types: search, page, choose one (click or Enter), add, edit, delete. */
export const DictTypePane = observer(function DictTypePane({ store }: { store: DictListStore }) {
  const { t } = useTranslation('dicts');
  return (
    <section aria-label={t('dict.types')}>
      <h3>{t('dict.types')}</h3>
      <NameSearchToolbar
        label={t('dict.typeSearch')}
        onSearch={(text) => void store.searchTypes(text)}
        addText={t('dict.addType')}
        addPermission="system:dict:add"
        onAdd={() => store.openTypeForm()}
      />
      <PagedTable
        label={t('dict.types')}
        columns={[
          { title: t('dict.dictName') },
          { title: t('dict.itemCount'), width: 70 },
          { title: t('dict.operation'), width: 150 },
        ]}
        page={store.types}
        rowKey={(r) => r.dictTypeId}
        renderCells={(r) => (
          <>
            <td>
              <Button
                variant="minimal"
                size="small"
                alignText="start"
                className="dict-type-button"
                active={store.selected?.dictTypeId === r.dictTypeId}
                aria-pressed={store.selected?.dictTypeId === r.dictTypeId}
                onClick={() => void store.select(r)}
              >
                {r.dictName}
                <div className="dict-type-code" dir="ltr">
                  {r.dictCode}
                </div>
              </Button>
              {r.status === '1' && <Tag minimal>{t('dict.disabled')}</Tag>}
            </td>
            <td>{r.itemCount}</td>
            <td>
              <RowActions
                name={r.dictName}
                permission="system:dict"
                onEdit={() => store.openTypeForm(r)}
                onRemove={() => void store.removeType(r)}
              />
            </td>
          </>
        )}
      />
    </section>
  );
});
