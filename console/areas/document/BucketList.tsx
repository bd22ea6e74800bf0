import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../app/storeContext';
import { useModel } from '../../app/useModel';
import { ConfirmDialog } from '../../layout/ConfirmDialog';
import { BucketDialog } from './BucketDialog';
import { BucketPane } from './BucketPane';
import { FolderDialog } from './FolderDialog';
import { FolderPane } from './FolderPane';
import { MoveDialog } from './MoveDialog';
import { FileCentreStore } from './model/FileCentreStore';
import { httpUploader } from './model/uploadFile';
import './fileCentre.css';

/**
 * The file centre (console spec §2.3 "Document center: bucket list, download, management"): buckets beside the open
 * folder; folders and files in it, upload into it, move, download, delete with confirmation.
 */
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
  const { toDelete, buckets } = centre;
  useEffect(() => {
    void centre.start();
  }, [centre]);

  return (
    <div className="file-centre file-centre-layout">
      <BucketPane buckets={buckets} />
      <FolderPane centre={centre} />
      <BucketDialog buckets={buckets} />
      <FolderDialog centre={centre} />
      <MoveDialog move={centre.move} buckets={buckets} />
      <ConfirmDialog
        isOpen={toDelete !== undefined}
        title={t(toDelete?.kind === 'folder' ? 'folders.deleteTitle' : 'centre.deleteTitle')}
        confirmText={t('centre.delete')}
        cancelText={t('common:cancel')}
        intent="danger"
        onConfirm={() => void centre.confirmDelete()}
        onCancel={() => centre.cancelDelete()}
      >
        {toDelete?.kind === 'folder'
          ? t('folders.deleteConfirm', { name: toDelete.folder.name })
          : t('centre.deleteConfirm', { name: toDelete?.file.originalName ?? '' })}
      </ConfirmDialog>
      <ConfirmDialog
        isOpen={buckets.toDelete !== undefined}
        title={t('buckets.deleteTitle')}
        confirmText={t('centre.delete')}
        cancelText={t('common:cancel')}
        intent="danger"
        onConfirm={() => void buckets.confirmDelete()}
        onCancel={() => buckets.cancelDelete()}
      >
        {t('buckets.deleteConfirm', { name: buckets.toDelete ? buckets.labelOf(buckets.toDelete) : '' })}
      </ConfirmDialog>
    </div>
  );
});

export default BucketList;
