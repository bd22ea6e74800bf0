/** Keyboard shortcuts of the flow canvas, as one typed table (the same actions serve toolbar and keys). */
export type FlowKeyAction =
  | 'undo'
  | 'redo'
  | 'delete'
  | 'copy'
  /** Ctrl+X: marks the selected node to be moved by the next paste (the keyboard's way to drag it). */
  | 'cut'
  | 'paste'
  | 'up'
  | 'down'
  | 'left'
  | 'right'
  | 'escape'
  /** Enter: the selected node's settings. */
  | 'open'
  /** A or Insert: the add menu after the selected node. */
  | 'add'
  /** Shift+A: the add menu after the branch group holding the selected node. */
  | 'addAfterGroup'
  /** B: a new branch in the group holding the selected node. */
  | 'addBranch';

export interface KeyInput {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  shiftKey?: boolean;
  altKey?: boolean;
}

const ARROWS: Record<string, FlowKeyAction> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'left',
  ArrowRight: 'right',
};

/** The action a key press asks for, or null. Ctrl and Cmd count the same. */
export function keyAction(input: KeyInput): FlowKeyAction | null {
  const isCommand = input.ctrlKey === true || input.metaKey === true;
  const key = input.key.length === 1 ? input.key.toLowerCase() : input.key;
  if (isCommand) {
    if (key === 'z') return input.shiftKey ? 'redo' : 'undo';
    if (key === 'y') return 'redo';
    if (key === 'c') return 'copy';
    if (key === 'x') return 'cut';
    if (key === 'v') return 'paste';
    return null;
  }
  if (input.altKey === true) return null;
  if (key === 'Delete' || key === 'Backspace') return 'delete';
  if (key === 'Escape') return 'escape';
  if (key === 'Enter') return 'open';
  if (key === 'Insert') return 'add';
  if (key === 'a') return input.shiftKey ? 'addAfterGroup' : 'add';
  if (key === 'b') return 'addBranch';
  return ARROWS[key] ?? null;
}
