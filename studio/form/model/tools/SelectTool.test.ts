import { describe, expect, it } from 'vitest';
import { observable } from 'mobx';
import type { FormControl } from '@shared/form';
import type { ControlBox, FormLayout } from '../layout';
import { handleRects, layoutForm } from '../layout';
import { editorWith, field } from '../testBuilders';
import { SelectTool } from './SelectTool';
import type { SelectToolHost } from './SelectTool';

/** A tool over an editor, with a host that lays the document out like the canvas does. */
function toolWith(...list: FormControl[]) {
  const setup = editorWith(...list);
  const { editor } = setup;
  const tabs = observable.map<string, number>();
  const host: SelectToolHost = {
    get layout(): FormLayout {
      return layoutForm(editor.doc.list, {
        width: 600,
        layout: 'vertical',
        labelWidth: 100,
        activeTab: (key) => tabs.get(key) ?? 0,
      });
    },
    get selectedBox() {
      return this.layout.boxes.find((box) => box.key === editor.selection.selectedKey);
    },
    showTab: (key, index) => void tabs.set(key, index),
  };
  const tool = new SelectTool(editor, host);
  const box = (key: string): ControlBox => {
    const found = host.layout.boxes.find((entry) => entry.key === key);
    if (!found) throw new Error(`no box ${key}`);
    return found;
  };
  const inside = (key: string) => ({ x: box(key).x + 10, y: box(key).y + 6 });
  const below = (key: string) => ({ x: box(key).x + 10, y: box(key).y + box(key).height - 2 });
  return { ...setup, tool, box, inside, below };
}

describe('SelectTool', () => {
  it('a click selects the pressed control without a drag', () => {
    const { tool, editor, inside } = toolWith(field('input', 'a'), field('input', 'b'));
    tool.pointerDown(inside('b'));
    expect(tool.state).toMatchObject({ name: 'pressing', key: 'b' });
    tool.pointerMove({ x: inside('b').x + 1, y: inside('b').y + 1 });
    expect(tool.state.name).toBe('pressing');
    expect(tool.pointerUp()).toBeUndefined();
    expect(tool.state.name).toBe('idle');
    expect(editor.selection.selectedKey).toBe('b');
  });

  it('a press on empty space clears the selection', () => {
    const { tool, editor, later } = toolWith(field('input', 'a'));
    editor.select('a');
    later();
    tool.pointerDown({ x: 300, y: 5000 });
    expect(tool.state.name).toBe('idle');
    expect(editor.selection.selectedKey).toBe('');
  });

  it('press, move past the threshold and release moves the control as one history entry', () => {
    const { tool, editor, keysOf, inside, below } = toolWith(
      field('input', 'a'),
      field('input', 'b'),
      field('input', 'c'),
    );
    tool.pointerDown(inside('a'));
    tool.pointerMove(below('c'));
    expect(tool.state.name).toBe('dragging');
    expect(tool.drag).toMatchObject({
      type: 'input',
      movingKey: 'a',
      target: { slot: { containerKey: null } },
    });
    expect(keysOf()).toEqual(['a', 'b', 'c']);
    tool.pointerUp();
    expect(tool.state.name).toBe('idle');
    expect(tool.drag).toBeUndefined();
    expect(keysOf()).toEqual(['b', 'c', 'a']);
    expect(editor.undo()).toBe(true);
    expect(keysOf()).toEqual(['a', 'b', 'c']);
    expect(editor.history.canUndo).toBe(false);
  });

  it('Escape mid-drag cancels: the form is unchanged, history empty, and the release does nothing', () => {
    const { tool, editor, keysOf, inside, below } = toolWith(
      field('input', 'a'),
      field('input', 'b'),
      field('input', 'c'),
    );
    const before = editor.doc.list;
    tool.pointerDown(inside('a'));
    tool.pointerMove(below('b'));
    tool.pointerMove(below('c'));
    expect(tool.drag?.target).toBeDefined();
    tool.cancel();
    expect(tool.state.name).toBe('idle');
    expect(tool.drag).toBeUndefined();
    tool.pointerMove(below('c'));
    expect(tool.pointerUp()).toBeUndefined();
    expect(editor.doc.list).toBe(before);
    expect(keysOf()).toEqual(['a', 'b', 'c']);
    expect(editor.history.canUndo).toBe(false);
    expect(editor.selection.selectedKey).toBe('');
  });

  it('a press on the delete handle of the selection removes the control at once', () => {
    const { tool, editor, keysOf, box, later } = toolWith(field('input', 'a'), field('input', 'b'));
    editor.select('a');
    later();
    const handle = handleRects(box('a')).remove;
    tool.pointerDown({ x: handle.x + 2, y: handle.y + 2 });
    expect(keysOf()).toEqual(['b']);
    expect(tool.state.name).toBe('idle');
  });

  it('a palette item dragged over and dropped is added where the line shows; leaving drops the feedback', () => {
    const { tool, editor, inside, below } = toolWith(field('input', 'a'), field('input', 'b'));
    tool.paletteOver('number', inside('a'));
    expect(tool.drag).toMatchObject({ type: 'number', target: { index: 0 } });
    tool.paletteLeave();
    expect(tool.state.name).toBe('idle');
    expect(editor.history.canUndo).toBe(false);
    tool.paletteOver('number', inside('a'));
    expect(tool.paletteDrop('number', below('b'))).toBeUndefined();
    expect(editor.doc.list.map((control) => control.type)).toEqual(['input', 'input', 'number']);
    expect(tool.state.name).toBe('idle');
  });

  it('Escape during a palette drag cancels it; the later drop without a type adds nothing', () => {
    const { tool, editor, inside } = toolWith(field('input', 'a'));
    tool.paletteOver('number', inside('a'));
    tool.cancel();
    expect(tool.drag).toBeUndefined();
    expect(tool.paletteDrop(undefined, inside('a'))).toBeUndefined();
    expect(editor.doc.list).toHaveLength(1);
    expect(editor.history.canUndo).toBe(false);
  });
});
