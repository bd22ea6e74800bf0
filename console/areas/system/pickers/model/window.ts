/** The rows a fixed-height virtual list must render to fill its viewport (plus `overscan` rows each side). */
export const visibleRange = (
  scrollTop: number,
  viewport: number,
  rowHeight: number,
  count: number,
  overscan = 6,
): { start: number; end: number } => {
  const first = Math.floor(Math.max(0, scrollTop) / rowHeight);
  const shown = Math.ceil(viewport / rowHeight);
  return { start: Math.max(0, first - overscan), end: Math.min(count, first + shown + overscan) };
};

/** Case-insensitive filter on a search text; the list itself when the text is blank. */
export const filterByText = <T>(
  items: readonly T[],
  text: string,
  fields: (item: T) => string,
): readonly T[] => {
  const needle = text.trim().toLowerCase();
  return needle ? items.filter((item) => fields(item).toLowerCase().includes(needle)) : items;
};

/** Toggles one record in a picked list (single mode replaces the list). */
export const togglePick = <V extends { id: string }>(
  value: readonly V[],
  item: V,
  multiple: boolean,
): V[] => {
  const present = value.some((v) => v.id === item.id);
  if (!multiple) return present ? [] : [item];
  return present ? value.filter((v) => v.id !== item.id) : [...value, item];
};
