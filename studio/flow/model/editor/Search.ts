/** Finding cards by name: each Enter focuses the next match, and the box tells which of how many. */
import { action, makeObservable, observable, observableRef } from 'mobx';
import type { LayoutBox } from '../layout';
import type { EditorContext } from './EditorContext';
import { searchNodes } from './navigation';
import type { Selection } from './Selection';

export interface SearchResult {
  /** Index of the focused match (0-based). */
  index: number;
  count: number;
}

export class Search {
  query = '';
  /** The last find's outcome (null: not searched since the query changed). */
  result: SearchResult | null = null;

  constructor(
    private readonly context: EditorContext,
    private readonly selection: Selection,
  ) {
    makeObservable(this, { query: observable, result: observableRef, setQuery: action, next: action });
  }

  /** Node cards whose name contains `query` (case-insensitive), in drawing order. */
  matches(query: string): LayoutBox[] {
    return searchNodes(this.context.layout, query);
  }

  setQuery(query: string): void {
    this.query = query;
    this.result = null;
  }

  /** Focuses the next match of the query (the first after a change; wraps round). */
  next(): void {
    const matches = this.matches(this.query);
    if (matches.length === 0) {
      this.result = { index: 0, count: 0 };
      return;
    }
    const index =
      this.result && this.result.count === matches.length ? (this.result.index + 1) % matches.length : 0;
    const match = matches[index];
    if (match) this.selection.focus(match.id);
    this.result = { index, count: matches.length };
  }
}
