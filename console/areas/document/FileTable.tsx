import { AnchorButton, Button, HTMLTable } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import type { StoredFileRow } from '@shared/api/modules/files';
import { formatFileSize } from '@shared/files';

export interface FileTableProps {
  rows: StoredFileRow[];
  onDelete: (row: StoredFileRow) => void;
}

/** The file list: name, size, uploader, time, download and delete. */
export function FileTable({ rows, onDelete }: FileTableProps) {
  const { t } = useTranslation('files');
  return (
    <HTMLTable striped interactive className="file-centre-table" style={{ width: '100%' }}>
      <thead>
        <tr>
          <th>{t('centre.name')}</th>
          <th style={{ textAlign: 'right' }}>{t('centre.size')}</th>
          <th>{t('centre.uploader')}</th>
          <th>{t('centre.time')}</th>
          <th>{t('centre.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.fileId}>
            <td>{row.originalName}</td>
            <td style={{ textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
              {formatFileSize(row.size)}
            </td>
            <td>{row.createBy}</td>
            <td>{dayjs(row.createTime).format('YYYY-MM-DD HH:mm:ss')}</td>
            <td>
              <AnchorButton
                variant="minimal"
                small
                icon="download"
                href={row.url}
                download={row.originalName}
                text={t('centre.download')}
                aria-label={t('centre.downloadNamed', { name: row.originalName })}
              />
              <Button
                variant="minimal"
                small
                intent="danger"
                icon="trash"
                text={t('centre.delete')}
                aria-label={t('centre.deleteNamed', { name: row.originalName })}
                onClick={() => onDelete(row)}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
