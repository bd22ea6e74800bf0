import { useEffect, useRef, useState } from 'react';
import { HTMLTable, type HTMLTableProps } from '@blueprintjs/core';
import './actionTable.css';

export interface ActionTableProps extends HTMLTableProps {
  /** The last column holds the row's actions and stays in view while the rest scrolls sideways. */
  hasActionColumn?: boolean;
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth?: number;
}

/** Whether an element's content is wider than the element, kept up to date as either changes size. */
const useIsOverflowing = () => {
  const ref = useRef<HTMLDivElement>(null);
  const [isOverflowing, setIsOverflowing] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setIsOverflowing(element.scrollWidth > element.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return { ref, isOverflowing };
};

/**
 * A list table whose action column is pinned to the inline end (right, or left in a right-to-left language), so a
 * row's buttons stay reachable on narrow screens while the other columns scroll under it; a shadow marks the pinned
 * column while anything scrolls under it.
 */
export function ActionTable({
  hasActionColumn = true,
  minWidth,
  className,
  style,
  ...rest
}: ActionTableProps) {
  const { ref, isOverflowing } = useIsOverflowing();
  const classes = [className, hasActionColumn ? 'has-action-column' : undefined].filter(Boolean).join(' ');
  return (
    <div ref={ref} className={`action-table-scroll${isOverflowing ? ' is-overflowing' : ''}`}>
      <HTMLTable {...rest} className={classes} style={minWidth ? { ...style, minWidth } : style} />
    </div>
  );
}
