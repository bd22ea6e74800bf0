import { Intent, ProgressBar } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { StorageUsageData } from '@shared/api/modules/files';
import { usageFigures } from '@shared/files';

export interface StorageUsageProps {
  /** The tenant's usage (nothing shows until it is known). */
  usage: StorageUsageData | undefined;
}

const intentFor = (fraction: number) =>
  fraction >= 0.95 ? Intent.DANGER : fraction >= 0.8 ? Intent.WARNING : Intent.PRIMARY;

/** The tenant's storage against its quota: "x MB of y MB used" over a progress bar. */
export function StorageUsage({ usage }: StorageUsageProps) {
  const { t } = useTranslation('files');
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
          aria-hidden
        />
      </div>
      <span>{text}</span>
    </div>
  );
}
