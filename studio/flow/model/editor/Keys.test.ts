import { describe, expect, it } from 'vitest';
import { findNode } from '@shared/flow/tree';
import { NodeType } from '@shared/flow/types';
import { AddMenu } from './AddMenu';
import { Clipboard } from './Clipboard';
import { Deletion } from './Deletion';
import type { FlowKeyAction } from './keymap';
import { Keys } from './Keys';
import { Outline } from './Outline';
import { Selection } from './Selection';
import { addChain, testContext } from './testContext';
import { Viewport } from './Viewport';

function setup(isReadOnly = false) {
  const { context, doc, view } = testContext({ isReadOnly });
  const viewport = new Viewport(context);
  viewport.setScreen({ width: 1000, height: 800 });
  const selection = new Selection(context, viewport);
  const clipboard = new Clipboard(context, selection);
  const deletion = new Deletion(context, selection);
  const addMenu = new AddMenu(context, selection, viewport);
  const calls: string[] = [];
  const keys = new Keys({
    isReadOnly,
    selection,
    clipboard,
    deletion,
    addMenu,
    outline: new Outline(context, selection),
    undo: () => calls.push('undo'),
    redo: () => calls.push('redo'),
    openSettings: (id) => calls.push(`open ${id}`),
  });
  const [approver = '', cc = ''] = addChain(doc, 'approver', 'cc');
  return { keys, doc, view, calls, approver, cc, deletion, clipboard, addMenu, announcer: context.announcer };
}

describe('Keys', () => {
  it('turns a shortcut into its action and tells the view to stop the default', () => {
    const { keys, view, approver } = setup();
    view.select(approver);
    expect(keys.press({ key: 'Escape' })).toBe(true);
    expect(view.selectedId).toBe('');
    expect(keys.press({ key: 'q' })).toBe(false);
    expect(keys.press({ key: 'q', ctrlKey: true })).toBe(false);
    // Ctrl+X cuts: the keyboard's way to move a node, as a drag does
    view.select(approver);
    expect(keys.press({ key: 'x', ctrlKey: true })).toBe(true);
  });

  it('moves the selection with the arrows and says where it landed, in flow order', () => {
    const { keys, view, approver, cc, announcer } = setup();
    view.select(approver);
    keys.run('down');
    expect(view.selectedId).toBe(cc);
    expect(announcer.text).toBe(
      'announce.position(label=announce.label(type=announce.type.cc,name=node.cc),index=3,count=3)',
    );
    keys.run('up');
    expect(view.selectedId).toBe(approver);
    expect(announcer.text).toContain('index=2,count=3');
    const said = announcer.count;
    keys.run('left');
    expect(announcer.count).toBe(said);
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

  it('opens the settings and the add menu of the selected node, and nothing without a selection', () => {
    const { keys, view, calls, approver, addMenu } = setup();
    keys.run('open');
    keys.run('add');
    expect(calls).toEqual([]);
    expect(addMenu.afterId).toBe('');
    view.select(approver);
    keys.run('open');
    expect(calls).toEqual([`open ${approver}`]);
    keys.run('add');
    expect(addMenu.afterId).toBe(approver);
  });

  it('adds after the branch group and a branch to it from a node inside a branch', () => {
    const { keys, view, doc, addMenu, announcer } = setup();
    const group = addMenu.add(doc.root.id, 'branchGroup');
    const branch = findNode(doc.root, group)?.conditionNodes?.[0]?.id ?? '';
    const inner = addMenu.add(branch, 'approver');
    view.select(inner);
    keys.run('addAfterGroup');
    expect(addMenu.afterId).toBe(group);
    addMenu.close();
    keys.run('addBranch');
    const branches = findNode(doc.root, group)?.conditionNodes ?? [];
    expect(branches).toHaveLength(3);
    expect(view.selectedId).toBe(branches[1]?.id);
    expect(findNode(doc.root, view.selectedId)?.type).toBe(NodeType.ConditionBranch);
    expect(announcer.text).toMatch(/^announce\.branchAdded\(name=node\.branch.*,group=node\.branchGroup\)$/);
  });

  it('opens the menu after the merge node for a parallel group', () => {
    const { keys, view, doc, addMenu } = setup();
    const group = addMenu.add(doc.root.id, 'parallelGroup');
    view.select(group);
    keys.run('add');
    const merge = findNode(doc.root, group)?.childNode;
    expect(merge?.type).toBe(NodeType.Merge);
    expect(addMenu.afterId).toBe(merge?.id);
  });

  it.each<FlowKeyAction>(['undo', 'redo', 'delete', 'paste', 'open', 'add', 'addAfterGroup', 'addBranch'])(
    'ignores %s in a read-only flow',
    (key) => {
      const { keys, view, doc, calls, approver, addMenu } = setup(true);
      view.select(approver);
      keys.run('copy');
      const before = doc.root;
      keys.run(key);
      expect(calls).toEqual([]);
      expect(doc.root).toBe(before);
      expect(view.selectedId).toBe(approver);
      expect(addMenu.afterId).toBe('');
    },
  );
});
