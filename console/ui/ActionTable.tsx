import { HTMLTable, type HTMLTableProps } from '@blueprintjs/core';
import './actionTable.css';

export interface ActionTableProps extends HTMLTableProps {
  /** The last column holds the row's actions and stays in view while the rest scrolls sideways. */
  hasActionColumn?: boolean;
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth?: number;
}

/**
 * A list table whose action column is pinned to the inline end (right, or left in a right-to-left language), so a
 * row's buttons stay reachable on narrow screens while the other columns scroll under it.
 */
export function ActionTable({
  hasActionColumn = true,
  minWidth,
  className,
  style,
  ...rest
}: ActionTableProps) {
  const classes = [className, hasActionColumn ? 'has-action-column' : undefined].filter(Boolean).join(' ');
  return (
    <div className="action-table-scroll">
      <HTMLTable {...rest} className={classes} style={minWidth ? { ...style, minWidth } : style} />
    </div>
  );
}
