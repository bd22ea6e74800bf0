/** Form definitions: search, create, design, preview, select (and delete the selected ones). */
import { useEffect } from 'react';
import { Button, Card, Checkbox, InputGroup, NonIdealState, Spinner } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import dayjs from 'dayjs';
import { useModel } from '../../app/useModel';
import { ConfirmDialog } from '../../layout/ConfirmDialog';
import { FormPreviewDialog } from './FormPreviewDialog';
import { NEW_FORM_ID, designerPath } from './formPaths';
import { FormListStore } from './model/FormListStore';
import { ActionTable } from '../../ui/ActionTable';

function FormListScreen() {
  const { t } = useTranslation('formDesigner');
  const navigate = useNavigate();
  const store = useModel((deps) => new FormListStore(deps));
  const { page: list, selected, previewing } = store;
  useEffect(() => {
    void store.start();
  }, [store]);
  const { pages } = store;
  return (
    <Card className="fd-form-list">
      <div className="fd-form-list-bar">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void store.search();
          }}
          className="fd-form-list-search"
        >
          <InputGroup
            leftIcon="search"
            aria-label={t('host.searchPlaceholder')}
            placeholder={t('host.searchPlaceholder')}
            value={store.query}
            onChange={(event) => store.setQuery(event.target.value)}
          />
          <Button type="submit" text={t('host.search')} />
        </form>
        <span className="fd-form-list-fill" />
        <Button
          icon="trash"
          intent="danger"
          disabled={selected.size === 0}
          text={t('host.deleteSelected', { count: selected.size })}
          onClick={() => store.askRemove()}
        />
        <Button
          icon="plus"
          intent="primary"
          text={t('host.create')}
          onClick={() => navigate(designerPath(NEW_FORM_ID))}
        />
      </div>
      {store.isLoading ? (
        <Spinner size={30} />
      ) : list.rows.length === 0 ? (
        <NonIdealState icon="form" title={t('host.empty')} description={t('host.emptyHint')} />
      ) : (
        <ActionTable striped interactive style={{ width: '100%' }}>
          <thead>
            <tr>
              <th>{t('host.select')}</th>
              <th>{t('host.formName')}</th>
              <th style={{ textAlign: 'right' }}>{t('host.fieldCount')}</th>
              <th>{t('host.remark')}</th>
              <th>{t('host.updateTime')}</th>
              <th>{t('host.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {list.rows.map((row) => (
              <tr key={row.id}>
                <td>
                  <Checkbox
                    aria-label={t('host.selectNamed', { name: row.formName })}
                    checked={selected.has(row.id)}
                    onChange={(event) => store.toggle(row.id, event.currentTarget.checked)}
                  />
                </td>
                <td>{row.formName}</td>
                <td style={{ textAlign: 'right' }}>{row.fieldCount}</td>
                <td>{row.remark}</td>
                <td>{dayjs(row.updateTime).format('YYYY-MM-DD HH:mm:ss')}</td>
                <td>
                  <Button
                    variant="minimal"
                    size="small"
                    icon="edit"
                    text={t('host.design')}
                    aria-label={t('host.designNamed', { name: row.formName })}
                    onClick={() => navigate(designerPath(row.id))}
                  />
                  <Button
                    variant="minimal"
                    size="small"
                    icon="eye-open"
                    text={t('toolbar.preview')}
                    aria-label={t('host.previewNamed', { name: row.formName })}
                    onClick={() => store.preview(row)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </ActionTable>
      )}
      <div className="fd-form-list-pager">
        <span>{t('host.total', { count: list.total })}</span>
        <Button
          size="small"
          icon="chevron-left"
          disabled={list.pageNum <= 1}
          aria-label={t('host.previousPage')}
          onClick={() => list.setPageNum(list.pageNum - 1)}
        />
        <span>
          {list.pageNum} / {pages}
        </span>
        <Button
          size="small"
          icon="chevron-right"
          disabled={list.pageNum >= pages}
          aria-label={t('host.nextPage')}
          onClick={() => list.setPageNum(list.pageNum + 1)}
        />
      </div>
      {previewing ? (
        <FormPreviewDialog formId={previewing.id} title={previewing.formName} onClose={store.closePreview} />
      ) : null}
      <ConfirmDialog
        isOpen={store.isConfirming}
        title={t('reset.confirmTitle')}
        intent="danger"
        confirmText={t('actions.delete')}
        cancelText={t('actions.cancel')}
        onConfirm={() => void store.removeSelected()}
        onCancel={() => store.cancelRemove()}
      >
        {t('host.deleteConfirm', { count: selected.size })}
      </ConfirmDialog>
    </Card>
  );
}

export default observer(FormListScreen);
