/** What the last image export produced when it was not one plain image (tiles in a zip, or a failure). */
import { Button, Callout, Intent } from '@blueprintjs/core';
import type { FlowT } from '../useFlowT';

export interface ExportNoticeProps {
  notice: { text: string; isError: boolean } | null;
  t: FlowT;
  onClose(): void;
}

export function ExportNotice({ notice, t, onClose }: ExportNoticeProps) {
  // the live region stays in place, so a notice that appears in it is read out
  return (
    <div className="flow-export-notice" role="status" aria-live="polite">
      {notice && (
        <div className="flow-export-card">
          <Callout
            className="flow-export-callout"
            intent={notice.isError ? Intent.DANGER : Intent.PRIMARY}
            icon={notice.isError ? 'error' : 'media'}
            compact
          >
            <span>{notice.text}</span>
            <Button
              variant="minimal"
              size="small"
              icon="cross"
              aria-label={t('common.close')}
              onClick={onClose}
            />
          </Callout>
        </div>
      )}
    </div>
  );
}
