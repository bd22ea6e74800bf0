import { Intent, OverlayToaster, Position, type Toaster } from '@blueprintjs/core';
import { MAX_VISIBLE_NOTICES, dropNotice, emptyLedger, showNotice, type NoticeKind } from './noticeLedger';

import type { Notifier } from '../app/model/ModelDeps';

export type { Notifier };

/** The text of a toast whose message came `count` times, e.g. "Saved (×2)". */
export type RepeatFormat = (message: string, count: number) => string;

const LOOKS = {
  error: { intent: Intent.DANGER, icon: 'error' },
  warning: { intent: Intent.WARNING, icon: 'warning-sign' },
  success: { intent: Intent.SUCCESS, icon: 'tick-circle' },
} as const;

const TIMEOUT_MS = 4000;

/**
 * Toast notices: at most three at a time, and a message shown again while its toast is up refreshes that toast
 * with a count. Blueprint 6 creates its toaster asynchronously, so the first notice waits for it.
 */
export const createNotifier = (formatRepeat: RepeatFormat): Notifier => {
  let toaster: Promise<Toaster> | undefined;
  let ledger = emptyLedger();
  const show = (kind: NoticeKind, message: string) => {
    const plan = showNotice(ledger, kind, message);
    ledger = plan.ledger;
    const { notice } = plan;
    toaster ??= OverlayToaster.create({ position: Position.TOP, maxToasts: MAX_VISIBLE_NOTICES });
    void toaster.then((t) => {
      plan.dismissKeys.forEach((key) => t.dismiss(key));
      t.show(
        {
          ...LOOKS[kind],
          message: notice.count > 1 ? formatRepeat(message, notice.count) : message,
          // A toast restarts its timer when its timeout changes, so each repeat keeps it up for the full time again.
          timeout: TIMEOUT_MS + notice.count,
          onDismiss: () => {
            ledger = dropNotice(ledger, notice.key);
          },
        },
        notice.key,
      );
    });
  };
  return {
    error: (message) => show('error', message),
    warning: (message) => show('warning', message),
    success: (message) => show('success', message),
  };
};
