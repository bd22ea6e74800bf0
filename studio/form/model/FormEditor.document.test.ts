import { describe, expect, it } from 'vitest';
import { findControl } from '@shared/form';
import { FormEditor } from './FormEditor';
import { card, docOf, editorWith, field } from './testBuilders';

/** A k-form-design export in its own shape (keys from 2021, labelCol per breakpoint, icon fields). */
const kFormDesignExport = JSON.stringify({
  list: [
    {
      type: 'button',
      label: '按钮',
      options: { type: 'primary', handle: 'submit' },
      key: 'button_1619948868332',
    },
    {
      type: 'card',
      label: '卡片布局',
      list: [
        {
          type: 'input',
          label: '输入框',
          icon: 'icon-write',
          options: { width: '100%' },
          model: 'input_1',
          key: 'input_1',
          rules: [{ required: false, message: '必填项' }],
        },
      ],
      key: 'card_1',
      options: { noFormItem: true },
    },
    {
      type: 'table',
      label: '表格布局',
      key: 'table_1',
      options: {},
      trs: [{ tds: [{ colspan: 1, rowspan: 1, list: [] }, { list: [] }] }],
    },
  ],
  config: {
    layout: 'horizontal',
    labelCol: { xs: 4 },
    wrapperCol: { xs: 18 },
    hideRequiredMark: false,
    customStyle: '',
  },
});

describe('import', () => {
  it('replaces list and config, fills defaults, clears the selection; undo restores', () => {
    const { editor } = editorWith(field('input', 'old'));
    editor.select('old');
    expect(editor.importJson(kFormDesignExport)).toEqual({ ok: true, message: { key: 'import.succeeded' } });
    expect(editor.doc.list.map((control) => control.key)).toEqual([
      'button_1619948868332',
      'card_1',
      'table_1',
    ]);
    expect(editor.doc.config).toMatchObject({ layout: 'horizontal', formEvents: [], hideRules: [] });
    expect(findControl(editor.doc.list, 'table_1')?.trs?.[0]?.tds[1]).toMatchObject({
      colspan: 1,
      rowspan: 1,
    });
    expect(editor.selection.selectedKey).toBe('');
    editor.undo();
    expect(editor.doc.list.map((control) => control.key)).toEqual(['old']);
    expect(editor.doc.config.layout).toBe('vertical');
    editor.redo();
    expect(editor.doc.list).toHaveLength(3);
  });

  it.each([
    ['not json', '{list:'],
    ['no list', '{"config":{}}'],
    ['list not an array', '{"list":{}}'],
    ['unknown control type', '{"list":[{"type":"spaceship","key":"s"}]}'],
    ['bad table rows', '{"list":[{"type":"table","key":"t","trs":[{"tds":7}]}]}'],
    ['config not an object', '{"list":[],"config":3}'],
  ])('refuses %s with "import failed, bad data format" and changes nothing', (_name, text) => {
    const { editor } = editorWith(field('input', 'keep'));
    expect(editor.importJson(text)).toEqual({ ok: false, message: { key: 'import.failed' } });
    expect(editor.doc.list.map((control) => control.key)).toEqual(['keep']);
    expect(editor.history.canUndo).toBe(false);
  });
});

describe('reset', () => {
  it('clears to an empty default document and the selection; undo brings the form back', () => {
    const { editor } = editorWith(field('input', 'a'));
    editor.setConfig({ layout: 'horizontal' });
    editor.select('a');
    expect(editor.reset()).toEqual({ ok: true, message: { key: 'common.operationSucceeded' } });
    expect(editor.doc.list).toEqual([]);
    expect(editor.doc.config).toMatchObject({ layout: 'vertical', formEvents: [], hideRules: [] });
    expect(editor.selection.selectedKey).toBe('');
    editor.undo();
    expect(editor.doc.list).toHaveLength(1);
    expect(editor.doc.config.layout).toBe('horizontal');
  });
});

