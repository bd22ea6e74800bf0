import { describe, expect, it } from 'vitest';
import { handleRects } from '../model/layout';
import { batch, editorWith, field } from '../model/testBuilders';
import { CanvasStore } from './CanvasStore';

const WIDTH = 600;

/** A right-to-left canvas over an editor, with a pointer that speaks screen coordinates (as the view does). */
function rightToLeft(...list: Parameters<typeof editorWith>) {
  const setup = editorWith(...list);
  const store = new CanvasStore(setup.editor);
  store.setViewport(WIDTH, 400);
  store.setDirection('rtl');
  const boxOf = (key: string) => store.layout.boxes.find((box) => box.key === key)!;
  const click = (screen: { x: number; y: number }) => {
    store.tool.pointerDown(store.toLayoutPoint(screen));
    store.tool.pointerUp();
  };
  return { ...setup, store, boxOf, click };
}

describe('a right-to-left canvas', () => {
  it('selects the control drawn under the pointer and takes a press on the delete handle drawn top left', () => {
    const { editor, keysOf, boxOf, click } = rightToLeft(field('input', 'a'), field('input', 'b'));
    const b = boxOf('b');
    // the box is drawn at [WIDTH - right edge, WIDTH - left edge]; click near its right (start) edge
    click({ x: WIDTH - b.x - 10, y: b.y + 10 });
    expect(editor.selection.selectedKey).toBe('b');
    const remove = handleRects(b).remove;
    const onScreen = { x: WIDTH - (remove.x + remove.width / 2), y: remove.y + remove.height / 2 };
    expect(onScreen.x).toBeLessThan(WIDTH / 2);
    click(onScreen);
    expect(keysOf()).toEqual(['a']);
  });

  it('adds a palette control dropped left of a batch column after it', () => {
    const { editor, store, boxOf } = rightToLeft(batch('rows', [field('input', 'first')]));
    const first = boxOf('first');
    const screen = { x: WIDTH - (first.x + first.width) - 20, y: first.y + 20 };
    store.tool.paletteOver('number', store.toLayoutPoint(screen));
    store.tool.paletteDrop('number', store.toLayoutPoint(screen));
    const list = editor.doc.list[0]?.list ?? [];
    expect(list.map((control) => control.type)).toEqual(['input', 'number']);
  });
});
