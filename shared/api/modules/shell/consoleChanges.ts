/**
 * What a `change` event on the letter stream tells an open console (issue 29 "Live changes"): which of the data
 * every console screen shows changed, so the console reloads that part without a page reload.
 */
export const CONSOLE_CHANGE_KINDS = ['menus', 'apps', 'properties', 'theme', 'languages'] as const;
export type ConsoleChangeKind = (typeof CONSOLE_CHANGE_KINDS)[number];

/** The data of a `change` event: the kinds that changed, each named once. */
export interface ConsoleChangeData {
  kinds: ConsoleChangeKind[];
}

export const isConsoleChangeKind = (value: unknown): value is ConsoleChangeKind =>
  CONSOLE_CHANGE_KINDS.includes(value as ConsoleChangeKind);

/** The kinds a message names; a list that cannot be read means everything may have changed. */
export const changedKinds = (kinds: unknown): ConsoleChangeKind[] =>
  Array.isArray(kinds) && kinds.length > 0 && kinds.every(isConsoleChangeKind)
    ? [...new Set(kinds)]
    : [...CONSOLE_CHANGE_KINDS];

/** Reads a `change` event's data; anything unreadable means everything may have changed. */
export const readConsoleChange = (data: string): ConsoleChangeData => {
  try {
    return { kinds: changedKinds((JSON.parse(data) as { kinds?: unknown }).kinds) };
  } catch {
    return { kinds: [...CONSOLE_CHANGE_KINDS] };
  }
};
