import { autorun } from 'mobx';
import { describe, expect, it } from 'vitest';
import { findControl } from '@shared/form';
import type { FormControl } from '@shared/form';
import { keyTranslate } from '../messages';
import { card, editorWith, field, grid } from '../testBuilders';
import { KeyboardEdits } from './KeyboardEdits';

function setup(...list: FormControl[]) {
  const built = editorWith(...list);
  const edits = new KeyboardEdits(built.editor, keyTranslate);
  const said = () => edits.announcer.message;
  const labels = (controls: FormControl[] = built.editor.doc.list) =>
    controls.map((control) => control.label);
  return { ...built, edits, said, labels };
}

describe('keyboard edits: add', () => {
  it('adds after the selection and says after which control', () => {
    const { edits, editor, said, labels } = setup(field('input', '请假类型'), field('input', 'b'));
    editor.selection.force('请假类型');
    expect(edits.add('number').ok).toBe(true);
    expect(labels()).toEqual(['请假类型', 'controls.number', 'b']);
    expect(said()).toEqual({
      key: 'announce.addedAfter',
      params: { type: 'controls.number', label: '请假类型' },
    });
    expect(editor.selected?.type).toBe('number');
  });

  it('adds into the selected container and names its list', () => {
    const { edits, editor, said } = setup(grid('g', [], []));
    editor.selection.force('g');
    edits.add('date');
    expect(findControl(editor.doc.list, 'g')?.columns?.[0]?.list.map((control) => control.type)).toEqual([
      'date',
    ]);
    expect(said()).toEqual({
      key: 'announce.addedInto',
      params: { type: 'controls.date', place: 'announce.slot.column(container=g,n=1)' },
    });
  });

  it('adds at the end of an empty form', () => {
    const { edits, said } = setup();
    edits.add('input');
    expect(said()).toEqual({ key: 'announce.addedAtEnd', params: { type: 'controls.input' } });
  });
});

describe('keyboard edits: move', () => {
  it('moves up and down within its list, saying the new position', () => {
    const { edits, editor, said, labels } = setup(
      field('input', 'a'),
      field('input', 'b'),
      field('input', 'c'),
    );
    editor.selection.force('c');
    edits.moveBy(-1);
    expect(labels()).toEqual(['a', 'c', 'b']);
    expect(said()).toEqual({ key: 'announce.movedUp', params: { position: 2, count: 3 } });
    edits.moveBy(-1);
    expect(edits.moveBy(-1).ok).toBe(false);
    expect(said()).toEqual({ key: 'announce.cannotMove' });
    expect(labels()).toEqual(['c', 'a', 'b']);
  });

  it('moves into the container before it; undo puts it back, redo moves it in again', () => {
    const { edits, editor, said, labels } = setup(grid('g', [field('input', 'x')], []), field('date', 'd'));
    editor.selection.force('d');
    expect(edits.moveInto().ok).toBe(true);
    const column = () => labels(findControl(editor.doc.list, 'g')?.columns?.[0]?.list);
    expect(column()).toEqual(['x', 'd']);
    expect(labels()).toEqual(['g']);
    expect(said()).toEqual({
      key: 'announce.movedInto',
      params: { place: 'announce.slot.column(container=g,n=1)' },
    });
    expect(edits.undo()).toBe(true);
    expect(labels()).toEqual(['g', 'd']);
    expect(column()).toEqual(['x']);
    expect(said()).toEqual({ key: 'announce.undone', params: { action: 'announce.kind.moveControl' } });
    expect(edits.redo()).toBe(true);
    expect(column()).toEqual(['x', 'd']);
    expect(said()).toEqual({ key: 'announce.redone', params: { action: 'announce.kind.moveControl' } });
  });

  it('moves into the container after it when none is before, at its start', () => {
    const { edits, editor } = setup(field('input', 'a'), card('c', [field('input', 'x')]));
    editor.selection.force('a');
    edits.moveInto();
    expect(findControl(editor.doc.list, 'c')?.list?.map((control) => control.key)).toEqual(['a', 'x']);
  });

  it('moves to the next column and out of the container, right after it', () => {
    const { edits, editor, said, labels } = setup(grid('g', [field('input', 'x')], []), field('date', 'd'));
    editor.selection.force('x');
    edits.moveToSiblingSlot(1);
    expect(labels(findControl(editor.doc.list, 'g')?.columns?.[1]?.list)).toEqual(['x']);
    expect(said()).toEqual({
      key: 'announce.movedInto',
      params: { place: 'announce.slot.column(container=g,n=2)' },
    });
    expect(edits.moveToSiblingSlot(1).ok).toBe(false);
    edits.moveOut();
    expect(labels()).toEqual(['g', 'x', 'd']);
    expect(said()).toEqual({ key: 'announce.movedOut', params: { container: 'g' } });
    expect(edits.moveOut().ok).toBe(false);
  });

  it('refuses to move a layout container into a dynamic table', () => {
    const { edits, editor } = setup(
      { type: 'batch', key: 'b', model: 'b', label: 'b', options: {}, list: [] },
      grid('g', []),
    );
    editor.selection.force('g');
    expect(edits.moveInto().ok).toBe(false);
    expect(editor.history.canUndo).toBe(false);
  });
});

