import { describe, expect, it } from 'vitest';
import { addNodeCommand } from '../commands';
import { layoutFlow } from '../layout';
import { testDocument } from '../testDocument';
import { exportContent, exportFileName, planExport } from './exportPlan';

describe('planExport', () => {
  it('keeps a small flow at ratio 2 with a small margin and a title band', () => {
    const plan = planExport({ x: -110, y: 0, width: 220, height: 356 });
    expect(plan).toEqual({
      width: 252,
      height: 444,
      pixelRatio: 2,
      offsetX: 126,
      offsetY: 72,
      padding: 16,
      titleHeight: 56,
    });
  });
  it('widens the image for a title wider than the flow, with the flow centred', () => {
    const plan = planExport({ x: -110, y: 0, width: 220, height: 356 }, undefined, 400);
    expect(plan.width).toBe(400);
    expect(plan.offsetX).toBe(200);
  });
  it('caps the ratio of a huge flow under the side and area limits', () => {
    const plan = planExport({ x: 0, y: 0, width: 6000, height: 90_000 });
    expect(plan.height * plan.pixelRatio).toBeLessThanOrEqual(16_000);
    expect(plan.width * plan.height * plan.pixelRatio ** 2).toBeLessThanOrEqual(64_000_001);
  });
});

describe('exportContent', () => {
  it('draws a flow without its "add branch" pills, keeping the line they sat on', () => {
    const { doc } = testDocument();
    doc.run(addNodeCommand(doc, doc.root.id, 'branchGroup'));
    const layout = layoutFlow(doc.root);
    const pills = layout.boxes.filter((box) => box.kind === 'addBranch');
    expect(pills).toHaveLength(1);
    const content = exportContent(layout);
    expect(content.boxes.map((box) => box.kind)).not.toContain('addBranch');
    expect(content.boxes).toHaveLength(layout.boxes.length - 1);
    const pill = pills[0];
    if (!pill) throw new Error('no pill');
    const centre = pill.x + pill.width / 2;
    expect(content.edges).toContainEqual({ points: [centre, pill.y, centre, pill.y + pill.height / 2] });
  });

  it('bounds hug what is drawn: no room kept for the gap beside the outer branches', () => {
    const { doc } = testDocument();
    doc.run(addNodeCommand(doc, doc.root.id, 'branchGroup'));
    const layout = layoutFlow(doc.root);
    const content = exportContent(layout);
    const cards = layout.boxes.filter((box) => box.kind === 'node');
    const left = Math.min(...cards.map((box) => box.x));
    const right = Math.max(...cards.map((box) => box.x + box.width));
    expect(content.bounds.x).toBe(left);
    expect(content.bounds.x + content.bounds.width).toBe(right);
    expect(content.bounds.width).toBeLessThan(layout.bounds.width);
    expect(content.bounds.y).toBe(0);
    expect(content.bounds.height).toBe(layout.bounds.height);
  });

  it('a single start node: its card, line and end node', () => {
    const content = exportContent(layoutFlow(testDocument().doc.root));
    expect(content.bounds).toEqual({ x: -110, y: 0, width: 220, height: 196 });
  });
});

describe('exportFileName', () => {
  it('names the file after the flow', () => {
    expect(exportFileName('Leave: annual/sick', 'flow')).toBe('Leave_ annual_sick.jpg');
    expect(exportFileName('  ', 'flow')).toBe('flow.jpg');
  });
});
