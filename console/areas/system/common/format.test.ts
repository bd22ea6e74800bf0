import { describe, expect, it } from 'vitest';
import { formatTime, orDash, phoneCell } from './format';

describe('list formatting', () => {
  it('masks phones keeping the first 3 and last 4 digits', () => {
    expect(phoneCell('13912345678')).toBe('139****5678');
    expect(phoneCell('')).toBe('--');
  });
  it('formats times as YYYY-MM-DD HH:mm:ss and empties as --', () => {
    expect(formatTime(null)).toBe('--');
    expect(formatTime('2026-11-21T09:05:07')).toBe('2026-11-21 09:05:07');
  });
  it('writes times the way the UI language does, in the one console format', () => {
    expect(formatTime('2026-11-21T09:05:07', 'en_US')).toBe('2026-11-21 09:05:07');
    expect(formatTime('2026-11-21T09:05:07', 'zh_CN')).toBe('2026-11-21 09:05:07');
    expect(formatTime('2026-11-21T09:05:07', 'ar_EG')).toBe('2026-11-21 09:05:07');
    expect(formatTime('2026-11-21T09:05:07', 'xx')).toBe('2026-11-21 09:05:07');
  });
  it('shows -- for blank text', () => {
    expect(orDash('  ')).toBe('--');
    expect(orDash('x')).toBe('x');
  });
});
