import { describe, expect, it } from 'vitest';
import { keyAction } from './keymap';

describe('keyAction', () => {
  it.each([
    [{ key: 'z', ctrlKey: true }, 'undo'],
    [{ key: 'Z', ctrlKey: true, shiftKey: true }, 'redo'],
    [{ key: 'y', metaKey: true }, 'redo'],
    [{ key: 'c', ctrlKey: true }, 'copy'],
    [{ key: 'v', metaKey: true }, 'paste'],
    [{ key: 'Delete' }, 'delete'],
    [{ key: 'Backspace' }, 'delete'],
    [{ key: 'ArrowLeft' }, 'left'],
    [{ key: 'ArrowDown' }, 'down'],
    [{ key: 'Escape' }, 'escape'],
    [{ key: 'Enter' }, 'open'],
    [{ key: 'a' }, 'add'],
    [{ key: 'Insert' }, 'add'],
    [{ key: 'A', shiftKey: true }, 'addAfterGroup'],
    [{ key: 'b' }, 'addBranch'],
    [{ key: 'a', altKey: true }, null],
    [{ key: 'a', ctrlKey: true }, null],
    [{ key: 'z' }, null],
    [{ key: 'x', ctrlKey: true }, 'cut'],
    [{ key: 'q', ctrlKey: true }, null],
  ] as const)('%o → %s', (input, action) => {
    expect(keyAction(input)).toBe(action);
  });
});
