import { FormGroup, HTMLSelect, Radio, RadioGroup, Spinner } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../ui/FormDialog';
import type { BucketsStore } from './model/BucketsStore';
import type { MoveStore } from './model/MoveStore';

/** Moves files: choose the target bucket, then a folder of it (or its top level). */
export const MoveDialog = observer(function MoveDialog({
  move,
  buckets,
}: {
  move: MoveStore;
  buckets: BucketsStore;
}) {
  const { t } = useTranslation('files');
  if (!move.isOpen) return null;
  const bucket = buckets.rows.find((b) => b.bucketId === move.bucketId);
  return (
    <FormDialog
      title={t('move.title', { name: move.files.map((f) => f.originalName).join(', ') })}
      width={440}
      isBusy={move.isMoving}
      submitText={t('move.confirm')}
      onClose={() => move.close()}
      onSubmit={() => void move.confirm()}
    >
      <FormGroup label={t('move.bucket')} labelFor="file-move-bucket">
        <HTMLSelect
          id="file-move-bucket"
          fill
          value={move.bucketId}
          options={buckets.rows.map((b) => ({ value: b.bucketId, label: buckets.labelOf(b) }))}
          onChange={(e) => void move.chooseBucket(e.target.value)}
        />
      </FormGroup>
      {move.tree.isLoading ? (
        <Spinner size={20} aria-label={t('move.loading')} />
      ) : (
        <RadioGroup
          className="file-move-choices"
          label={t('move.folder')}
          selectedValue={move.folderId}
          onChange={(e) => move.chooseFolder(e.currentTarget.value)}
        >
          <Radio value="" label={t('move.top', { name: bucket ? buckets.labelOf(bucket) : '' })} />
          {move.choices.map((choice) => (
            <Radio
              key={choice.folderId}
              value={choice.folderId}
              label={choice.name}
              style={{ paddingInlineStart: 26 + choice.depth * 16 }}
            />
          ))}
        </RadioGroup>
      )}
    </FormDialog>
  );
});
