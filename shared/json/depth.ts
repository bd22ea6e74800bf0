/** How deep request bodies may nest: far beyond any real payload, far below what a recursive walker can take. */
export const MAX_BODY_DEPTH = 64;

/** How deep a stored document (a form or a flow sent as JSON text) may nest; a flow nests one level per node. */
export const MAX_DOCUMENT_DEPTH = 512;

/**
 * Whether JSON text opens more than `limit` nested arrays or objects. One pass over the text without parsing it,
 * so a hostile body is refused before anything walks it; brackets inside strings do not count.
 */
export const jsonNestsDeeperThan = (text: string, limit: number): boolean => {
  let depth = 0;
  let isInString = false;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (isInString) {
      if (code === 0x5c)
        i += 1; // backslash: skip the escaped character
      else if (code === 0x22) isInString = false;
    } else if (code === 0x22) {
      isInString = true;
    } else if (code === 0x5b || code === 0x7b) {
      depth += 1;
      if (depth > limit) return true;
    } else if (code === 0x5d || code === 0x7d) {
      depth -= 1;
    }
  }
  return false;
};

/** How deep a parsed value nests (arrays and objects count one level each), walked without recursion. */
export const valueDepth = (value: unknown): number => {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop() as [unknown, number];
    if (typeof current !== 'object' || current === null) continue;
    deepest = Math.max(deepest, depth + 1);
    for (const child of Object.values(current)) stack.push([child, depth + 1]);
  }
  return deepest;
};
