import { describe, expect, it } from 'vitest';
import { findControl } from '@shared/form';
import { batch, card, editorWith, field, grid, tableOf } from './testBuilders';

describe('add from palette', () => {
  it('appends and selects when nothing is selected; undo removes it and clears the selection; redo restores', () => {
    const { editor, keysOf, clock } = editorWith(field('input', 'a'));
    expect(editor.addFromPalette('number')).toEqual({ ok: true });
    const added = editor.doc.list[1];
    expect(added?.key).toBe(`number_${clock.now()}`);
    expect(added?.model).toBe(added?.key);
    expect(editor.selection.selectedKey).toBe(added?.key);
    expect(editor.undo()).toBe(true);
    expect(keysOf()).toEqual(['a']);
    expect(editor.selection.selectedKey).toBe('');
    editor.redo();
    expect(keysOf()).toEqual(['a', added?.key]);
  });

  it('inserts after the selected control, inside its container', () => {
    const { editor, later } = editorWith(card('c', [field('input', 'a'), field('input', 'b')]));
    later();
    editor.select('a');
    editor.addFromPalette('date');
    const inside = findControl(editor.doc.list, 'c')?.list?.map((control) => control.type);
    expect(inside).toEqual(['input', 'date', 'input']);
  });

  it('refuses a type the selected control’s container does not allow, changing nothing', () => {
    const { editor, later } = editorWith(batch('b', [field('input', 'x')]));
    later();
    editor.select('x');
    expect(editor.addFromPalette('grid')).toEqual({ ok: false, message: { key: 'edit.notAllowedHere' } });
    expect(findControl(editor.doc.list, 'b')?.list).toHaveLength(1);
    expect(editor.history.canUndo).toBe(false);
    expect(editor.addFromPalette('textarea').ok).toBe(true);
    expect(findControl(editor.doc.list, 'b')?.list?.[1]?.type).toBe('textarea');
  });

  it('drops the model of types without one', () => {
    const { editor } = editorWith();
    editor.addFromPalette('divider');
    expect(editor.doc.list[0]).not.toHaveProperty('model');
    expect(editor.doc.list[0]).not.toHaveProperty('icon');
  });

  it('gives unique keys to controls added in the same millisecond', () => {
    const { editor } = editorWith();
    for (let index = 0; index < 5; index += 1) editor.addFromPalette('input');
    const keys = editor.doc.list.map((control) => control.key);
    expect(new Set(keys).size).toBe(5);
  });
});

describe('move', () => {
  it('moves within a list; undo and redo', () => {
    const { editor, keysOf } = editorWith(field('input', 'a'), field('input', 'b'), field('input', 'c'));
    expect(editor.move('a', { slot: { containerKey: null }, index: 2 }).ok).toBe(true);
    expect(keysOf()).toEqual(['b', 'c', 'a']);
    editor.undo();
    expect(keysOf()).toEqual(['a', 'b', 'c']);
    editor.redo();
    expect(keysOf()).toEqual(['b', 'c', 'a']);
  });

  it('moves into a grid column, a table cell and a batch, and back on undo', () => {
    const { editor, keysOf, later } = editorWith(
      field('input', 'a'),
      grid('g', [], []),
      tableOf('t', [[[], []]]),
      batch('b'),
    );
    editor.move('a', { slot: { containerKey: 'g', part: 'column', index: 1 }, index: 0 });
    expect(findControl(editor.doc.list, 'g')?.columns?.[1]?.list.map((c) => c.key)).toEqual(['a']);
    later();
    editor.move('a', { slot: { containerKey: 't', part: 'cell', row: 0, cell: 1 }, index: 0 });
    expect(findControl(editor.doc.list, 't')?.trs?.[0]?.tds[1]?.list.map((c) => c.key)).toEqual(['a']);
    later();
    editor.move('a', { slot: { containerKey: 'b', part: 'list' }, index: 0 });
    expect(findControl(editor.doc.list, 'b')?.list?.map((c) => c.key)).toEqual(['a']);
    editor.undo();
    editor.undo();
    editor.undo();
    expect(keysOf()).toEqual(['a', 'g', 't', 'b']);
  });

  it('refuses containers into a batch and a container into itself', () => {
    const { editor } = editorWith(card('c', [card('inner')]), batch('b'));
    expect(editor.move('c', { slot: { containerKey: 'b', part: 'list' }, index: 0 })).toEqual({
      ok: false,
      message: { key: 'edit.notAllowedHere' },
    });
    expect(editor.move('c', { slot: { containerKey: 'inner', part: 'list' }, index: 0 }).ok).toBe(false);
    expect(editor.move('c', { slot: { containerKey: 'c', part: 'list' }, index: 0 }).ok).toBe(false);
    expect(editor.history.canUndo).toBe(false);
  });
});

describe('copy', () => {
  it('duplicates after itself with new keys, deep for containers, and selects the copy', () => {
    const { editor, keysOf } = editorWith(
      grid('g', [field('input', 'a')], [card('c', [field('radio', 'r')])]),
      field('input', 'z'),
    );
    expect(editor.copy('g').ok).toBe(true);
    const copy = editor.doc.list[1];
    expect(copy?.type).toBe('grid');
    expect(copy?.key).not.toBe('g');
    const innerKeys = [
      copy?.columns?.[0]?.list[0]?.key,
      copy?.columns?.[1]?.list[0]?.key,
      copy?.columns?.[1]?.list[0]?.list?.[0]?.key,
    ];
    expect(innerKeys.some((key) => ['a', 'c', 'r'].includes(key ?? ''))).toBe(false);
    expect(new Set(innerKeys).size).toBe(3);
    expect(editor.selection.selectedKey).toBe(copy?.key);
    editor.undo();
    expect(keysOf()).toEqual(['g', 'z']);
    editor.redo();
    expect(keysOf()[1]).toBe(copy?.key);
  });

  it('reports a missing control', () => {
    expect(editorWith().editor.copy('nope')).toEqual({ ok: false, message: { key: 'edit.controlMissing' } });
  });
});

describe('delete', () => {
  it('selects the next control, else the previous, else none', () => {
    const { editor, later } = editorWith(field('input', 'a'), field('input', 'b'), field('input', 'c'));
    editor.remove('b');
    expect(editor.selection.selectedKey).toBe('c');
    later();
    editor.remove('c');
    expect(editor.selection.selectedKey).toBe('a');
    later();
    editor.remove('a');
    expect(editor.selection.selectedKey).toBe('');
  });

  it('removes a nested control; undo puts it back in place; redo removes it again', () => {
    const { editor } = editorWith(card('c', [field('input', 'a'), field('input', 'b')]));
    editor.remove('a');
    expect(findControl(editor.doc.list, 'c')?.list?.map((c) => c.key)).toEqual(['b']);
    editor.undo();
    expect(findControl(editor.doc.list, 'c')?.list?.map((c) => c.key)).toEqual(['a', 'b']);
    editor.redo();
    expect(findControl(editor.doc.list, 'a')).toBeUndefined();
  });
});
