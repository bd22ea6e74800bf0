/**
 * A strict reader of the Prometheus text exposition format, for tests: every line must be a `# HELP`, a `# TYPE`
 * or a sample of a family whose TYPE came before it, or it throws naming the line.
 */
export interface Exposition {
  /** The value of the sample with exactly these labels; undefined when there is none. */
  value(name: string, labels: Record<string, string>): number | undefined;
  typeOf(family: string): string | undefined;
}

const NAME = '[a-zA-Z_:][a-zA-Z0-9_:]*';
const SAMPLE = new RegExp(`^(${NAME})(?:\\{(.*)\\})? (\\S+)$`);
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"(,|$)/y;
const HISTOGRAM_SUFFIX = /_(bucket|sum|count)$/;

const parseValue = (text: string, line: string) => {
  if (text === '+Inf') return Infinity;
  if (text === '-Inf') return -Infinity;
  if (text === 'NaN') return NaN;
  const value = Number(text);
  if (!Number.isFinite(value)) throw new Error(`not a number in: ${line}`);
  return value;
};

const parseLabels = (text: string, line: string): Record<string, string> => {
  const labels: Record<string, string> = {};
  LABEL.lastIndex = 0;
  while (LABEL.lastIndex < text.length) {
    const match = LABEL.exec(text);
    if (!match) throw new Error(`bad labels in: ${line}`);
    labels[match[1] as string] = (match[2] as string).replace(/\\(.)/g, (_, c: string) =>
      c === 'n' ? '\n' : c,
    );
  }
  return labels;
};

const keyOf = (name: string, labels: Record<string, string>) =>
  `${name}${JSON.stringify(Object.entries(labels).sort(([a], [b]) => a.localeCompare(b)))}`;

export const parseExposition = (text: string): Exposition => {
  const types = new Map<string, string>();
  const samples = new Map<string, number>();
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const type = new RegExp(`^# TYPE (${NAME}) (counter|gauge|histogram|summary|untyped)$`).exec(line);
    if (type) {
      types.set(type[1] as string, type[2] as string);
      continue;
    }
    if (new RegExp(`^# HELP ${NAME} `).test(line)) continue;
    const sample = SAMPLE.exec(line);
    if (!sample) throw new Error(`not an exposition line: ${line}`);
    const name = sample[1] as string;
    const family = types.has(name) ? name : name.replace(HISTOGRAM_SUFFIX, '');
    if (!types.has(family)) throw new Error(`sample before its TYPE: ${line}`);
    samples.set(keyOf(name, parseLabels(sample[2] ?? '', line)), parseValue(sample[3] as string, line));
  }
  return {
    value: (name, labels) => samples.get(keyOf(name, labels)),
    typeOf: (family) => types.get(family),
  };
};
