import { describe, expect, it } from 'vitest';
import { findControl } from '@shared/form';
import { card, editorWith, field, tableOf } from './testBuilders';

describe('set option', () => {
  it('sets, undoes and redoes an option', () => {
    const { editor } = editorWith(field('input', 'a'));
    editor.setOption('a', 'placeholder', 'Name');
    expect(editor.doc.list[0]?.options.placeholder).toBe('Name');
    editor.undo();
    expect(editor.doc.list[0]?.options).not.toHaveProperty('placeholder');
    editor.redo();
    expect(editor.doc.list[0]?.options.placeholder).toBe('Name');
  });

  it('merges typing within 200 ms into one entry, and not after', () => {
    const { editor, clock } = editorWith(field('input', 'a'));
    editor.setOption('a', 'placeholder', 'N');
    clock.advance(120);
    editor.setOption('a', 'placeholder', 'Na');
    clock.advance(200);
    editor.setOption('a', 'placeholder', 'Nam');
    expect(editor.history.undoCount).toBe(1);
    clock.advance(201);
    editor.setOption('a', 'placeholder', 'Name');
    expect(editor.history.undoCount).toBe(2);
    editor.undo();
    expect(editor.doc.list[0]?.options.placeholder).toBe('Nam');
    editor.undo();
    expect(editor.doc.list[0]?.options).not.toHaveProperty('placeholder');
  });

  it('does not merge edits of different options or controls', () => {
    const { editor } = editorWith(field('input', 'a'), field('input', 'b'));
    editor.setOption('a', 'placeholder', 'x');
    editor.setOption('a', 'width', '50%');
    editor.setOption('b', 'width', '50%');
    expect(editor.history.undoCount).toBe(3);
  });

  it('a label edit (typing, then leaving the field) is one undo entry', () => {
    const { editor, clock } = editorWith(field('input', 'a'));
    editor.setField('a', 'label', 'A');
    clock.advance(150);
    editor.setField('a', 'label', 'Applicant');
    clock.advance(500);
    editor.commitLabel('a', 'Applicant');
    expect(editor.history.undoCount).toBe(1);
    editor.undo();
    expect(editor.doc.list[0]?.label).toBe('a');
    editor.redo();
    expect(editor.doc.list[0]?.label).toBe('Applicant');
  });

  it('the next label edit after leaving the field is an entry of its own', () => {
    const { editor } = editorWith(field('input', 'a'));
    editor.setField('a', 'label', 'First');
    editor.commitLabel('a', 'First');
    editor.setField('a', 'label', 'Second');
    expect(editor.history.undoCount).toBe(2);
    editor.undo();
    expect(editor.doc.list[0]?.label).toBe('First');
  });

  it('setting a field or an option to the value it has records nothing', () => {
    const { editor } = editorWith(field('input', 'a'));
    expect(editor.setField('a', 'label', 'a')).toEqual({ ok: true });
    expect(editor.setOption('a', 'placeholder', undefined)).toEqual({ ok: true });
    editor.setField('a', 'rules', [{ required: true, message: 'x' }]);
    editor.setField('a', 'rules', [{ required: true, message: 'x' }]);
    expect(editor.history.undoCount).toBe(1);
  });

  it('a blank label on blur goes back to the default label', () => {
    const { editor } = editorWith(field('input', 'a'));
    editor.commitLabel('a', '   ');
    expect(editor.doc.list[0]?.label).toBe('controls.input');
    editor.undo();
    expect(editor.doc.list[0]?.label).toBe('a');
  });
});

describe('set config', () => {
  it('sets fields, undoes and redoes', () => {
    const { editor } = editorWith();
    editor.setConfig({ layout: 'horizontal', labelWidth: 120 });
    expect(editor.doc.config).toMatchObject({ layout: 'horizontal', labelWidth: 120 });
    editor.undo();
    expect(editor.doc.config).toMatchObject({ layout: 'vertical', labelWidth: 100 });
    editor.redo();
    expect(editor.doc.config.layout).toBe('horizontal');
  });

  it('label span sets the wrapper to the rest of 24', () => {
    const { editor } = editorWith();
    editor.setLabelSpan(6);
    expect(editor.doc.config.labelCol.md).toBe(6);
    expect(editor.doc.config.wrapperCol.md).toBe(18);
  });
});

describe('table commands', () => {
  const twoByTwo = () =>
    tableOf('t', [
      [[field('input', 'a')], [field('input', 'b')]],
      [[field('input', 'c')], []],
    ]);

  it('merge down keeps the controls of both cells; undo and redo', () => {
    const { editor } = editorWith(twoByTwo());
    expect(editor.tableEdit('t', 'mergeDown', { row: 0, cell: 0 })).toEqual({ ok: true });
    const table = () => findControl(editor.doc.list, 't');
    expect(table()?.trs?.[0]?.tds[0]).toMatchObject({ rowspan: 2 });
    expect(table()?.trs?.[0]?.tds[0]?.list.map((c) => c.key)).toEqual(['a', 'c']);
    editor.undo();
    expect(table()?.trs?.[1]?.tds).toHaveLength(2);
    expect(table()?.trs?.[0]?.tds[0]?.rowspan).toBe(1);
    editor.redo();
    expect(table()?.trs?.[1]?.tds).toHaveLength(1);
  });

  it('returns the spec messages and records nothing on refusal', () => {
    const { editor } = editorWith(twoByTwo());
    expect(editor.tableEdit('t', 'mergeDown', { row: 1, cell: 0 })).toEqual({
      ok: false,
      message: { key: 'table.lastRow' },
    });
    expect(editor.tableEdit('t', 'mergeRight', { row: 0, cell: 1 })).toEqual({
      ok: false,
      message: { key: 'table.lastColumn' },
    });
    editor.tableEdit('t', 'mergeRight', { row: 0, cell: 0 });
    expect(editor.tableEdit('t', 'mergeDown', { row: 0, cell: 0 })).toEqual({
      ok: false,
      message: { key: 'table.downSpansDiffer' },
    });
    expect(editor.history.undoCount).toBe(1);
  });

  it('split, add column and add row each undo and redo', () => {
    const { editor, later } = editorWith(twoByTwo());
    const shape = () => findControl(editor.doc.list, 't')?.trs?.map((tr) => tr.tds.length);
    editor.tableEdit('t', 'mergeRight', { row: 0, cell: 0 });
    later();
    editor.tableEdit('t', 'split', { row: 0, cell: 0 });
    expect(shape()).toEqual([2, 2]);
    later();
    editor.tableEdit('t', 'addColumn', { row: 0, cell: 0 });
    expect(shape()).toEqual([3, 3]);
    later();
    editor.tableEdit('t', 'addRow', { row: 0, cell: 0 });
    expect(shape()).toEqual([3, 3, 3]);
    editor.undo();
    expect(shape()).toEqual([3, 3]);
    editor.undo();
    expect(shape()).toEqual([2, 2]);
    editor.undo();
    expect(shape()).toEqual([1, 2]);
    editor.redo();
    editor.redo();
    expect(shape()).toEqual([3, 3]);
  });

  it('refuses a key that is not a table', () => {
    const { editor } = editorWith(card('c'));
    expect(editor.tableEdit('c', 'addRow', { row: 0, cell: 0 }).ok).toBe(false);
  });
});
