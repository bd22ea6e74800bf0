/** Form definitions: search, create, design, preview, select (and delete the selected ones). */
import { useCallback, useState } from 'react';
import { Button, Card, Checkbox, InputGroup, NonIdealState, Spinner } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import dayjs from 'dayjs';
import { api } from '@shared/api';
import type { FormRowData } from '@shared/api/modules/approval';
import { useStores } from '../../app/storeContext';
import { ConfirmDialog } from '../../layout/ConfirmDialog';
import { FormPreviewDialog } from './FormPreviewDialog';
import { FORM_PAGE_SIZE, useFormList } from './useFormList';
import { NEW_FORM_ID, designerPath } from './formPaths';
import { ActionTable } from '../../ui/ActionTable';

export default function FormListScreen() {
  const { t } = useTranslation('formDesigner');
  const { client, notify } = useStores();
  const navigate = useNavigate();
  const list = useFormList();
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [previewing, setPreviewing] = useState<FormRowData | null>(null);
  const [isConfirming, setConfirming] = useState(false);
  const closePreview = useCallback(() => setPreviewing(null), []);
  const toggle = (id: string, isOn: boolean) => {
    const next = new Set(selected);
    if (isOn) next.add(id);
    else next.delete(id);
    setSelected(next);
  };
  const removeSelected = async () => {
    setConfirming(false);
    for (const id of selected) await client.call(api.approval.formRemove, { query: { id } }).catch(() => undefined);
    setSelected(new Set());
    notify.success(t('host.deleted'));
    list.reload();
  };
  const pages = Math.max(1, Math.ceil(list.total / FORM_PAGE_SIZE));
  return (
    <Card className="fd-form-list">
      <div className="fd-form-list-bar">
        <form onSubmit={(event) => { event.preventDefault(); list.search(query); }} className="fd-form-list-search">
          <InputGroup leftIcon="search" aria-label={t('host.searchPlaceholder')} placeholder={t('host.searchPlaceholder')} value={query} onChange={(event) => setQuery(event.target.value)} />
          <Button type="submit" text={t('host.search')} />
        </form>
        <span className="fd-form-list-fill" />
        <Button icon="trash" intent="danger" disabled={selected.size === 0} text={t('host.deleteSelected', { count: selected.size })} onClick={() => setConfirming(true)} />
        <Button icon="plus" intent="primary" text={t('host.create')} onClick={() => navigate(designerPath(NEW_FORM_ID))} />
      </div>
      {list.isLoading && list.rows.length === 0 ? (
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
                <td><Checkbox aria-label={t('host.selectNamed', { name: row.formName })} checked={selected.has(row.id)} onChange={(event) => toggle(row.id, event.currentTarget.checked)} /></td>
                <td>{row.formName}</td>
                <td style={{ textAlign: 'right' }}>{row.fieldCount}</td>
                <td>{row.remark}</td>
                <td>{dayjs(row.updateTime).format('YYYY-MM-DD HH:mm:ss')}</td>
                <td>
                  <Button variant="minimal" size="small" icon="edit" text={t('host.design')} aria-label={t('host.designNamed', { name: row.formName })} onClick={() => navigate(designerPath(row.id))} />
                  <Button variant="minimal" size="small" icon="eye-open" text={t('toolbar.preview')} aria-label={t('host.previewNamed', { name: row.formName })} onClick={() => setPreviewing(row)} />
                </td>
              </tr>
            ))}
          </tbody>
        </ActionTable>
      )}
      <div className="fd-form-list-pager">
        <span>{t('host.total', { count: list.total })}</span>
        <Button size="small" icon="chevron-left" disabled={list.pageNum <= 1} aria-label={t('host.previousPage')} onClick={() => list.setPage(list.pageNum - 1)} />
        <span>{list.pageNum} / {pages}</span>
        <Button size="small" icon="chevron-right" disabled={list.pageNum >= pages} aria-label={t('host.nextPage')} onClick={() => list.setPage(list.pageNum + 1)} />
      </div>
      {previewing ? <FormPreviewDialog formId={previewing.id} title={previewing.formName} onClose={closePreview} /> : null}
      <ConfirmDialog isOpen={isConfirming} title={t('reset.confirmTitle')} intent="danger" confirmText={t('actions.delete')} cancelText={t('actions.cancel')} onConfirm={() => void removeSelected()} onCancel={() => setConfirming(false)}>
        {t('host.deleteConfirm', { count: selected.size })}
      </ConfirmDialog>
    </Card>
  );
}
