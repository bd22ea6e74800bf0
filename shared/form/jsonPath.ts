/**
 * Reads a value by a simple JSON path: `$`, `$.a.b`, `a.b`, `a[0].b`, `a.0.b`, `$['a b']`, and `[*]`/`*`
 * to map over every item of a list.
 */

type Step = string | number | '*';

export function parseJsonPath(path: string): Step[] | undefined {
  let rest = path.trim();
  if (rest.startsWith('$')) rest = rest.slice(1);
  const steps: Step[] = [];
  const token = /^(?:\.?([^.[\]]+)|\[(\d+)\]|\[\*\]|\[['"]([^'"]*)['"]\])/;
  while (rest.length > 0) {
    if (rest === '.') break;
    const match = token.exec(rest);
    if (!match) return undefined;
    if (match[0] === '[*]') steps.push('*');
    else if (match[2] !== undefined) steps.push(Number(match[2]));
    else if (match[3] !== undefined) steps.push(match[3]);
    else {
      const name = match[1] ?? '';
      steps.push(name === '*' ? '*' : /^\d+$/.test(name) ? Number(name) : name);
    }
    rest = rest.slice(match[0].length);
  }
  return steps;
}

function follow(source: unknown, steps: Step[]): unknown {
  let current: unknown = source;
  for (let index = 0; index < steps.length; index += 1) {
    const step = steps[index] as Step;
    if (current === undefined || current === null) return undefined;
    if (step === '*') {
      if (!Array.isArray(current)) return undefined;
      const rest = steps.slice(index + 1);
      return current.map((item: unknown) => follow(item, rest));
    }
    if (typeof step === 'number')
      current = Array.isArray(current) ? current[step] : (current as Record<string, unknown>)[String(step)];
    else current = typeof current === 'object' ? (current as Record<string, unknown>)[step] : undefined;
  }
  return current;
}

/** The value at the path, or undefined when the path is malformed or leads nowhere. */
export function readJsonPath(source: unknown, path: string): unknown {
  const steps = parseJsonPath(path);
  return steps ? follow(source, steps) : undefined;
}
