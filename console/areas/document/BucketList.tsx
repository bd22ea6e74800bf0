import { useEffect, useRef } from 'react';
import { Button, ButtonGroup, Card, InputGroup, NonIdealState, Spinner } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../app/storeContext';
import { useModel } from '../../app/useModel';
import { ConfirmDialog } from '../../layout/ConfirmDialog';
import { FileTable } from './FileTable';
import { StorageUsage } from './StorageUsage';
import { FileCentreStore } from './model/FileCentreStore';
import { httpUploader } from './model/uploadFile';

/** The file centre (console spec §2.3): storage used, list, upload, download, delete with confirmation. */
const BucketList = observer(function BucketList() {
  const { t } = useTranslation('files');
  // The upload goes as multipart with the session's token and the chosen language (shell state).
  const { session, settings } = useStores();
  const centre = useModel(
    (deps) =>
      new FileCentreStore(
        deps,
        httpUploader({ token: () => session.token, language: () => settings.locale }),
      ),
  );
  const { page, toDelete } = centre;
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    void centre.start();
  }, [centre]);

  return (
    <Card className="file-centre">
      <div style={{ display: 'flex', gap: 8, marginBottom: 12, flexWrap: 'wrap' }}>
        <form
          style={{ display: 'flex', gap: 8 }}
          onSubmit={(event) => {
            event.preventDefault();
            void centre.search();
          }}
        >
          <InputGroup
            leftIcon="search"
            placeholder={t('centre.searchPlaceholder')}
            aria-label={t('centre.searchPlaceholder')}
            value={centre.query}
            onChange={(event) => centre.setQuery(event.target.value)}
          />
          <Button type="submit" text={t('centre.search')} />
        </form>
        <div style={{ flex: 1 }} />
        <Button icon="refresh" text={t('centre.refresh')} onClick={() => void centre.reload()} />
        <Button
          intent="primary"
          icon="upload"
          loading={centre.isUploading}
          text={t('centre.upload')}
          onClick={() => input.current?.click()}
        />
        <input
          ref={input}
          type="file"
          hidden
          aria-label={t('centre.chooseFile')}
          onChange={(event) => {
            void centre.upload(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </div>
      <StorageUsage usage={centre.usage.value} />
      {centre.isLoading ? (
        <Spinner size={30} aria-label={t('centre.loading')} />
      ) : page.rows.length === 0 ? (
        <NonIdealState icon="folder-open" title={t('centre.empty')} description={t('centre.emptyHint')} />
      ) : (
        <>
          <FileTable rows={page.rows} onDelete={(row) => centre.askDelete(row)} />
          <div
            style={{
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'flex-end',
              gap: 8,
              marginTop: 12,
            }}
          >
            <span>{t('centre.total', { count: page.total })}</span>
            <ButtonGroup>
              <Button
                icon="chevron-left"
                aria-label={t('centre.previous')}
                disabled={page.pageNum <= 1}
                onClick={() => page.setPageNum(page.pageNum - 1)}
              />
              <Button text={`${page.pageNum} / ${centre.pageCount}`} disabled />
              <Button
                icon="chevron-right"
                aria-label={t('centre.next')}
                disabled={page.pageNum >= centre.pageCount}
                onClick={() => page.setPageNum(page.pageNum + 1)}
              />
            </ButtonGroup>
          </div>
        </>
      )}
      <ConfirmDialog
        isOpen={toDelete !== undefined}
        title={t('centre.deleteTitle')}
        confirmText={t('centre.delete')}
        cancelText={t('common:cancel')}
        intent="danger"
        onConfirm={() => void centre.confirmDelete()}
        onCancel={() => centre.cancelDelete()}
      >
        {t('centre.deleteConfirm', { name: toDelete?.originalName ?? '' })}
      </ConfirmDialog>
    </Card>
  );
});

export default BucketList;
