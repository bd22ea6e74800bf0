import { describe, expect, it } from 'vitest';
import { testDocument } from '../model/testDocument';
import { FlowEditor } from '../model/editor';
import { StageView } from './StageView';

function stageView() {
  const { doc } = testDocument();
  const flow = new FlowEditor(doc);
  flow.setScreen({ width: 1000, height: 800 });
  for (let step = 0; step < 30; step += 1) flow.addAfter(doc.root.id, 'approver');
  flow.view.setView({ zoom: 100, pan: { x: 500, y: 40 } });
  return { flow, view: new StageView(flow) };
}

const ids = (boxes: readonly { id: string }[]) => boxes.map((box) => box.id);

describe('StageView', () => {
  it('draws the screen first, then the margin around it', () => {
    const { flow, view } = stageView();
    expect(ids(view.items.boxes)).toEqual(ids(flow.visibleBoxes));
    view.addMargin();
    expect(view.margin).toEqual({ width: 500, height: 400 });
    const lowest = Math.max(...view.items.boxes.map((box) => box.y));
    expect(lowest).toBeGreaterThan(800);
    expect(lowest).toBeLessThan(1200);
    expect(ids(view.items.boxes)).toEqual(
      flow.layout.boxes.filter((box) => box.y + box.height > -440 && box.y < 1160).map((box) => box.id),
    );
  });

  it('keeps what it drew while the view moves, until it is committed', () => {
    const { flow, view } = stageView();
    const before = ids(view.items.boxes);
    flow.view.setPan({ x: 500, y: -1500 });
    expect(ids(view.items.boxes)).toEqual(before);
    expect(view.drawn.pan).toEqual({ x: 500, y: 40 });
    view.commit();
    expect(view.drawn).toEqual({ zoom: 100, pan: { x: 500, y: -1500 } });
    expect(ids(view.items.boxes)).toEqual(ids(flow.visibleBoxes));
    expect(ids(view.items.boxes)).not.toEqual(before);
  });
});
