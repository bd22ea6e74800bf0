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
    ['Enter', {}, 'editProperties'],
    ['Home', {}, 'selectFirst'],
    ['End', {}, 'selectLast'],
    ['ArrowRight', { altKey: true }, 'moveInto'],
    ['ArrowLeft', { altKey: true }, 'moveOut'],
    ['ArrowRight', { altKey: true, shiftKey: true }, 'moveNextSlot'],
    ['ArrowLeft', { altKey: true, shiftKey: true }, 'movePreviousSlot'],
  ] as const)('%s %o → %s', (key, mods, action) => {
    expect(press(key, mods)).toBe(action);
  });

  it('swaps left and right in a right-to-left page', () => {
    const rtl = (key: string, shiftKey = false) =>
      canvasKeyAction({ key, ctrlKey: false, metaKey: false, shiftKey, altKey: true }, 'rtl');
    expect(rtl('ArrowLeft')).toBe('moveInto');
    expect(rtl('ArrowRight')).toBe('moveOut');
    expect(rtl('ArrowLeft', true)).toBe('moveNextSlot');
  });

  it('leaves plain left and right arrows alone', () => {
    expect(press('ArrowLeft')).toBeUndefined();
    expect(press('ArrowRight')).toBeUndefined();
  });

  it('ignores plain letters and unknown chords', () => {
    expect(press('a')).toBeUndefined();
    expect(press('s', { ctrlKey: true })).toBeUndefined();
  });
});
