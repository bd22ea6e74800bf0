import { action, computed, makeObservable, observable } from 'mobx';

/** One stroke: x, y pairs in pad coordinates. */
export type Stroke = number[];

/**
 * The handwritten-signature question (workflow spec §6): while `isAsking` the view shows the pad; the strokes
 * drawn are kept here (undo last stroke, clear), and the PNG the view exports settles the waiting agree. No
 * answer (cancel) means send nothing.
 */
export class SignatureRequest {
  isAsking = false;
  strokes: Stroke[] = [];
  private isDrawing = false;
  private resolve: ((png: string | null) => void) | undefined;

  constructor() {
    makeObservable<SignatureRequest, 'isDrawing'>(this, {
      isAsking: observable,
      strokes: observable,
      isDrawing: observable,
      isEmpty: computed,
      ask: action,
      answer: action,
      begin: action,
      extend: action,
      end: action,
      undo: action,
      clear: action,
    });
  }

  /** Nothing drawn yet: OK stays disabled. */
  get isEmpty(): boolean {
    return this.strokes.length === 0;
  }

  /** Opens an empty pad; answers the PNG data URL, or null when cancelled. */
  ask(): Promise<string | null> {
    this.strokes = [];
    this.isAsking = true;
    return new Promise<string | null>((resolve) => (this.resolve = resolve));
  }

  answer(png: string | null) {
    if (png !== null && this.isEmpty) return;
    this.isAsking = false;
    this.isDrawing = false;
    this.resolve?.(png);
    this.resolve = undefined;
  }

  begin(x: number, y: number) {
    this.isDrawing = true;
    this.strokes.push([x, y, x, y]);
  }

  extend(x: number, y: number) {
    if (!this.isDrawing) return;
    this.strokes[this.strokes.length - 1]?.push(x, y);
  }

  end() {
    this.isDrawing = false;
  }

  undo() {
    this.strokes.pop();
  }

  clear() {
    this.strokes = [];
  }
}
