import { describe, expect, it } from 'vitest';
import { Selection } from './Selection';
import { addChain, testContext } from './testContext';
import { Viewport } from './Viewport';

function setup() {
  const { context, doc, view } = testContext();
  const viewport = new Viewport(context);
  viewport.setScreen({ width: 1000, height: 800 });
  return { selection: new Selection(context, viewport), doc, view };
}

describe('Selection', () => {
  it('selects, tells the node and clears', () => {
    const { selection, doc } = setup();
    selection.select(doc.root.id);
    expect(selection.selectedId).toBe(doc.root.id);
    expect(selection.node).toBe(doc.root);
    selection.clear();
    expect(selection.node).toBeUndefined();
  });

  it('focuses a card by selecting it and centring the view on it, and ignores the end pill', () => {
    const { selection, doc, view } = setup();
    const [approver] = addChain(doc, 'approver');
    selection.focus(approver ?? '');
    expect(selection.selectedId).toBe(approver);
    expect(view.pan.x).toBe(500);
    selection.focus('');
    expect(selection.selectedId).toBe(approver);
  });

  it('moves with the arrows from card to card, starting at the first', () => {
    const { selection, doc } = setup();
    const [approver, cc] = addChain(doc, 'approver', 'cc');
    selection.move('down');
    expect(selection.selectedId).toBe(doc.root.id);
    selection.move('down');
    selection.move('down');
    expect(selection.selectedId).toBe(cc);
    selection.move('up');
    expect(selection.selectedId).toBe(approver);
    selection.move('left');
    expect(selection.selectedId).toBe(approver);
  });

  it('drops a selection whose node went away', () => {
    const { selection, doc } = setup();
    const [approver] = addChain(doc, 'approver');
    selection.select(doc.root.id);
    selection.prune();
    expect(selection.selectedId).toBe(doc.root.id);
    selection.select(approver ?? '');
    doc.replaceRoot({ ...doc.root, childNode: null });
    selection.prune();
    expect(selection.selectedId).toBe('');
  });
});
