import { useEffect, useState } from 'react';
import { Intent, ProgressBar } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { api } from '@shared/api';
import type { StorageUsageData } from '@shared/api/modules/files';
import { usageFigures } from '@shared/files';
import { useStores } from '../../app/storeContext';

export interface StorageUsageProps {
  /** Changes whenever the file list may have changed (upload, delete, refresh). */
  refreshKey: number;
}

const intentFor = (fraction: number) =>
  fraction >= 0.95 ? Intent.DANGER : fraction >= 0.8 ? Intent.WARNING : Intent.PRIMARY;

/** The tenant's storage against its quota: "x MB of y MB used" over a progress bar. */
export function StorageUsage({ refreshKey }: StorageUsageProps) {
  const { t } = useTranslation('files');
  const { client } = useStores();
  const [usage, setUsage] = useState<StorageUsageData | null>(null);

  useEffect(() => {
    let isLive = true;
    client
      .call(api.files.usage, {})
      .then((data) => isLive && setUsage(data))
      .catch(() => undefined);
    return () => {
      isLive = false;
    };
  }, [client, refreshKey]);

  if (!usage) return null;
  const figures = usageFigures(usage.usedBytes, usage.quotaBytes);
  const text = t('centre.usage', { used: figures.used, quota: figures.quota });
  return (
    <div
      className="file-centre-usage"
      style={{ display: 'flex', alignItems: 'center', gap: 12, marginBottom: 12 }}
    >
      <div
        role="meter"
        aria-label={t('centre.storage')}
        aria-valuemin={0}
        aria-valuemax={usage.quotaBytes}
        aria-valuenow={usage.usedBytes}
        aria-valuetext={text}
        style={{ flex: '0 0 200px' }}
      >
        <ProgressBar
          value={figures.fraction}
          intent={intentFor(figures.fraction)}
          animate={false}
          stripes={false}
        />
      </div>
      <span>{text}</span>
    </div>
  );
}
