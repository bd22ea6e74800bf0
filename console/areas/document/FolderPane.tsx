import { useRef } from 'react';
import { Button, ButtonGroup, Card, InputGroup, NonIdealState, Spinner } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { FolderPath } from './FolderPath';
import { FileTable } from './FileTable';
import { StorageUsage } from './StorageUsage';
import type { FileCentreStore } from './model/FileCentreStore';

/** The open folder of the chosen bucket: path, search, new folder, upload, usage, the rows and the pager. */
export const FolderPane = observer(function FolderPane({ centre }: { centre: FileCentreStore }) {
  const { t } = useTranslation('files');
  const { page, buckets } = centre;
  const input = useRef<HTMLInputElement>(null);
  const bucket = buckets.selected;
  const isFiltered = centre.query.trim() !== '';
  return (
    <Card className="file-centre-folder" role="region" aria-label={t('folders.region')}>
      <FolderPath
        bucketLabel={bucket ? buckets.labelOf(bucket) : ''}
        path={centre.folderId ? centre.path : []}
        onOpen={(folderId) => void centre.openFolder(folderId)}
      />
      <div className="file-centre-toolbar">
        <form
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
        <Button icon="refresh" text={t('centre.refresh')} onClick={() => void centre.reload()} />
        <Button
          icon="folder-new"
          text={t('folders.create')}
          disabled={!bucket}
          onClick={() => centre.startCreateFolder()}
        />
        <Button
          intent="primary"
          icon="upload"
          loading={centre.isUploading}
          disabled={!bucket}
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
      {!bucket || centre.isLoading ? (
        <Spinner size={30} aria-label={t('centre.loading')} />
      ) : page.rows.length === 0 ? (
        <NonIdealState
          icon="folder-open"
          title={t(isFiltered ? 'folders.noMatch' : 'folders.empty')}
          description={isFiltered ? undefined : t('folders.emptyHint')}
        />
      ) : (
        <>
          <FileTable
            rows={page.rows}
            onOpen={(folder) => void centre.openFolder(folder.folderId)}
            onRename={(folder) => centre.startRenameFolder(folder)}
            onMove={(file) => void centre.startMove(file)}
            onDelete={(entry) => centre.askDelete(entry)}
          />
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
                className="file-path-separator"
                aria-label={t('centre.previous')}
                disabled={page.pageNum <= 1}
                onClick={() => page.setPageNum(page.pageNum - 1)}
              />
              <Button text={`${page.pageNum} / ${centre.pageCount}`} disabled />
              <Button
                icon="chevron-right"
                className="file-path-separator"
                aria-label={t('centre.next')}
                disabled={page.pageNum >= centre.pageCount}
                onClick={() => page.setPageNum(page.pageNum + 1)}
              />
            </ButtonGroup>
          </div>
        </>
      )}
    </Card>
  );
});
