import { describe, expect, it } from 'vitest';
import { findNode } from '@shared/flow/tree';
import { testDocument } from '../testDocument';
import { FlowEditor } from './FlowEditor';
import { enclosingGroupId, flowOutline, outlineTarget } from './flowOutline';

/** initiator → approver → branch group (branch 1 → cc, branch 2) → approver */
function flow() {
  const { doc } = testDocument();
  const editor = new FlowEditor(doc);
  editor.setScreen({ width: 1000, height: 800 });
  const last = editor.addAfter(doc.root.id, 'approver');
  const group = editor.addAfter(doc.root.id, 'branchGroup');
  const first = editor.addAfter(doc.root.id, 'approver');
  const [branch1 = '', branch2 = ''] = (findNode(doc.root, group)?.conditionNodes ?? []).map((b) => b.id);
  const cc = editor.addAfter(branch1, 'cc');
  return { editor, doc, ids: { root: doc.root.id, first, group, branch1, cc, branch2, last } };
}

describe('flowOutline', () => {
  it('lists the nodes in flow order with their level, siblings and children', () => {
    const { doc, ids } = flow();
    const rows = flowOutline(doc.root).map((row) => [
      row.id,
      row.level,
      row.parentId,
      `${row.posInSet}/${row.setSize}`,
      row.hasChildren,
    ]);
    expect(rows).toEqual([
      [ids.root, 1, '', '1/4', false],
      [ids.first, 1, '', '2/4', false],
      [ids.group, 1, '', '3/4', true],
      [ids.branch1, 2, ids.group, '1/2', true],
      [ids.cc, 3, ids.branch1, '1/1', false],
      [ids.branch2, 2, ids.group, '2/2', false],
      [ids.last, 1, '', '4/4', false],
    ]);
  });

  it.each([
    ['', 'down', 'root'],
    ['', 'end', 'last'],
    ['first', 'down', 'group'],
    ['group', 'right', 'branch1'],
    ['branch1', 'right', 'cc'],
    ['cc', 'right', undefined],
    ['cc', 'left', 'branch1'],
    ['branch1', 'left', 'group'],
    ['group', 'left', undefined],
    ['cc', 'down', 'branch2'],
    ['branch2', 'up', 'cc'],
    ['root', 'up', undefined],
    ['cc', 'home', 'root'],
    ['cc', 'end', 'last'],
    ['last', 'down', undefined],
  ] as const)('from %s, %s goes to %s', (from, move, to) => {
    const { doc, ids } = flow();
    const id = (name: string) => (name === '' ? '' : ids[name as keyof typeof ids]);
    expect(outlineTarget(flowOutline(doc.root), id(from), move)).toBe(to === undefined ? undefined : id(to));
  });

  it('finds the group holding a node, the group itself, or none on the main chain', () => {
    const { doc, ids } = flow();
    expect(enclosingGroupId(doc.root, ids.cc)).toBe(ids.group);
    expect(enclosingGroupId(doc.root, ids.branch2)).toBe(ids.group);
    expect(enclosingGroupId(doc.root, ids.group)).toBe(ids.group);
    expect(enclosingGroupId(doc.root, ids.last)).toBe('');
    expect(enclosingGroupId(doc.root, 'gone')).toBe('');
  });
});

describe('Outline', () => {
  it('selects the row a key reaches, centres it and says where it is', () => {
    const { editor, ids } = flow();
    editor.select(ids.group);
    editor.outline.move('right');
    expect(editor.view.selectedId).toBe(ids.branch1);
    expect(editor.announcer.text).toBe(
      'announce.position(label=announce.label(type=announce.type.conditionBranch,name=node.branch(index=1)),index=4,count=7)',
    );
    editor.outline.move('left');
    editor.outline.move('left');
    expect(editor.view.selectedId).toBe(ids.group);
  });

  it('follows the document: an undone add leaves the outline', () => {
    const { editor, ids } = flow();
    editor.undo();
    expect(editor.outline.rows.map((row) => row.id)).not.toContain(ids.cc);
    expect(editor.outline.rows).toHaveLength(6);
  });
});

describe('announcements', () => {
  it('says what was added, copied, pasted, removed, undone and redone', () => {
    const { editor, doc, ids } = flow();
    const said: string[] = [];
    const say = () => said.push(editor.announcer.text);
    editor.addAfter(ids.first, 'cc');
    say();
    editor.select(ids.first);
    editor.runKey('copy');
    say();
    editor.runKey('paste');
    say();
    editor.askDelete(ids.first);
    editor.confirmDelete();
    say();
    editor.undo();
    say();
    editor.redo();
    say();
    editor.addMenu.addBranchAt(ids.cc);
    say();
    expect(said).toEqual([
      'announce.added(type=announce.type.cc,after=node.approver)',
      'announce.copied(name=node.approver)',
      'announce.pasted(name=node.approver,after=node.approver)',
      'announce.removed(name=node.approver)',
      'announce.undone(change=announce.change.deleteNode)',
      'announce.redone(change=announce.change.deleteNode)',
      'announce.branchAdded(name=node.branch(index=2),group=node.branchGroup)',
    ]);
    expect(doc.history.undoCount).toBeGreaterThan(0);
  });

  it('says nothing when nothing was undone, and tells a repeated text apart', () => {
    const { doc } = testDocument();
    const editor = new FlowEditor(doc);
    editor.undo();
    expect(editor.announcer.count).toBe(0);
    editor.announcer.say('x');
    editor.announcer.say('x');
    expect(editor.announcer.count).toBe(2);
  });
});

describe('settings', () => {
  it('opens and closes a node settings, never in a read-only flow', () => {
    const { doc } = testDocument();
    const editor = new FlowEditor(doc);
    editor.openSettings(doc.root.id);
    expect(editor.settingsId).toBe(doc.root.id);
    editor.closeSettings();
    expect(editor.settingsId).toBe('');
    const viewer = new FlowEditor(doc, { isReadOnly: true });
    viewer.openSettings(doc.root.id);
    expect(viewer.settingsId).toBe('');
  });
});
