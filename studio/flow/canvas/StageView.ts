/**
 * The view the stage is drawn for, apart from the live view while a pan or zoom gesture goes on (then a CSS
 * transform shows the drawing at the live view; see `gestureView.ts`). What the stage draws: the items of the
 * drawn rectangle (the screen and a margin around it). The first drawing covers the screen only (the first paint
 * waits for no card off screen); the margin follows once it has been painted. No React, no Konva.
 */
import { action, computed, makeObservable, observable, observableRef } from 'mobx';
import type { FlowEditor, Size, View } from '../model/editor';
import type { LayoutItems, Rect } from '../model/layout';
import { drawnRect, overscan } from './gestureView';

export class StageView {
  drawn: View;
  /** False until the first drawing has been painted: then the margin around the screen is drawn too. */
  hasMargin = false;

  constructor(private readonly editor: FlowEditor) {
    this.drawn = this.live;
    makeObservable(this, {
      drawn: observableRef,
      hasMargin: observable,
      margin: computed,
      rect: computed,
      items: computed,
      commit: action,
      addMargin: action,
    });
  }

  /** The view as the model has it now. */
  get live(): View {
    return { zoom: this.editor.view.zoom, pan: this.editor.view.pan };
  }

  /** How far the drawing reaches beyond each screen edge (screen px). */
  get margin(): Size {
    return this.hasMargin ? overscan(this.editor.viewport.screen) : { width: 0, height: 0 };
  }

  get rect(): Rect {
    return drawnRect(this.drawn, this.editor.viewport.screen, this.margin);
  }

  /** What the stage draws (found without visiting the rest of the layout). */
  get items(): LayoutItems {
    return this.editor.layout.visibleIn(this.rect);
  }

  /** Draws the stage for the live view (at rest, or when the drawing no longer covers the screen). */
  commit(): void {
    const { live } = this;
    if (live.zoom !== this.drawn.zoom || live.pan !== this.drawn.pan) this.drawn = live;
  }

  addMargin(): void {
    this.hasMargin = true;
  }
}
