/**
 * Which kept page (console spec §2.5 keep-alive) shows which address. A page is keyed by its own identity, not by
 * its address, so a page that moves to another address of the same screen with a replace navigation (a designer
 * whose address follows its open tab, a new flow that got its id on save) stays mounted with its state; any other
 * address gets a page of its own. Pure bookkeeping: no React, no router.
 */
export interface ViewSlot {
  /** Stable identity of the page (a React key). */
  key: string;
  /** The address it shows. */
  path: string;
}

export interface PlaceInput {
  /** Addresses of the open tabs whose pages are kept, in tab order. */
  kept: readonly string[];
  /** The current address. */
  active: string;
  /** The current address replaced the previous one in the history (not a push or a back/forward). */
  isReplace: boolean;
  /** The screen an address shows (two addresses of one screen: the page may move between them). */
  screenOf(path: string): string | undefined;
}

const KEY_PREFIX = 'view-';
const sequenceOf = (key: string) => Number(key.slice(KEY_PREFIX.length));

export class ViewKeys {
  private readonly keys = new Map<string, string>();
  /** Addresses a page moved away from while their tab still lists them (until the tab list catches up). */
  private readonly left = new Set<string>();
  private previous = '';
  private nextKey = 1;

  /**
   * The pages to render: every kept address and the current one, each with its page's key, in the order the pages
   * were first made. A page never changes place among the others: moving an element in the document reloads every
   * frame inside it (a child app would lose its state), and hidden pages need no order.
   */
  place({ kept, active, isReplace, screenOf }: PlaceInput): ViewSlot[] {
    const from = this.previous;
    this.previous = active;
    const moved = from !== '' && from !== active ? this.keys.get(from) : undefined;
    if (isReplace && moved && !this.keys.has(active) && screenOf(from) === screenOf(active)) {
      this.keys.set(active, moved);
      this.keys.delete(from);
      this.left.add(from);
    }
    for (const path of this.left) if (!kept.includes(path) || path === active) this.left.delete(path);
    const paths = kept.filter((path) => !this.left.has(path));
    if (!paths.includes(active)) paths.push(active);
    for (const path of [...this.keys.keys()]) if (!paths.includes(path)) this.keys.delete(path);
    return paths
      .map((path) => ({ key: this.keyOf(path), path }))
      .sort((a, b) => sequenceOf(a.key) - sequenceOf(b.key));
  }

  private keyOf(path: string): string {
    let key = this.keys.get(path);
    if (!key) {
      key = `${KEY_PREFIX}${this.nextKey++}`;
      this.keys.set(path, key);
    }
    return key;
  }
}
