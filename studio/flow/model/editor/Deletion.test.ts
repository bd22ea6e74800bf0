import { describe, expect, it } from 'vitest';
import { Deletion } from './Deletion';
import { Selection } from './Selection';
import { addChain, testContext } from './testContext';
import { Viewport } from './Viewport';

function setup(isReadOnly = false) {
  const { context, doc, view } = testContext({ isReadOnly });
  return { deletion: new Deletion(context, new Selection(context, new Viewport(context))), doc, view };
}

describe('Deletion', () => {
  it('asks first; cancel keeps the node', () => {
    const { deletion, doc } = setup();
    const [cc] = addChain(doc, 'cc');
    deletion.ask(cc ?? '');
    expect(deletion.pendingId).toBe(cc);
    deletion.cancel();
    expect(deletion.pendingId).toBe('');
    expect(deletion.confirm()).toBe(false);
    expect(doc.root.childNode?.id).toBe(cc);
  });

  it('deletes on confirmation as one step and drops the selection that went with it', () => {
    const { deletion, doc, view } = setup();
    const [cc] = addChain(doc, 'cc');
    view.select(cc ?? '');
    deletion.ask(cc ?? '');
    expect(deletion.confirm()).toBe(true);
    expect(doc.root.childNode).toBeNull();
    expect(view.selectedId).toBe('');
    expect(deletion.pendingId).toBe('');
    expect(doc.history.undoCount).toBe(1);
  });

  it('never asks for the start node, an unknown node, or in a read-only flow', () => {
    const { deletion, doc } = setup();
    deletion.ask(doc.root.id);
    deletion.ask('nope');
    expect(deletion.pendingId).toBe('');
    const readOnly = setup(true);
    const [cc] = addChain(readOnly.doc, 'cc');
    readOnly.deletion.ask(cc ?? '');
    expect(readOnly.deletion.pendingId).toBe('');
  });
});
