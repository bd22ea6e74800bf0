import { FormGroup, InputGroup } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../ui/FormDialog';
import type { FileCentreStore } from './model/FileCentreStore';

/** Creates a folder in the open one, or renames a folder. */
export const FolderDialog = observer(function FolderDialog({ centre }: { centre: FileCentreStore }) {
  const { t } = useTranslation('files');
  const draft = centre.folderDraft;
  if (!draft) return null;
  return (
    <FormDialog
      title={t(draft.folderId ? 'folders.renameTitle' : 'folders.createTitle')}
      width={400}
      isBusy={centre.isSavingFolder}
      onClose={() => centre.cancelFolderDraft()}
      onSubmit={() => void centre.saveFolder()}
    >
      <FormGroup label={t('folders.name')} labelFor="file-folder-name">
        <InputGroup
          id="file-folder-name"
          autoFocus
          value={draft.name}
          onChange={(e) => centre.editFolderName(e.target.value)}
        />
      </FormGroup>
    </FormDialog>
  );
});
