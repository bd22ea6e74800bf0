import { AnchorButton, Button, Icon } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import type { FolderRow } from '@shared/api/modules/fileFolders';
import type { StoredFileRow } from '@shared/api/modules/files';
import { formatFileSize } from '@shared/files';
import { ActionTable } from '../../ui/ActionTable';
import { LtrText } from '../../ui/LtrText';
import { entryKey, type Entry } from './model/FileCentreStore';

export interface FileTableProps {
  rows: Entry[];
  onOpen: (folder: FolderRow) => void;
  onRename: (folder: FolderRow) => void;
  onMove: (file: StoredFileRow) => void;
  onDelete: (entry: Entry) => void;
}

const time = (iso: string) => dayjs(iso).format('YYYY-MM-DD HH:mm:ss');

/** Who made a folder or uploaded a file, and when: the same two cells on both kinds of row. */
function MadeByCells({ by, at }: { by: string; at: string }) {
  return (
    <>
      <td>
        <LtrText>{by}</LtrText>
      </td>
      <td>
        <LtrText>{time(at)}</LtrText>
      </td>
    </>
  );
}

/** The delete button of a row, named for the entry it deletes. */
function DeleteButton({ label, onClick }: { label: string; onClick: () => void }) {
  const { t } = useTranslation('files');
  return (
    <Button
      variant="minimal"
      small
      intent="danger"
      icon="trash"
      text={t('centre.delete')}
      aria-label={label}
      onClick={onClick}
    />
  );
}

/** The open folder: its folders (open, rename, delete), then its files (download, move, delete). */
export function FileTable({ rows, onOpen, onRename, onMove, onDelete }: FileTableProps) {
  const { t } = useTranslation('files');
  return (
    <ActionTable striped interactive className="file-centre-table" style={{ width: '100%' }} minWidth={720}>
      <thead>
        <tr>
          <th>{t('centre.name')}</th>
          <th style={{ textAlign: 'end' }}>{t('centre.size')}</th>
          <th>{t('centre.uploader')}</th>
          <th>{t('centre.time')}</th>
          <th>{t('centre.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((entry) =>
          entry.kind === 'folder' ? (
            <tr key={entryKey(entry)}>
              <td>
                <Button
                  variant="minimal"
                  small
                  icon={<Icon icon="folder-close" aria-hidden />}
                  text={entry.folder.name}
                  aria-label={t('folders.open', { name: entry.folder.name })}
                  onClick={() => onOpen(entry.folder)}
                />
              </td>
              <td style={{ textAlign: 'end' }}>—</td>
              <MadeByCells by={entry.folder.createBy} at={entry.folder.createTime} />
              <td>
                <Button
                  variant="minimal"
                  small
                  icon="edit"
                  text={t('folders.rename')}
                  aria-label={t('folders.renameNamed', { name: entry.folder.name })}
                  onClick={() => onRename(entry.folder)}
                />
                <DeleteButton
                  label={t('folders.deleteNamed', { name: entry.folder.name })}
                  onClick={() => onDelete(entry)}
                />
              </td>
            </tr>
          ) : (
            <tr key={entryKey(entry)}>
              <td>
                <Icon icon="document" aria-hidden style={{ marginInlineEnd: 8, marginInlineStart: 7 }} />
                <bdi>{entry.file.originalName}</bdi>
              </td>
              <td style={{ textAlign: 'end', fontVariantNumeric: 'tabular-nums' }}>
                <LtrText>{formatFileSize(entry.file.size)}</LtrText>
              </td>
              <MadeByCells by={entry.file.createBy} at={entry.file.createTime} />
              <td>
                <AnchorButton
                  variant="minimal"
                  small
                  icon="download"
                  href={entry.file.url}
                  download={entry.file.originalName}
                  text={t('centre.download')}
                  aria-label={t('centre.downloadNamed', { name: entry.file.originalName })}
                />
                <Button
                  variant="minimal"
                  small
                  icon="move"
                  text={t('move.action')}
                  aria-label={t('move.moveNamed', { name: entry.file.originalName })}
                  onClick={() => onMove(entry.file)}
                />
                <DeleteButton
                  label={t('centre.deleteNamed', { name: entry.file.originalName })}
                  onClick={() => onDelete(entry)}
                />
              </td>
            </tr>
          ),
        )}
      </tbody>
    </ActionTable>
  );
}
