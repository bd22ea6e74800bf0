import { describe, expect, it } from 'vitest';
import { Clipboard } from './Clipboard';
import { Deletion } from './Deletion';
import type { FlowKeyAction } from './keymap';
import { Keys } from './Keys';
import { Selection } from './Selection';
import { addChain, testContext } from './testContext';
import { Viewport } from './Viewport';

function setup(isReadOnly = false) {
  const { context, doc, view } = testContext({ isReadOnly });
  const selection = new Selection(context, new Viewport(context));
  const clipboard = new Clipboard(context, selection);
  const deletion = new Deletion(context, selection);
  const calls: string[] = [];
  const keys = new Keys({
    isReadOnly,
    selection,
    clipboard,
    deletion,
    undo: () => calls.push('undo'),
    redo: () => calls.push('redo'),
  });
  const [approver = '', cc = ''] = addChain(doc, 'approver', 'cc');
  return { keys, doc, view, calls, approver, cc, deletion, clipboard };
}

describe('Keys', () => {
  it('turns a shortcut into its action and tells the view to stop the default', () => {
    const { keys, view, approver } = setup();
    view.select(approver);
    expect(keys.press({ key: 'Escape' })).toBe(true);
    expect(view.selectedId).toBe('');
    expect(keys.press({ key: 'q' })).toBe(false);
    expect(keys.press({ key: 'x', ctrlKey: true })).toBe(false);
  });

  it('moves the selection with the arrows', () => {
    const { keys, view, approver, cc } = setup();
    view.select(approver);
    keys.run('down');
    expect(view.selectedId).toBe(cc);
    keys.run('up');
    expect(view.selectedId).toBe(approver);
  });

  it('undoes, redoes, asks to delete, copies and pastes', () => {
    const { keys, view, calls, approver, deletion, clipboard } = setup();
    keys.run('undo');
    keys.run('redo');
    expect(calls).toEqual(['undo', 'redo']);
    keys.run('delete');
    expect(deletion.pendingId).toBe('');
    view.select(approver);
    keys.run('delete');
    expect(deletion.pendingId).toBe(approver);
    keys.run('copy');
    expect(clipboard.hasContent).toBe(true);
    keys.run('paste');
    expect(view.selectedId).not.toBe(approver);
  });

  it.each<FlowKeyAction>(['undo', 'redo', 'delete', 'paste'])('ignores %s in a read-only flow', (key) => {
    const { keys, view, doc, calls, approver } = setup(true);
    view.select(approver);
    keys.run('copy');
    const before = doc.root;
    keys.run(key);
    expect(calls).toEqual([]);
    expect(doc.root).toBe(before);
    expect(view.selectedId).toBe(approver);
  });
});
