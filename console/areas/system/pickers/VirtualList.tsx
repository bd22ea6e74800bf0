import { useState, type ReactNode } from 'react';
import { visibleRange } from './model/window';

export interface VirtualListProps<T> {
  items: readonly T[];
  height: number;
  rowHeight?: number;
  label: string;
  renderRow(item: T, index: number): ReactNode;
  rowKey(item: T): string;
}

/** A fixed-row-height list that mounts only the rows in view (stays fast with 10,000 items). */
export function VirtualList<T>({
  items,
  height,
  rowHeight = 32,
  label,
  renderRow,
  rowKey,
}: VirtualListProps<T>) {
  const [scrollTop, setScrollTop] = useState(0);
  const { start, end } = visibleRange(scrollTop, height, rowHeight, items.length);
  return (
    <div
      className="picker-list"
      role="group"
      aria-label={label}
      style={{ height }}
      onScroll={(e) => setScrollTop(e.currentTarget.scrollTop)}
    >
      <div style={{ height: items.length * rowHeight, position: 'relative' }}>
        {items.slice(start, end).map((item, offset) => (
          <div
            key={rowKey(item)}
            className="picker-row"
            style={{ top: (start + offset) * rowHeight, height: rowHeight }}
          >
            {renderRow(item, start + offset)}
          </div>
        ))}
      </div>
    </div>
  );
}
