/** Named change channels: a field listens to its own names only, so a change wakes up only the fields it concerns. */
export type Listener = () => void;

export class Channels {
  private readonly listeners = new Map<string, Set<Listener>>();

  /** Listens on every name given; returns the function that stops listening. */
  subscribe(names: readonly string[], listener: Listener): () => void {
    for (const name of names) {
      let set = this.listeners.get(name);
      if (!set) {
        set = new Set();
        this.listeners.set(name, set);
      }
      set.add(listener);
    }
    return () => {
      for (const name of names) {
        const set = this.listeners.get(name);
        set?.delete(listener);
        if (set?.size === 0) this.listeners.delete(name);
      }
    };
  }

  /** Calls each listener of these names once, even when it listens on several of them. */
  emit(names: Iterable<string>): void {
    const called = new Set<Listener>();
    for (const name of names) {
      for (const listener of [...(this.listeners.get(name) ?? [])]) {
        if (called.has(listener)) continue;
        called.add(listener);
        listener();
      }
    }
  }
}

/** Channel names: a data key's value, a key's hidden state / errors, a tabs' active index, a control's event options. */
export const channel = {
  value: (dataKey: string) => `v:${dataKey}`,
  hidden: (key: string) => `h:${key}`,
  errors: (key: string) => `e:${key}`,
  tab: (key: string) => `t:${key}`,
  options: (key: string) => `o:${key}`,
  errorCount: '#errors',
  loading: '#loading',
  reveal: '#reveal',
  checked: '#checked',
  summary: '#summary',
} as const;
