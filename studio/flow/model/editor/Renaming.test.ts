import { describe, expect, it } from 'vitest';
import { findNode } from '@shared/flow/tree';
import { Renaming } from './Renaming';
import { addChain, testContext } from './testContext';

function setup(isReadOnly = false) {
  const { context, doc } = testContext({ isReadOnly });
  const [id = ''] = addChain(doc, 'approver');
  const name = () => findNode(doc.root, id)?.nodeName;
  return { renaming: new Renaming(context), doc, id, name };
}

describe('Renaming', () => {
  it('renames with the trimmed name as one step', () => {
    const { renaming, doc, id, name } = setup();
    renaming.start(id);
    expect(renaming.editingId).toBe(id);
    expect(renaming.finish('  Manager ')).toBe(true);
    expect(renaming.editingId).toBe('');
    expect(name()).toBe('Manager');
    expect(doc.history.undoCount).toBe(1);
  });

  it('keeps the old name when cancelled or left empty', () => {
    const { renaming, doc, id, name } = setup();
    renaming.start(id);
    expect(renaming.finish(null)).toBe(false);
    renaming.start(id);
    expect(renaming.finish('   ')).toBe(false);
    expect(renaming.finish('Late')).toBe(false);
    expect(name()).toBe('node.approver');
    expect(doc.canUndo).toBe(false);
  });

  it('two renames of one node are two steps (no merge across edits)', () => {
    const { renaming, doc, id } = setup();
    renaming.start(id);
    renaming.finish('A');
    renaming.start(id);
    renaming.finish('B');
    expect(doc.history.undoCount).toBe(2);
  });

  it('does not start in a read-only flow', () => {
    const { renaming, id } = setup(true);
    renaming.start(id);
    expect(renaming.editingId).toBe('');
  });
});
