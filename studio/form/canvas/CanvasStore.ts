/**
 * View state of the form canvas (never part of undo): viewport size and scroll, the page's reading
 * direction, which tab pane each tabs control shows, and the select/drag tool whose drag in progress the
 * overlay draws. The layout is computed from the document and this state, always left to right; a
 * right-to-left canvas draws its mirror image and maps pointer positions back (model/layout/direction).
 */
import { action, computed, makeObservable, observable } from 'mobx';
import type { FormEditor } from '../model';
import { SelectTool, findPlace } from '../model';
import { findControl } from '@shared/form';
import type { ToolDrag } from '../model';
import type { ControlBox, FormLayout, ReadingDirection } from '../model/layout';
import { layoutForm, toLayoutPoint, visibleRange } from '../model/layout';

/** A drag in progress: a palette type (DOM drag) or a control being moved on the canvas. */
export type CanvasDrag = ToolDrag;

/** Extra rows drawn above and below the viewport so fast scrolling shows no gaps. */
const OVERSCAN = 200;

export class CanvasStore {
  width = 800;
  viewportHeight = 600;
  scrollTop = 0;
  direction: ReadingDirection = 'ltr';
  activeTabs = new Map<string, number>();
  /** The select/drag tool the canvas forwards pointer and palette-drag events to. */
  readonly tool: SelectTool;

  constructor(readonly editor: FormEditor) {
    makeObservable(this, {
      width: observable,
      viewportHeight: observable,
      scrollTop: observable,
      direction: observable,
      activeTabs: observable,
      layout: computed,
      visible: computed,
      selectedBox: computed,
      setViewport: action,
      setScrollTop: action,
      setDirection: action,
      showTab: action,
      reveal: action,
    });
    this.tool = new SelectTool(editor, this);
  }

  /** The drag in progress (from the tool), drawn as the ghost and insertion line. */
  get drag(): CanvasDrag | undefined {
    return this.tool.drag;
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
    return visibleRange(
      this.layout,
      this.scrollTop - OVERSCAN,
      this.scrollTop + this.viewportHeight + OVERSCAN,
    );
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

  setDirection(direction: ReadingDirection): void {
    this.direction = direction;
  }

  /** A point on the canvas as the pointer sees it (from its left edge, scrolled) in layout coordinates. */
  toLayoutPoint(point: { x: number; y: number }): { x: number; y: number } {
    return toLayoutPoint(point, this.width, this.direction);
  }

  showTab(tabsKey: string, index: number): void {
    this.activeTabs.set(tabsKey, index);
  }

  /** Shows the tab pane of every tabs control holding `key`, so the control has a box on the canvas. */
  reveal(key: string): void {
    let place = findPlace(this.editor.doc.list, key);
    while (place && place.slot.containerKey !== null) {
      const { slot } = place;
      const container = findControl(this.editor.doc.list, slot.containerKey);
      if (container?.type === 'tabs' && 'part' in slot && slot.part === 'column')
        this.activeTabs.set(slot.containerKey, slot.index);
      place = findPlace(this.editor.doc.list, slot.containerKey);
    }
  }

  /** The scroll top that brings the selected box fully into view (or the current one if it is). */
  scrollTopFor(box: ControlBox): number {
    const margin = 24;
    if (box.y - margin < this.scrollTop) return Math.max(0, box.y - margin);
    const bottom = box.y + box.height + margin;
    if (bottom > this.scrollTop + this.viewportHeight)
      return Math.min(box.y - margin, bottom - this.viewportHeight);
    return this.scrollTop;
  }
}
