import { Button, Card, H5, Spinner, Tag } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { BucketsStore } from './model/BucketsStore';

/** The bucket list (console spec §2.3 "Document center: bucket list"): choose, create, edit, delete. */
export const BucketPane = observer(function BucketPane({ buckets }: { buckets: BucketsStore }) {
  const { t } = useTranslation('files');
  return (
    <Card className="file-centre-buckets">
      <div style={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 8, marginBottom: 8 }}>
        <H5 id="file-buckets-title" style={{ margin: 0, flex: 1 }}>
          {t('buckets.title')}
        </H5>
        <Button
          small
          icon="add"
          text={t('buckets.create')}
          style={{ whiteSpace: 'nowrap' }}
          onClick={() => buckets.startCreate()}
        />
      </div>
      {buckets.list.value === undefined ? (
        <Spinner size={20} aria-label={t('buckets.loading')} />
      ) : (
        <ul className="file-bucket-list" aria-labelledby="file-buckets-title">
          {buckets.rows.map((bucket) => {
            const label = buckets.labelOf(bucket);
            const isSelected = bucket.bucketId === buckets.selectedId;
            return (
              <li key={bucket.bucketId} className="file-bucket-row">
                <Button
                  className="file-bucket-pick"
                  variant="minimal"
                  alignText="start"
                  icon={isSelected ? 'folder-open' : 'folder-close'}
                  active={isSelected}
                  aria-current={isSelected ? 'true' : undefined}
                  title={[label, bucket.description].filter(Boolean).join('\n')}
                  onClick={() => buckets.select(bucket.bucketId)}
                >
                  <span className="file-bucket-name" dir="auto">
                    {label}
                  </span>
                  <span className="file-bucket-counts">
                    {t('buckets.counts', { folders: bucket.folderCount, files: bucket.fileCount })}
                  </span>
                </Button>
                {bucket.isDefault && bucket.name && <Tag minimal>{t('buckets.defaultTag')}</Tag>}
                <Button
                  variant="minimal"
                  small
                  icon="edit"
                  aria-label={t('buckets.editNamed', { name: label })}
                  title={t('buckets.edit')}
                  onClick={() => buckets.startRename(bucket)}
                />
                {!bucket.isDefault && (
                  <Button
                    variant="minimal"
                    small
                    intent="danger"
                    icon="trash"
                    aria-label={t('buckets.deleteNamed', { name: label })}
                    title={t('buckets.delete')}
                    onClick={() => buckets.askDelete(bucket)}
                  />
                )}
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
});
