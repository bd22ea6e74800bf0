/** Keyboard shortcuts of the flow canvas, as one typed table (the same actions serve toolbar and keys). */
export type FlowKeyAction =
  'undo' | 'redo' | 'delete' | 'copy' | 'paste' | 'up' | 'down' | 'left' | 'right' | 'escape';

export interface KeyInput {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  shiftKey?: boolean;
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
    if (key === 'v') return 'paste';
    return null;
  }
  if (key === 'Delete' || key === 'Backspace') return 'delete';
  if (key === 'Escape') return 'escape';
  return ARROWS[key] ?? null;
}
