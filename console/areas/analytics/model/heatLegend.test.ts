import { describe, expect, it } from 'vitest';
import type { HeatScale } from './diagnosisFigures';
import { formatDurationRange, heatLegend } from './heatLegend';

const scale = (mid: number, high: number): HeatScale => ({ mid, high, levels: {}, slowestId: null });

describe('the diagnosis legend', () => {
  it('reads a range in one unit once', () => {
    expect(formatDurationRange(156, 186, 'en_US')).toBe('2.6–3.1 minutes');
    expect(formatDurationRange(156, 186, 'zh_CN')).toBe('2.6-3.1分钟');
  });

  it('shows close thresholds with the decimals that tell them apart, never "2.6 minutes to 2.6 minutes"', () => {
    const legend = heatLegend(scale(155, 158), 'en_US');
    expect(legend).toEqual({
      low: { limit: '2.58 minutes' },
      mid: { range: '2.58–2.63 minutes' },
      high: { limit: '2.63 minutes' },
    });
  });

  it('names both units when the range crosses one', () => {
    expect(formatDurationRange(50 * 60, 2.1 * 3_600, 'en_US')).toBe('50 minutes – 2.1 hours');
  });

  it('leaves out the bands no node can fall in when every node waits the same', () => {
    expect(heatLegend(scale(156, 156), 'en_US')).toEqual({
      low: { limit: '2.6 minutes' },
      mid: null,
      high: null,
    });
  });

  it('writes Arabic digits for an Arabic reader', () => {
    expect(heatLegend(scale(3_600, 7_200), 'ar_EG').mid).toEqual({ range: '١–٢ ساعة' });
  });
});
