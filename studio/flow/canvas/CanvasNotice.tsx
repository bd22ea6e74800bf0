/**
 * A short notice in the canvas' bottom-left corner (the mini-map keeps the right one) when a gesture did
 * nothing, e.g. a copy of something that is not copied. The live region has already read it out; this shows it, for a few seconds or until closed.
 */
import { useEffect } from 'react';
import { Button } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import type { Announcer } from '../model/editor';
import type { FlowT } from '../useFlowT';

/** How long a notice stays, in ms. */
const NOTICE_MS = 5000;

export interface CanvasNoticeProps {
  announcer: Announcer;
  t: FlowT;
}

export const CanvasNotice = observer(function CanvasNotice({ announcer, t }: CanvasNoticeProps) {
  const { notice, noticeCount } = announcer;
  useEffect(() => {
    if (notice === '') return;
    const timer = window.setTimeout(() => announcer.dismissNotice(), NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [announcer, notice, noticeCount]);
  if (notice === '') return null;
  return (
    <div className="flow-notice" data-testid="flow-notice">
      <span>{notice}</span>
      <Button
        variant="minimal"
        size="small"
        icon="cross"
        aria-label={t('common.close')}
        onClick={() => announcer.dismissNotice()}
      />
    </div>
  );
});
