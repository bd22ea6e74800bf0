import { describe, expect, it } from 'vitest';
import { canvasKeyAction } from './keymap';

const press = (
  key: string,
  mods: Partial<{ ctrlKey: boolean; metaKey: boolean; shiftKey: boolean; altKey: boolean }> = {},
) => canvasKeyAction({ key, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, ...mods });

describe('canvasKeyAction', () => {
  it.each([
    ['z', { ctrlKey: true }, 'undo'],
    ['Z', { metaKey: true, shiftKey: true }, 'redo'],
    ['y', { ctrlKey: true }, 'redo'],
    ['c', { ctrlKey: true }, 'copy'],
    ['v', { metaKey: true }, 'paste'],
    ['Delete', {}, 'delete'],
    ['Backspace', {}, 'delete'],
    ['ArrowUp', {}, 'selectPrevious'],
    ['ArrowDown', {}, 'selectNext'],
    ['ArrowUp', { altKey: true }, 'moveUp'],
    ['ArrowDown', { altKey: true }, 'moveDown'],
    ['Escape', {}, 'cancel'],
  ] as const)('%s %o → %s', (key, mods, action) => {
    expect(press(key, mods)).toBe(action);
  });

  it('ignores plain letters and unknown chords', () => {
    expect(press('a')).toBeUndefined();
    expect(press('s', { ctrlKey: true })).toBeUndefined();
  });
});
