import { describe, expect, it } from 'vitest';
import { collectIds, countNodes } from '@shared/flow/tree';
import { NodeType } from '@shared/flow/types';
import { validateFlow } from '@shared/flow/validateFlow';
import { setConditionsCommand } from '../commands';
import { testDocument } from '../testDocument';
import { FlowEditor } from './FlowEditor';

function editor() {
  const { doc, clock } = testDocument();
  const flow = new FlowEditor(doc);
  flow.setScreen({ width: 1000, height: 800 });
  return { flow, doc, clock };
}

describe('FlowEditor', () => {
  it('adds after a slot and selects the new node', () => {
    const { flow, doc } = editor();
    flow.openAddMenu(doc.root.id);
    flow.addAfter(doc.root.id, 'approver');
    expect(flow.addMenuAfterId).toBe('');
    expect(flow.view.selectedId).toBe(doc.root.childNode?.id);
    expect(flow.problems.map((problem) => problem.messageKey)).toEqual(['validation.noAssignee']);
  });

  it('lists the problems validateFlow finds, with the bound form fields, as the flow changes', () => {
    const { flow, doc } = editor();
    flow.addAfter(doc.root.id, 'branchGroup');
    flow.addAfter(doc.root.id, 'cc');
    const branch = doc.root.childNode?.childNode?.conditionNodes?.[0];
    doc.run(
      setConditionsCommand(doc, branch?.id ?? '', [
        [{ label: 'Size', field: 'size', operator: 'gt', value: '2' }],
      ]),
    );
    expect(flow.problems).toEqual(validateFlow(doc.root));
    flow.setFields([{ key: 'days', label: 'Days', type: 'number' }]);
    expect(flow.problems).toEqual(validateFlow(doc.root, { fields: flow.fields }));
    expect(flow.problems.map((problem) => problem.messageKey)).toContain('validation.unknownField');
    const outlined = () => flow.layout.boxes.filter((box) => flow.hasProblem(box)).map((box) => box.id);
    const listed = () =>
      flow.layout.boxes
        .filter((box) => flow.problems.some((problem) => problem.nodeId === box.id))
        .map((box) => box.id);
    expect(outlined()).toEqual(listed());
    flow.undo();
    expect(flow.problems).toEqual(validateFlow(doc.root, { fields: flow.fields }));
    expect(outlined()).toEqual(listed());
  });

  it('shows only what touches the screen and follows pans', () => {
    const { flow, doc } = editor();
    for (let step = 0; step < 12; step += 1) flow.addAfter(doc.root.id, 'approver');
    flow.view.setView({ zoom: 100, pan: { x: 500, y: 40 } });
    const ids = () => flow.visibleBoxes.map((box) => box.id);
    expect(ids()).toEqual(
      flow.layout.boxes.filter((box) => box.y + box.height > -40 && box.y < 760).map((box) => box.id),
    );
    expect(flow.visibleSlots.every((slot) => slot.y > -56 && slot.y < 776)).toBe(true);
    flow.view.setPan({ x: 500, y: -1200 });
    expect(ids()).toEqual(
      flow.layout.boxes.filter((box) => box.y + box.height > 1200 && box.y < 2000).map((box) => box.id),
    );
    expect(flow.visibleEdges.length).toBeGreaterThan(0);
  });

  it('deletes only after confirmation, and cancel keeps the node', () => {
    const { flow, doc } = editor();
    flow.addAfter(doc.root.id, 'cc');
    const id = doc.root.childNode?.id ?? '';
    flow.askDelete(id);
    expect(flow.pendingDeleteId).toBe(id);
    flow.cancelDelete();
    expect(doc.root.childNode?.id).toBe(id);
    flow.runKey('delete');
    flow.confirmDelete();
    expect(doc.root.childNode).toBeNull();
    expect(flow.view.selectedId).toBe('');
    flow.askDelete(doc.root.id);
    expect(flow.pendingDeleteId).toBe('');
  });

  it('copies a group and pastes it with new ids', () => {
    const { flow, doc } = editor();
    flow.addAfter(doc.root.id, 'parallelGroup');
    flow.runKey('copy');
    flow.runKey('paste');
    expect(countNodes(doc.root, (node) => node.type === NodeType.Merge)).toBe(2);
    expect(collectIds(doc.root).size).toBe(countNodes(doc.root));
  });

  it('undoes and redoes ten steps', () => {
    const { flow, doc, clock } = editor();
    for (let step = 0; step < 10; step += 1) {
      flow.addAfter(doc.root.id, step % 2 === 0 ? 'approver' : 'cc');
      clock.advance(500);
    }
    expect(countNodes(doc.root)).toBe(11);
    for (let step = 0; step < 10; step += 1) flow.runKey('undo');
    expect(countNodes(doc.root)).toBe(1);
    for (let step = 0; step < 10; step += 1) flow.runKey('redo');
    expect(countNodes(doc.root)).toBe(11);
  });

  it('renames in place, ignoring an empty name', () => {
    const { flow, doc } = editor();
    flow.addAfter(doc.root.id, 'approver');
    const id = doc.root.childNode?.id ?? '';
    flow.startRename(id);
    flow.finishRename('  ');
    expect(doc.root.childNode?.nodeName).toBe('node.approver');
    flow.startRename(id);
    flow.finishRename('Manager');
    expect(doc.root.childNode?.nodeName).toBe('Manager');
  });

  it('zooms within 50..200, fits and moves the selection with arrows', () => {
    const { flow, doc } = editor();
    for (let step = 0; step < 6; step += 1) flow.zoomBy(1);
    expect(flow.view.zoom).toBe(200);
    for (let step = 0; step < 9; step += 1) flow.zoomBy(-1);
    expect(flow.view.zoom).toBe(50);
    flow.addAfter(doc.root.id, 'approver');
    flow.select(doc.root.id);
    flow.runKey('down');
    expect(flow.view.selectedId).toBe(doc.root.childNode?.id);
    flow.fit();
    expect(flow.view.zoom).toBe(100);
    expect(flow.visibleBoxes.length).toBe(3);
  });

  it('drags a node to another slot as one history entry', () => {
    const { flow, doc } = editor();
    flow.addAfter(doc.root.id, 'cc');
    flow.addAfter(doc.root.id, 'approver');
    doc.history.clear();
    const approver = doc.root.childNode?.id ?? '';
    const cc = doc.root.childNode?.childNode?.id ?? '';
    flow.startDrag(approver);
    expect(flow.endDrag(cc)).toBe(true);
    expect(doc.root.childNode?.id).toBe(cc);
    expect(doc.history.undoCount).toBe(1);
    flow.startDrag(approver);
    expect(flow.endDrag(null)).toBe(false);
  });
});
