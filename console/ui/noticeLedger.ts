/** The toasts on screen, so a repeated message refreshes its toast instead of stacking another one. */
export type NoticeKind = 'error' | 'warning' | 'success';

export interface Notice {
  key: string;
  kind: NoticeKind;
  message: string;
  /** How many times the message was shown while its toast stayed up. */
  count: number;
}

export interface NoticeLedger {
  /** Newest first. */
  notices: readonly Notice[];
  nextId: number;
}

export interface ShowPlan {
  ledger: NoticeLedger;
  /** The toast to show or refresh (a known key refreshes). */
  notice: Notice;
  /** Older toasts to take down to stay within the limit. */
  dismissKeys: string[];
}

export const MAX_VISIBLE_NOTICES = 3;

export const emptyLedger = (): NoticeLedger => ({ notices: [], nextId: 1 });

/** Shows a message: the same kind and text already up counts one more; otherwise a new toast, dropping the oldest past `limit`. */
export const showNotice = (
  ledger: NoticeLedger,
  kind: NoticeKind,
  message: string,
  limit = MAX_VISIBLE_NOTICES,
): ShowPlan => {
  const same = ledger.notices.find((n) => n.kind === kind && n.message === message);
  if (same) {
    const notice = { ...same, count: same.count + 1 };
    const notices = [notice, ...ledger.notices.filter((n) => n.key !== same.key)];
    return { ledger: { ...ledger, notices }, notice, dismissKeys: [] };
  }
  const notice: Notice = { key: `notice-${ledger.nextId}`, kind, message, count: 1 };
  const all = [notice, ...ledger.notices];
  return {
    ledger: { notices: all.slice(0, limit), nextId: ledger.nextId + 1 },
    notice,
    dismissKeys: all.slice(limit).map((n) => n.key),
  };
};

/** Forgets a toast that went away (timed out, closed, or dropped). */
export const dropNotice = (ledger: NoticeLedger, key: string): NoticeLedger => ({
  ...ledger,
  notices: ledger.notices.filter((n) => n.key !== key),
});
