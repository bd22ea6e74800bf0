/** What the designer's parts share: the editor, canvas state, keyboard edits, focus, translation, notices, palette drag. */
import { createContext, useContext } from 'react';
import type { ControlType } from '@shared/form';
import type { FormEditor, KeyboardEdits, Message } from './model';
import type { DesignerFocus } from './DesignerFocus';
import type { CanvasStore } from './canvas/CanvasStore';

export interface DesignerNotify {
  success(text: string): void;
  warning(text: string): void;
  error(text: string): void;
}

export interface DesignerContextValue {
  editor: FormEditor;
  canvas: CanvasStore;
  /** Keyboard edits with live-region announcements (palette, canvas, outline, toolbar). */
  edits: KeyboardEdits;
  /** Moves focus between canvas, outline and properties. */
  focus: DesignerFocus;
  /** Translates a formDesigner key. */
  t: (key: string, params?: Record<string, string | number>) => string;
  notify: DesignerNotify;
  /** Shows a model message as a notice (warning for refusals, success otherwise). */
  show: (message: Message | undefined, isOk?: boolean) => void;
  /** The palette type being dragged over the canvas (DOM drag data is unreadable during dragover). */
  paletteDrag: PaletteDrag;
  /** A DOM id unique to this designer (several designers can be open in kept tabs). */
  idOf: (name: string) => string;
}

/** The palette item in flight during a DOM drag. */
export class PaletteDrag {
  type: ControlType | undefined = undefined;
  begin(type: ControlType): void {
    this.type = type;
  }
  /** Ends the drag and returns the type that was dragged. */
  end(): ControlType | undefined {
    const type = this.type;
    this.type = undefined;
    return type;
  }
}

export const DesignerContext = createContext<DesignerContextValue | null>(null);

export function useDesigner(): DesignerContextValue {
  const value = useContext(DesignerContext);
  if (!value) throw new Error('useDesigner must be used inside <FormDesigner>');
  return value;
}
