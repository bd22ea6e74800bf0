/**
 * View state of the form canvas (never part of undo): viewport size and scroll, which tab pane each
 * tabs control shows, the drag in progress and its insertion line. The layout is computed from the
 * document and this state.
 */
import { action, computed, makeObservable, observable, observableRef } from 'mobx';
import type { ControlType } from '@shared/form';
import type { FormEditor } from '../model';
import type { ControlBox, DropTarget, FormLayout } from '../model/layout';
import { dropTarget, layoutForm, visibleRange } from '../model/layout';

/** A drag in progress: a palette type (DOM drag) or a control being moved on the canvas. */
export interface CanvasDrag {
  type: ControlType;
  movingKey?: string;
  pointer: { x: number; y: number };
  target?: DropTarget;
}

/** Extra rows drawn above and below the viewport so fast scrolling shows no gaps. */
const OVERSCAN = 200;

export class CanvasStore {
  width = 800;
  viewportHeight = 600;
  scrollTop = 0;
  activeTabs = new Map<string, number>();
  drag: CanvasDrag | undefined = undefined;

  constructor(readonly editor: FormEditor) {
    makeObservable(this, {
      width: observable,
      viewportHeight: observable,
      scrollTop: observable,
      activeTabs: observable,
      drag: observableRef,
      layout: computed,
      visible: computed,
      selectedBox: computed,
      setViewport: action,
      setScrollTop: action,
      showTab: action,
      startDrag: action,
      dragTo: action,
      endDrag: action,
    });
  }

  get layout(): FormLayout {
    const config = this.editor.doc.config;
    return layoutForm(this.editor.doc.list, {
      width: this.width,
      layout: config.layout,
      labelWidth: Number(config.labelWidth) || 100,
      activeTab: (key) => this.activeTabs.get(key) ?? 0,
    });
  }

  /** Top-level boxes intersecting the viewport (plus overscan): the only ones drawn. */
  get visible(): ControlBox[] {
    return visibleRange(this.layout, this.scrollTop - OVERSCAN, this.scrollTop + this.viewportHeight + OVERSCAN);
  }

  get selectedBox(): ControlBox | undefined {
    const key = this.editor.selection.selectedKey;
    return key ? this.layout.boxes.find((box) => box.key === key) : undefined;
  }

  setViewport(width: number, height: number): void {
    this.width = Math.max(320, Math.floor(width));
    this.viewportHeight = Math.max(100, Math.floor(height));
  }

  setScrollTop(top: number): void {
    this.scrollTop = Math.max(0, top);
  }

  showTab(tabsKey: string, index: number): void {
    this.activeTabs.set(tabsKey, index);
  }

  startDrag(type: ControlType, pointer: { x: number; y: number }, movingKey?: string): void {
    this.drag = { type, movingKey, pointer };
  }

  /** Moves the drag to a canvas point and recomputes where it would land. */
  dragTo(pointer: { x: number; y: number }): void {
    if (!this.drag) return;
    const target = dropTarget(this.layout, pointer.x, pointer.y, this.drag.type, this.drag.movingKey);
    this.drag = { ...this.drag, pointer, target };
  }

  endDrag(): CanvasDrag | undefined {
    const drag = this.drag;
    this.drag = undefined;
    return drag;
  }
}