describe('clipboard paste', () => {
  it('pastes a copied control with renamed keys after the selection and selects it', () => {
    const { editor, later } = editorWith(card('c', [field('input', 'a')]), field('input', 'z'));
    const text = editor.clipboardText('c');
    expect(text).toBeDefined();
    later();
    editor.select('c');
    expect(editor.paste(text ?? '').ok).toBe(true);
    const pasted = editor.doc.list[1];
    expect(pasted?.type).toBe('card');
    expect(pasted?.key).not.toBe('c');
    expect(pasted?.list?.[0]?.key).not.toBe('a');
    expect(pasted?.list?.[0]?.model).toBe(pasted?.list?.[0]?.key);
    expect(editor.selection.selectedKey).toBe(pasted?.key);
    editor.undo();
    expect(editor.doc.list.map((control) => control.key)).toEqual(['c', 'z']);
  });

  it('accepts a bare control and refuses text without controls', () => {
    const { editor } = editorWith();
    expect(editor.paste(JSON.stringify(field('radio', 'r'))).ok).toBe(true);
    expect(editor.doc.list[0]?.key).not.toBe('r');
    expect(editor.paste('hello')).toEqual({ ok: false, message: { key: 'paste.failed' } });
    expect(editor.paste('[]')).toEqual({ ok: false, message: { key: 'paste.failed' } });
  });
});

describe('undo and selection', () => {
  it('undo clears the selection even when the selected control survives', () => {
    const { editor, later } = editorWith(field('input', 'a'));
    editor.setOption('a', 'width', '50%');
    later();
    editor.select('a');
    editor.undo();
    expect(editor.selection.selectedKey).toBe('');
  });

  it('a cancelled drag gesture restores the start and records nothing', () => {
    const { editor } = editorWith(field('input', 'a'), field('input', 'b'), card('c'));
    const mark = editor.beginGesture();
    editor.move('a', { slot: { containerKey: null }, index: 1 });
    editor.move('a', { slot: { containerKey: 'c', part: 'list' }, index: 0 });
    editor.cancelGesture(mark);
    expect(editor.doc.list.map((control) => control.key)).toEqual(['a', 'b', 'c']);
    expect(editor.history.canUndo).toBe(false);
    const done = editor.beginGesture();
    editor.move('a', { slot: { containerKey: null }, index: 1 });
    editor.move('a', { slot: { containerKey: 'c', part: 'list' }, index: 0 });
    editor.endGesture(done);
    expect(editor.history.undoCount).toBe(1);
    editor.undo();
    expect(editor.doc.list.map((control) => control.key)).toEqual(['a', 'b', 'c']);
  });
});

describe('the initial document', () => {
  it('is copied: edits never reach the object the host passed in', () => {
    const initial = docOf(field('input', 'a'));
    const editor = new FormEditor({ initial });
    editor.setOption('a', 'placeholder', 'changed');
    editor.setField('a', 'label', 'New');
    editor.addFromPalette('number');
    expect(initial.list).toHaveLength(1);
    expect(initial.list[0]?.label).toBe('a');
    expect(initial.list[0]?.options.placeholder).toBeUndefined();
  });

  it('sets grid columns (spans) and undoes it', () => {
    const { editor } = editorWith({
      type: 'grid',
      key: 'g',
      label: 'g',
      options: {},
      columns: [
        { span: 12, list: [] },
        { span: 12, list: [] },
      ],
    });
    editor.setField('g', 'columns', [
      { span: 8, list: [] },
      { span: 16, list: [] },
    ]);
    expect(editor.doc.list[0]?.columns?.map((column) => ('span' in column ? column.span : 0))).toEqual([
      8, 16,
    ]);
    editor.undo();
    expect(editor.doc.list[0]?.columns?.map((column) => ('span' in column ? column.span : 0))).toEqual([
      12, 12,
    ]);
  });
});
