import { Button, Icon } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { FolderContentsData } from '@shared/api/modules/fileFolders';

export interface FolderPathProps {
  bucketLabel: string;
  path: FolderContentsData['path'];
  onOpen: (folderId: string) => void;
}

/** The open folder's path as a breadcrumb: the bucket, then each folder; every step but the last opens it. */
export function FolderPath({ bucketLabel, path, onOpen }: FolderPathProps) {
  const { t } = useTranslation('files');
  const steps = [{ folderId: '', name: bucketLabel }, ...path];
  return (
    <nav aria-label={t('folders.path')}>
      <ol className="file-path">
        {steps.map((step, index) => {
          const isLast = index === steps.length - 1;
          return (
            <li key={step.folderId || 'top'}>
              {index > 0 && (
                <Icon icon="chevron-right" size={12} className="file-path-separator" aria-hidden />
              )}
              {isLast ? (
                <strong aria-current="location" style={{ padding: '0 6px' }}>
                  {step.name}
                </strong>
              ) : (
                <Button variant="minimal" small text={step.name} onClick={() => onOpen(step.folderId)} />
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
