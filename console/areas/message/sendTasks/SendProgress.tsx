import { useTranslation } from 'react-i18next';
import type { SendTaskViewRow } from '@shared/api/modules/messaging/channelSchemas';

/**
 * A task's progress as one bar in three parts — sent, failed, still to send — with the counts beside it. The bar
 * fills from the inline start, so it reads the right way in a right-to-left language.
 */
export function SendProgress({ counts }: { counts: SendTaskViewRow['counts'] }) {
  const { t } = useTranslation('messaging');
  const pending = counts.pending + counts.sending;
  const total = Math.max(counts.total, 1);
  const done = counts.sent + counts.failed + counts.cancelled;
  const share = (n: number) => `${(100 * n) / total}%`;
  const summary = t('ui.progress.summary', { sent: counts.sent, failed: counts.failed, pending });
  return (
    <div className="send-progress">
      <div
        className="send-progress-bar"
        role="progressbar"
        aria-label={t('ui.progress.label')}
        aria-valuemin={0}
        aria-valuemax={counts.total}
        aria-valuenow={done}
        aria-valuetext={summary}
      >
        <span className="send-progress-sent" style={{ inlineSize: share(counts.sent) }} />
        <span className="send-progress-failed" style={{ inlineSize: share(counts.failed) }} />
        <span className="send-progress-cancelled" style={{ inlineSize: share(counts.cancelled) }} />
      </div>
      <small className="send-progress-counts" data-testid="progress-counts">
        {summary}
      </small>
    </div>
  );
}