describe('keyboard edits: remove, undo, select', () => {
  it('removes the selection and says what; undo says what it undid; nothing left says so', () => {
    const { edits, editor, said, labels } = setup(field('input', 'a'), field('input', 'b'));
    editor.selection.force('a');
    edits.remove();
    expect(labels()).toEqual(['b']);
    expect(said()).toEqual({ key: 'announce.removed', params: { label: 'a' } });
    edits.undo();
    expect(said()).toEqual({ key: 'announce.undone', params: { action: 'announce.kind.deleteControl' } });
    edits.undo();
    expect(said()).toEqual({ key: 'announce.nothingToUndo' });
  });

  it('steps through controls in outline order, into containers, saying position in the list', () => {
    const { edits, editor, said } = setup(
      field('input', 'a'),
      grid('g', [field('input', 'x')]),
      field('input', 'z'),
    );
    edits.selectStep(1);
    expect(editor.selection.selectedKey).toBe('a');
    edits.selectStep(1);
    edits.selectStep(1);
    expect(editor.selection.selectedKey).toBe('x');
    expect(said()).toEqual({ key: 'announce.selected', params: { label: 'x', position: 1, count: 1 } });
    edits.selectStep(Infinity);
    expect(said()).toEqual({ key: 'announce.selected', params: { label: 'z', position: 3, count: 3 } });
    edits.selectStep(-Infinity);
    expect(editor.selection.selectedKey).toBe('a');
    expect(edits.announcer.count).toBe(5);
  });
});

describe('keyboard edits: the outline', () => {
  it("reaches the selected control's item by Tab when it is in the outline, else the first item", () => {
    const { edits, editor } = setup(field('input', 'a'), grid('g', [field('input', 'b')], []));
    const active = () => edits.outline.filter((item, index) => edits.isOutlineActive(item.key, index === 0));
    expect(active().map((item) => item.key)).toEqual(['a']);
    editor.selection.force('b');
    expect(active().map((item) => item.key)).toEqual(['b']);
    editor.selection.force('gone');
    expect(active().map((item) => item.key)).toEqual(['a']);
    editor.selection.clear();
    expect(active().map((item) => item.key)).toEqual(['a']);
  });

  it('is not built again when a control is relabelled; its name is read from the control', () => {
    const { edits, editor } = setup(field('input', 'a'), grid('g', [field('input', 'b')], []));
    let builds = 0;
    const stop = autorun(() => {
      builds += 1;
      return edits.outline;
    });
    editor.commitLabel('b', 'Family name');
    const item = edits.outline.find((entry) => entry.key === 'b');
    expect(item && edits.naming.nameOf(item.control)).toBe('Family name');
    expect(builds).toBe(1);
    // the container's name is part of where its children sit: relabelling it builds the outline again
    editor.commitLabel('g', 'Dates');
    expect(builds).toBe(2);
    expect(edits.outline.find((entry) => entry.key === 'b')?.where).toBe(
      'announce.slot.column(container=Dates,n=1)',
    );
    stop();
  });
});
