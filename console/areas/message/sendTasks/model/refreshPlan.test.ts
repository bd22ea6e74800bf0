import { describe, expect, it } from 'vitest';
import { REFRESH_MS } from './RefreshTimer';
import { nextRefreshMs, SCHEDULED_MAX_WAIT_MS } from './refreshPlan';

const NOW = Date.parse('2026-11-26T10:00:00Z');
const at = (minutes: number) => new Date(NOW + minutes * 60_000).toISOString();

describe('nextRefreshMs', () => {
  it('follows a task being sent every refresh interval', () => {
    expect(
      nextRefreshMs(
        [
          { status: 'done', sendAt: null },
          { status: 'sending', sendAt: at(-1) },
        ],
        NOW,
      ),
    ).toBe(REFRESH_MS);
  });

  it('looks again soon at a task made to go now that no worker has started yet', () => {
    expect(nextRefreshMs([{ status: 'scheduled', sendAt: at(0) }], NOW)).toBe(REFRESH_MS);
    expect(nextRefreshMs([{ status: 'scheduled', sendAt: null }], NOW)).toBe(REFRESH_MS);
  });

  it('looks again just after the soonest send time, at most ten minutes away', () => {
    expect(nextRefreshMs([{ status: 'scheduled', sendAt: at(3) }], NOW)).toBe(3 * 60_000 + 1000);
    expect(
      nextRefreshMs(
        [
          { status: 'scheduled', sendAt: at(8) },
          { status: 'scheduled', sendAt: at(5) },
        ],
        NOW,
      ),
    ).toBe(5 * 60_000 + 1000);
    expect(nextRefreshMs([{ status: 'scheduled', sendAt: at(60 * 24) }], NOW)).toBe(SCHEDULED_MAX_WAIT_MS);
  });

  it('stops when nothing on the screen will move', () => {
    expect(
      nextRefreshMs(
        [
          { status: 'done', sendAt: at(-5) },
          { status: 'cancelled', sendAt: at(5) },
        ],
        NOW,
      ),
    ).toBeUndefined();
  });
});
