import { describe, expect, it } from 'vitest';
import { loadModelContent } from '@shared/flow/modelContent';
import { collectIds, countNodes } from '@shared/flow/tree';
import { NodeType } from '@shared/flow/types';
import { addNodeCommand, deleteNodeCommand } from './commands/nodeCommands';
import { FlowDocument } from './FlowDocument';
import { FlowSelectionStore } from './FlowSelectionStore';
import { testDocument } from './testDocument';

describe('FlowDocument', () => {
  it('starts with an initiator node and undo/redo off', () => {
    const { doc } = testDocument();
    expect(doc.root).toMatchObject({ type: NodeType.Start, nodeName: 'node.initiator' });
    expect([doc.canUndo, doc.canRedo]).toEqual([false, false]);
  });

  it('saves without UI-only state and loads back', () => {
    const { doc } = testDocument();
    doc.run(addNodeCommand(doc, doc.root.id, 'approver'));
    const saved = doc.toModelContent();
    expect(JSON.stringify(saved)).not.toContain('"status"');
    const loaded = loadModelContent(JSON.stringify(saved));
    expect(loaded.ok && loaded.root).toEqual(saved);
    const { doc: reopened } = testDocument(loaded.ok ? { root: loaded.root } : {});
    expect(reopened.root.childNode?.type).toBe(NodeType.Approver);
  });

  it('gives new nodes ids unused in the tree and its history, even from a stuck random source', () => {
    const { doc } = testDocument();
    const stuck = new FlowDocument({ t: doc.t, clock: () => 7, random: () => 0.5 });
    for (let step = 0; step < 5; step += 1) stuck.run(addNodeCommand(stuck, stuck.root.id, 'approver'));
    const removed = stuck.root.childNode?.id ?? '';
    stuck.run(deleteNodeCommand(stuck, removed));
    stuck.run(addNodeCommand(stuck, stuck.root.id, 'cc'));
    expect(collectIds(stuck.root).size).toBe(countNodes(stuck.root));
    expect(collectIds(stuck.root).has(removed)).toBe(false);
    stuck.undo();
    stuck.undo();
    expect(collectIds(stuck.root).size).toBe(countNodes(stuck.root));
  });

  it('bumps the revision on every tree change, including undo', () => {
    const { doc } = testDocument();
    doc.run(addNodeCommand(doc, doc.root.id, 'cc'));
    doc.undo();
    expect(doc.revision).toBe(2);
  });
});

describe('FlowSelectionStore', () => {
  it('keeps selection and zoom out of the document history', () => {
    const { doc } = testDocument();
    const view = new FlowSelectionStore();
    view.select(doc.root.id);
    view.zoomIn();
    expect(doc.canUndo).toBe(false);
    expect([view.selectedId, view.zoom]).toEqual([doc.root.id, 125]);
  });

  it('zooms between 50 and 200 by 25 and resets to 100', () => {
    const view = new FlowSelectionStore();
    for (let step = 0; step < 10; step += 1) view.zoomOut();
    expect([view.zoom, view.canZoomOut]).toEqual([50, false]);
    view.setZoom(260);
    expect([view.zoom, view.canZoomIn]).toEqual([200, false]);
    view.panBy(10, -5);
    view.resetView();
    expect([view.zoom, view.pan]).toEqual([100, { x: 0, y: 0 }]);
  });

  it('drops a selection whose node is gone', () => {
    const view = new FlowSelectionStore();
    view.select('gone');
    view.keepOnly(() => false);
    expect(view.hasSelection).toBe(false);
  });
});
