/**
 * Zoom and pan of the canvas: the screen size, zoom steps around a point, fit, reveal and centre on a card,
 * wheel and pinch gestures, and the first placement. The numbers live in the view store (never part of undo).
 */
import { action, computed, makeObservable, observableRef } from 'mobx';
import type { Rect } from '../layout';
import { viewportToFlow, zoomIn, zoomOut } from '../layout';
import type { EditorContext } from './EditorContext';
import type { Point, Size } from './viewMath';
import { centreOn, fitView, zoomAround } from './viewMath';

/** A wheel turn: ctrl/cmd + wheel zooms, plain wheel scrolls, shift + wheel scrolls sideways. */
export interface WheelInput {
  deltaX: number;
  deltaY: number;
  ctrlKey?: boolean;
  metaKey?: boolean;
  shiftKey?: boolean;
}

/** Pinch spread change that makes one zoom step. */
const PINCH_STEP_IN = 1.2;
const PINCH_STEP_OUT = 0.83;
const REVEAL_MARGIN = 24;
/** The smallest zoom a flow opens at: a card's 14 px text still reads at 10.5 px. */
export const READABLE_ZOOM = 75;

export class Viewport {
  screen: Size = { width: 800, height: 600 };
  /** Finger distance when the current pinch last zoomed (null: no pinch going on). */
  private pinchDistance: number | null = null;

  constructor(private readonly context: EditorContext) {
    makeObservable(this, {
      screen: observableRef,
      rect: computed,
      setScreen: action,
      placeAtStart: action,
      zoomBy: action,
      resetZoom: action,
      fit: action,
      panTo: action,
      scroll: action,
      centreAt: action,
      wheel: action,
      pinch: action,
      reveal: action,
      centreOn: action,
      toggleFullscreen: action,
    });
  }

  /** The part of the flow on screen, in flow coordinates. */
  get rect(): Rect {
    const { view } = this.context;
    return viewportToFlow(this.screen, view.pan, view.zoom);
  }

  setScreen(screen: Size): void {
    if (screen.width !== this.screen.width || screen.height !== this.screen.height) this.screen = screen;
  }

  /**
   * The first view of a canvas: the whole flow fitted, or 100 % with the start node top centre. A flow that
   * fits only below a readable zoom opens at that zoom instead, centred across with its start in view
   * (issue 29: a progress diagram opened at 50 % showed 7 px text).
   */
  placeAtStart(isFit: boolean): void {
    if (!isFit) {
      this.context.view.setView({ zoom: 100, pan: { x: this.screen.width / 2, y: 40 } });
      return;
    }
    const fitted = fitView(this.context.layout.bounds, this.screen);
    if (fitted.zoom >= READABLE_ZOOM) {
      this.context.view.setView(fitted);
      return;
    }
    const { bounds } = this.context.layout;
    const scale = READABLE_ZOOM / 100;
    const across = centreOn(bounds, this.screen, READABLE_ZOOM).x;
    this.context.view.setView({ zoom: READABLE_ZOOM, pan: { x: across, y: 40 - bounds.y * scale } });
  }

  /** One zoom step in (+1) or out (-1), around `anchor` (screen px; default the screen centre). */
  zoomBy(direction: 1 | -1, anchor?: Point): void {
    const { view } = this.context;
    const next = direction > 0 ? zoomIn(view.zoom) : zoomOut(view.zoom);
    const at = anchor ?? { x: this.screen.width / 2, y: this.screen.height / 2 };
    view.setView(zoomAround({ zoom: view.zoom, pan: view.pan }, next, at));
  }

  /** Back to 100 % (the zoom value button). */
  resetZoom(): void {
    this.context.view.setZoom(100);
  }

  fit(): void {
    this.context.view.setView(fitView(this.context.layout.bounds, this.screen));
  }

  /** The stage was dragged to `pan` (screen px). */
  panTo(pan: Point): void {
    this.context.view.setPan({ x: pan.x, y: pan.y });
  }

  /** Moves the view by screen px (scrollbars): positive goes right / down in the flow. */
  scroll(dx: number, dy: number): void {
    const { pan } = this.context.view;
    this.context.view.setPan({ x: pan.x - dx, y: pan.y - dy });
  }

  /** Puts a flow point at the centre of the screen (the mini-map). */
  centreAt(point: Point): void {
    const { view } = this.context;
    const scale = view.zoom / 100;
    view.setPan({ x: this.screen.width / 2 - point.x * scale, y: this.screen.height / 2 - point.y * scale });
  }

  /** A wheel turn at `anchor` (screen px). */
  wheel(input: WheelInput, anchor: Point): void {
    if (input.ctrlKey === true || input.metaKey === true) {
      if (input.deltaY !== 0) this.zoomBy(input.deltaY < 0 ? 1 : -1, anchor);
      return;
    }
    const isSideways = input.shiftKey === true;
    this.scroll(isSideways ? input.deltaY : input.deltaX, isSideways ? 0 : input.deltaY);
  }

  /** Two fingers `distance` px apart around `anchor`: one zoom step each time the spread grows or shrinks enough. */
  pinch(distance: number, anchor: Point): void {
    if (this.pinchDistance === null) {
      this.pinchDistance = distance;
      return;
    }
    const ratio = distance / this.pinchDistance;
    if (ratio > PINCH_STEP_IN || ratio < PINCH_STEP_OUT) {
      this.zoomBy(ratio > 1 ? 1 : -1, anchor);
      this.pinchDistance = distance;
    }
  }

  endPinch(): void {
    this.pinchDistance = null;
  }

  /** Pans just enough to show a node card whole (nothing moves when it already shows). */
  reveal(id: string): void {
    const box = this.context.layout.findBox(id);
    if (!box) return;
    const { view } = this.context;
    const scale = view.zoom / 100;
    const { pan } = view;
    const left = box.x * scale + pan.x;
    const top = box.y * scale + pan.y;
    const right = left + box.width * scale;
    const bottom = top + box.height * scale;
    const { width, height } = this.screen;
    const dx =
      left < REVEAL_MARGIN
        ? REVEAL_MARGIN - left
        : right > width - REVEAL_MARGIN
          ? width - REVEAL_MARGIN - right
          : 0;
    const dy =
      top < REVEAL_MARGIN
        ? REVEAL_MARGIN - top
        : bottom > height - REVEAL_MARGIN
          ? height - REVEAL_MARGIN - bottom
          : 0;
    if (dx !== 0 || dy !== 0) view.setPan({ x: pan.x + dx, y: pan.y + dy });
  }

  /** Centres the view on a node card; false (and nothing moves) for the end pill or an unknown id. */
  centreOn(id: string): boolean {
    const box = this.context.layout.findBox(id);
    if (!box || box.kind === 'end') return false;
    this.context.view.setPan(centreOn(box, this.screen, this.context.view.zoom));
    return true;
  }

  toggleFullscreen(): void {
    this.context.view.toggleFullscreen();
  }
}
