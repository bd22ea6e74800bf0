/** Id generation for flow nodes (workflow spec §9: 9 random digits plus a timestamp). */

export interface IdSources {
  /** Returns a number in [0, 1); defaults to Math.random. */
  random?: () => number;
  /** Returns the current time in ms; defaults to Date.now. */
  now?: () => number;
}

export type IdGenerator = () => string;

/** Nine random digits (leading zeros kept) followed by the timestamp in ms. */
export function makeNodeId(sources: IdSources = {}): string {
  const random = sources.random ?? Math.random;
  const now = sources.now ?? Date.now;
  let digits = '';
  for (let index = 0; index < 9; index += 1) {
    digits += String(Math.min(9, Math.floor(random() * 10)));
  }
  return `${digits}${Math.floor(now())}`;
}

/**
 * An id generator whose ids never collide with `taken` (ids already in the tree) nor with each other.
 * A collision (same random digits in the same ms) simply draws again. A `Set` passed as `taken` is read,
 * not copied (so a caller keeping the ids of a large tree pays nothing per generator).
 */
export function createIdGenerator(
  sources: IdSources = {},
  taken: Iterable<string> | ReadonlySet<string> = [],
): IdGenerator {
  const known: ReadonlySet<string> = taken instanceof Set ? taken : new Set(taken);
  const used = new Set<string>();
  const isUsed = (id: string) => used.has(id) || known.has(id);
  return () => {
    let id = makeNodeId(sources);
    for (let attempt = 0; isUsed(id); attempt += 1) {
      // With a broken random source, fall back to a counter suffix so this always ends.
      id = attempt < 20 ? makeNodeId(sources) : `${makeNodeId(sources)}${attempt}`;
    }
    used.add(id);
    return id;
  };
}
