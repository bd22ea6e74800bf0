import { describe, expect, it } from 'vitest';
import { dropNotice, emptyLedger, showNotice, type NoticeLedger } from './noticeLedger';

const showAll = (messages: string[], kind: 'error' | 'success' = 'error') =>
  messages.reduce<{ ledger: NoticeLedger; dismissed: string[] }>(
    ({ ledger, dismissed }, message) => {
      const plan = showNotice(ledger, kind, message);
      return { ledger: plan.ledger, dismissed: [...dismissed, ...plan.dismissKeys] };
    },
    { ledger: emptyLedger(), dismissed: [] },
  );

describe('showNotice', () => {
  it('counts a message shown again while its toast is up, under the same key', () => {
    const first = showNotice(emptyLedger(), 'success', 'Saved');
    const second = showNotice(first.ledger, 'success', 'Saved');
    expect(second.notice).toEqual({ ...first.notice, count: 2 });
    expect(second.ledger.notices).toHaveLength(1);
    expect(second.dismissKeys).toEqual([]);
  });

  it('merges five repeats into one toast counting five', () => {
    const { ledger } = showAll(['boom', 'boom', 'boom', 'boom', 'boom']);
    expect(ledger.notices.map((n) => [n.message, n.count])).toEqual([['boom', 5]]);
  });

  it('keeps at most three toasts, dropping the oldest', () => {
    const { ledger, dismissed } = showAll(['a', 'b', 'c', 'd', 'e']);
    expect(ledger.notices.map((n) => n.message)).toEqual(['e', 'd', 'c']);
    expect(dismissed).toEqual(['notice-1', 'notice-2']);
  });

  it('treats the same text of another kind as a different toast', () => {
    const first = showNotice(emptyLedger(), 'error', 'Saved');
    const second = showNotice(first.ledger, 'success', 'Saved');
    expect(second.notice.key).not.toBe(first.notice.key);
    expect(second.ledger.notices).toHaveLength(2);
  });

  it('a refreshed toast becomes the newest, so it is dropped last', () => {
    const { ledger } = showAll(['a', 'b', 'c', 'a', 'd']);
    expect(ledger.notices.map((n) => n.message)).toEqual(['d', 'a', 'c']);
  });

  it('starts counting again once the toast went away', () => {
    const first = showNotice(emptyLedger(), 'error', 'boom');
    const again = showNotice(dropNotice(first.ledger, first.notice.key), 'error', 'boom');
    expect(again.notice.count).toBe(1);
    expect(again.notice.key).not.toBe(first.notice.key);
  });
});
