import { FormGroup, InputGroup, TextArea } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../ui/FormDialog';
import type { BucketsStore } from './model/BucketsStore';

/** Creates a bucket or edits one's name and description. */
export const BucketDialog = observer(function BucketDialog({ buckets }: { buckets: BucketsStore }) {
  const { t } = useTranslation('files');
  const draft = buckets.draft;
  if (!draft) return null;
  return (
    <FormDialog
      title={t(draft.bucketId ? 'buckets.editTitle' : 'buckets.createTitle')}
      width={440}
      isBusy={buckets.isSaving}
      onClose={() => buckets.cancelDraft()}
      onSubmit={() => void buckets.saveDraft()}
    >
      <FormGroup label={t('buckets.name')} labelFor="file-bucket-name">
        <InputGroup
          id="file-bucket-name"
          autoFocus
          value={draft.name}
          placeholder={draft.bucketId && !draft.name ? t('buckets.defaultName') : undefined}
          onChange={(e) => buckets.editDraft({ name: e.target.value })}
        />
      </FormGroup>
      <FormGroup label={t('buckets.description')} labelFor="file-bucket-description">
        <TextArea
          id="file-bucket-description"
          fill
          value={draft.description}
          onChange={(e) => buckets.editDraft({ description: e.target.value })}
        />
      </FormGroup>
    </FormDialog>
  );
});
