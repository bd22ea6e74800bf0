/**
 * The canvas's select/drag tool as a state machine. The view converts pointer and DOM-drag events to
 * canvas points and forwards them; the tool decides what they mean:
 *
 *   idle ──down on a control──▶ pressing ──move past the threshold──▶ dragging ──up──▶ (drop) idle
 *     ▲                            │ up: select                          │ Escape / pointer cancel
 *     └────────────────────────────┴─────────────────────────────────────┘ (cancelled: nothing changes)
 *
 * A palette item dragged over the canvas (DOM drag) is a drag without a moving control: it enters
 * `dragging` on drag-over and adds the control on drop. Nothing reaches the document before a drop,
 * so cancelling leaves the form and its history as they were. No React, no DOM.
 */
import { action, computed, makeObservable, observableRef } from 'mobx';
import type { ControlType } from '@shared/form';
import type { FormEditor } from '../FormEditor';
import type { Message } from '../messages';
import type { ControlBox, DropTarget, FormLayout } from '../layout';
import { contains, controlAt, dropTarget, handleRects, tabAt } from '../layout';

/** Manhattan distance (canvas px) a press must travel before it becomes a drag. */
export const DRAG_THRESHOLD = 4;

export interface Point {
  x: number;
  y: number;
}

/** A drag in progress: a palette type (DOM drag) or a control being moved on the canvas. */
export interface ToolDrag {
  type: ControlType;
  movingKey?: string;
  pointer: Point;
  target?: DropTarget;
}

export type SelectToolState =
  { name: 'idle' } | { name: 'pressing'; key: string; origin: Point } | { name: 'dragging'; drag: ToolDrag };

/** What the tool reads from (and asks of) the canvas view state. */
export interface SelectToolHost {
  readonly layout: FormLayout;
  readonly selectedBox: ControlBox | undefined;
  showTab(tabsKey: string, index: number): void;
}

const IDLE: SelectToolState = { name: 'idle' };

export class SelectTool {
  state: SelectToolState = IDLE;

  constructor(
    private readonly editor: FormEditor,
    private readonly host: SelectToolHost,
  ) {
    makeObservable(this, {
      state: observableRef,
      drag: computed,
      pointerDown: action,
      pointerMove: action,
      pointerUp: action,
      cancel: action,
      paletteOver: action,
      paletteLeave: action,
      paletteDrop: action,
    });
  }

  /** The drag shown as feedback (ghost and insertion line), if any. */
  get drag(): ToolDrag | undefined {
    return this.state.name === 'dragging' ? this.state.drag : undefined;
  }

  /** Primary button down: a handle of the selection acts at once; a control is pressed; empty space clears. */
  pointerDown(point: Point): Message | undefined {
    const selected = this.host.selectedBox;
    if (selected) {
      const handles = handleRects(selected);
      if (contains(handles.copy, point.x, point.y)) return this.editor.copy(selected.key).message;
      if (contains(handles.remove, point.x, point.y)) return this.editor.remove(selected.key).message;
    }
    const tab = tabAt(this.host.layout, point.x, point.y);
    if (tab) this.host.showTab(tab.tabsKey, tab.index);
    const box = controlAt(this.host.layout, point.x, point.y);
    this.state = box ? { name: 'pressing', key: box.key, origin: point } : IDLE;
    if (!box) this.editor.select('');
    return undefined;
  }

  pointerMove(point: Point): void {
    const state = this.state;
    if (state.name === 'pressing') {
      if (Math.abs(point.x - state.origin.x) + Math.abs(point.y - state.origin.y) < DRAG_THRESHOLD) return;
      const box = this.host.layout.boxes.find((entry) => entry.key === state.key);
      if (!box) return;
      this.dragTo({ type: box.type, movingKey: box.key, pointer: point }, point);
    } else if (state.name === 'dragging' && state.drag.movingKey) {
      this.dragTo(state.drag, point);
    }
  }

  /** Button up: a press selects its control; a drag drops the control where the insertion line shows. */
  pointerUp(): Message | undefined {
    const state = this.state;
    this.state = IDLE;
    if (state.name === 'pressing') {
      this.editor.select(state.key);
      return undefined;
    }
    const drag = state.name === 'dragging' ? state.drag : undefined;
    if (!drag?.movingKey || !drag.target) return undefined;
    return this.editor.move(drag.movingKey, { slot: drag.target.slot, index: drag.target.index }).message;
  }

  /** Escape or pointer cancel: back to idle; the form is left as it was. */
  cancel(): void {
    this.state = IDLE;
  }

  /** A palette item dragged over the canvas at `point`. */
  paletteOver(type: ControlType, point: Point): void {
    const drag = this.drag ?? { type, pointer: point };
    this.dragTo(drag, point);
  }

  /** The palette drag left the canvas or ended elsewhere: its feedback goes (a canvas move is kept). */
  paletteLeave(): void {
    if (this.drag && !this.drag.movingKey) this.state = IDLE;
  }

  /** A palette item dropped at `point` (type undefined: nothing was in flight): added where the line shows. */
  paletteDrop(type: ControlType | undefined, point: Point): Message | undefined {
    if (type && this.drag) this.dragTo(this.drag, point);
    const drag = this.drag;
    this.state = IDLE;
    if (!type || !drag?.target) return undefined;
    const outcome = this.editor.addAt(type, { slot: drag.target.slot, index: drag.target.index });
    return outcome.ok ? undefined : outcome.message;
  }

  private dragTo(drag: ToolDrag, pointer: Point): void {
    const target = dropTarget(this.host.layout, pointer.x, pointer.y, drag.type, drag.movingKey);
    this.state = { name: 'dragging', drag: { ...drag, pointer, target } };
  }
}
