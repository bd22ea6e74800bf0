import { useRef, useState } from 'react';
import { Button, ButtonGroup, Card, InputGroup, NonIdealState, Spinner } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { StoredFileRow } from '@shared/api/modules/files';
import { useStores } from '../../app/storeContext';
import { ConfirmDialog } from '../../layout/ConfirmDialog';
import { FileTable } from './FileTable';
import { StorageUsage } from './StorageUsage';
import { uploadFile } from './uploadFile';
import { useFileCentre } from './useFileCentre';

/** The file centre (console spec §2.3): storage used, list, upload, download, delete with confirmation. */
const BucketList = observer(function BucketList() {
  const { t } = useTranslation('files');
  const { session, settings, notify } = useStores();
  const centre = useFileCentre();
  const [query, setQuery] = useState('');
  const [isUploading, setIsUploading] = useState(false);
  const [toDelete, setToDelete] = useState<StoredFileRow | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const upload = (file: File | undefined) => {
    if (!file) return;
    setIsUploading(true);
    uploadFile(file, session.token, settings.locale)
      .then((saved) => {
        notify.success(t('centre.uploaded', { name: saved.originalName }));
        centre.reload();
      })
      .catch((error: Error) => notify.error(error.message))
      .finally(() => setIsUploading(false));
  };

  const confirmDelete = () => {
    const row = toDelete;
    setToDelete(null);
    if (row) void centre.remove(row.fileId).then(() => notify.success(t('centre.deleted', { name: row.originalName })), () => undefined);
  };

  return (
    <Card className="file-centre">
      <div style={{ display: 'flex', gap: 8, marginBottom: 12, flexWrap: 'wrap' }}>
        <form style={{ display: 'flex', gap: 8 }} onSubmit={(event) => { event.preventDefault(); centre.search(query); }}>
          <InputGroup leftIcon="search" placeholder={t('centre.searchPlaceholder')} aria-label={t('centre.searchPlaceholder')} value={query} onChange={(event) => setQuery(event.target.value)} />
          <Button type="submit" text={t('centre.search')} />
        </form>
        <div style={{ flex: 1 }} />
        <Button icon="refresh" text={t('centre.refresh')} onClick={centre.reload} />
        <Button intent="primary" icon="upload" loading={isUploading} text={t('centre.upload')} onClick={() => input.current?.click()} />
        <input ref={input} type="file" hidden aria-label={t('centre.chooseFile')} onChange={(event) => { upload(event.target.files?.[0]); event.target.value = ''; }} />
      </div>
      <StorageUsage refreshKey={centre.version} />
      {centre.isLoading && centre.rows.length === 0 ? (
        <Spinner size={30} aria-label={t('centre.loading')} />
      ) : centre.rows.length === 0 ? (
        <NonIdealState icon="folder-open" title={t('centre.empty')} description={t('centre.emptyHint')} />
      ) : (
        <>
          <FileTable rows={centre.rows} onDelete={setToDelete} />
          <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 8, marginTop: 12 }}>
            <span>{t('centre.total', { count: centre.total })}</span>
            <ButtonGroup>
              <Button icon="chevron-left" aria-label={t('centre.previous')} disabled={centre.pageNum <= 1} onClick={() => centre.setPageNum(centre.pageNum - 1)} />
              <Button text={`${centre.pageNum} / ${centre.pageCount}`} disabled />
              <Button icon="chevron-right" aria-label={t('centre.next')} disabled={centre.pageNum >= centre.pageCount} onClick={() => centre.setPageNum(centre.pageNum + 1)} />
            </ButtonGroup>
          </div>
        </>
      )}
      <ConfirmDialog
        isOpen={toDelete !== null}
        title={t('centre.deleteTitle')}
        confirmText={t('centre.delete')}
        cancelText={t('common:cancel')}
        intent="danger"
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      >
        {t('centre.deleteConfirm', { name: toDelete?.originalName ?? '' })}
      </ConfirmDialog>
    </Card>
  );
});

export default BucketList;
