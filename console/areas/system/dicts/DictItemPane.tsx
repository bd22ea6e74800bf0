import { Button, InputGroup, NonIdealState } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RowActions } from '../common/RowActions';
import { PagedTable } from '../common/PagedTable';
import { Permitted } from '../permission/Permitted';
import type { DictListStore } from './model/DictListStore';

/** The items of the chosen type: search, page, add, edit, delete; upload and export. */
export const DictItemPane = observer(function DictItemPane({
  store,
  onExport,
}: {
  store: DictListStore;
  onExport(all: boolean): void;
}) {
  const { t } = useTranslation('dicts');
  const [text, setText] = useState('');
  const type = store.selected;
  return (
    <section aria-label={t('dict.items')}>
      <h3>{type ? t('dict.itemsOf', { name: type.dictName }) : t('dict.items')}</h3>
      <form
        className="admin-toolbar"
        onSubmit={(e) => {
          e.preventDefault();
          void store.searchItems(text);
        }}
      >
        <InputGroup
          leftIcon="search"
          aria-label={t('dict.itemSearch')}
          placeholder={t('dict.itemSearch')}
          value={text}
          disabled={!type}
          onChange={(e) => setText(e.target.value)}
        />
        <Button type="submit" icon="search" disabled={!type} text={t('dict.search')} />
        <div className="admin-spacer" />
        <Permitted tags={['system:dict:add']}>
          <Button
            intent="primary"
            icon="add"
            disabled={!type}
            text={t('dict.addItem')}
            onClick={() => store.openItemForm()}
          />
        </Permitted>
        <Permitted tags={['system:dict:import']}>
          <Button icon="upload" text={t('import.open')} onClick={() => store.openImport()} />
        </Permitted>
        <Permitted tags={['system:dict:export']}>
          <Button icon="download" disabled={!type} text={t('dict.export')} onClick={() => onExport(false)} />
          <Button icon="download" text={t('dict.exportAll')} onClick={() => onExport(true)} />
        </Permitted>
      </form>
      {!type ? (
        <NonIdealState icon="book" title={t('dict.chooseType')} />
      ) : (
        <PagedTable
          label={t('dict.items')}
          columns={[
            { title: t('dict.label') },
            { title: t('dict.dictValue') },
            { title: t('dict.dictSort'), width: 60 },
            { title: t('dict.status'), width: 80 },
            { title: t('dict.remark') },
            { title: t('dict.operation'), width: 150 },
          ]}
          page={store.items}
          rowKey={(r) => r.dictId}
          renderCells={(r) => (
            <>
              <td>{r.dictLabel}</td>
              <td dir="ltr">{r.dictValue}</td>
              <td>{r.dictSort}</td>
              <td>{r.status === '0' ? t('dict.enabled') : t('dict.disabled')}</td>
              <td>{r.remark}</td>
              <td>
                <RowActions
                  name={r.dictLabel}
                  permission="system:dict"
                  onEdit={() => store.openItemForm(r)}
                  onRemove={() => void store.removeItem(r)}
                />
              </td>
            </>
          )}
        />
      )}
    </section>
  );
});
