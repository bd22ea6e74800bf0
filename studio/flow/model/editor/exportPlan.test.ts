import { describe, expect, it } from 'vitest';
import { exportFileName, planExport } from './exportPlan';

describe('planExport', () => {
  it('keeps a small flow at ratio 2 with padding and a title band', () => {
    const plan = planExport({ x: -110, y: 0, width: 220, height: 356 });
    expect(plan).toEqual({
      width: 300,
      height: 492,
      pixelRatio: 2,
      offsetX: 150,
      offsetY: 96,
      titleHeight: 56,
    });
  });
  it('caps the ratio of a huge flow under the side and area limits', () => {
    const plan = planExport({ x: 0, y: 0, width: 6000, height: 90_000 });
    expect(plan.height * plan.pixelRatio).toBeLessThanOrEqual(16_000);
    expect(plan.width * plan.height * plan.pixelRatio ** 2).toBeLessThanOrEqual(64_000_001);
  });
});

describe('exportFileName', () => {
  it('names the file after the flow', () => {
    expect(exportFileName('Leave: annual/sick', 'flow')).toBe('Leave_ annual_sick.jpg');
    expect(exportFileName('  ', 'flow')).toBe('flow.jpg');
  });
});
