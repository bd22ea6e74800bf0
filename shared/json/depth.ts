/** How deep request bodies may nest: far beyond any real payload, far below what a recursive walker can take. */
export const MAX_BODY_DEPTH = 64;

/**
 * How deep a stored document (a form or a flow sent as JSON text) may nest. A flow nests about one level per node
 * in a chain (a generated 3,000-node flow is under 1,000 levels); the tree walkers stay well inside the stack.
 */
export const MAX_DOCUMENT_DEPTH = 2500;

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
