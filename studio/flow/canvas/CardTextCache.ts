/**
 * Card texts of the cards on screen, kept per node id: a node copied only because something below it changed,
 * or because it now hangs after a new node (`hasSameOwnFields`), keeps its text object, so its memoized shape is
 * not rendered again.
 */
import type { FlowNode } from '@shared/flow/types';
import type { FlowT } from '../useFlowT';
import { cardText } from './cardText';
import type { CardText } from './drawFlow';
import { hasSameOwnFields } from './shapeProps';

interface Entry {
  node: FlowNode;
  t: FlowT;
  text: CardText;
}

/** Entries beyond this many (nodes scrolled past) are dropped. */
const LIMIT = 2000;

export class CardTextCache {
  private readonly entries = new Map<string, Entry>();
  private readonly labelled = new Map<string, { base: CardText; label: string; text: CardText }>();

  /** The card text with a figures line; the same object while neither the text nor the label changes. */
  withLabel(id: string, base: CardText, label: string | undefined): CardText {
    if (!label) return base;
    const entry = this.labelled.get(id);
    if (entry && entry.base === base && entry.label === label) return entry.text;
    if (this.labelled.size >= LIMIT) this.labelled.clear();
    const text = { ...base, label };
    this.labelled.set(id, { base, label, text });
    return text;
  }

  text(node: FlowNode, t: FlowT): CardText {
    const entry = this.entries.get(node.id);
    if (entry && entry.t === t && hasSameOwnFields(entry.node, node)) {
      entry.node = node;
      return entry.text;
    }
    if (this.entries.size >= LIMIT) this.entries.clear();
    const text = cardText(node, t);
    this.entries.set(node.id, { node, t, text });
    return text;
  }
}
