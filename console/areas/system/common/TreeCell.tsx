import { Button } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

export interface TreeCellProps {
  /** The row's name, shown and used to label the expand button. */
  label: string;
  /** How deep the row sits: each level indents one step at the reading side (right in Arabic). */
  depth: number;
  /** Given for a tree whose branches fold: the row's expand button (or a spacer of the same width on a leaf). */
  fold?: { hasChildren: boolean; isExpanded: boolean; toggleLabel: string; onToggle(): void };
}

/** The first cell of a tree-table row: indented by depth, with an expand button where branches fold. */
export function TreeCell({ label, depth, fold }: TreeCellProps) {
  const { i18n } = useTranslation();
  const closedIcon = i18n.dir() === 'rtl' ? 'chevron-left' : 'chevron-right';
  return (
    <td title={label}>
      <span style={{ paddingInlineStart: depth * 20, display: 'inline-flex', alignItems: 'center' }}>
        {fold &&
          (fold.hasChildren ? (
            <Button
              size="small"
              variant="minimal"
              icon={fold.isExpanded ? 'chevron-down' : closedIcon}
              aria-expanded={fold.isExpanded}
              aria-label={fold.toggleLabel}
              onClick={fold.onToggle}
            />
          ) : (
            <span style={{ width: 24, display: 'inline-block' }} />
          ))}
        {label}
      </span>
    </td>
  );
}
