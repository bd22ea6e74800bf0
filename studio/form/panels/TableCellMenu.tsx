/** The table-cell context menu: merge down, merge right, split, add column, add row (refusals as notices). */
import { Menu, MenuItem, showContextMenu } from '@blueprintjs/core';
import type { TableEditName } from '../model';
import type { CellBox } from '../model/layout';
import type { DesignerContextValue } from '../DesignerContext';

const EDITS: ReadonlyArray<{
  edit: TableEditName;
  icon: 'arrow-down' | 'arrow-right' | 'split-columns' | 'add-column-right' | 'add-row-bottom';
}> = [
  { edit: 'mergeDown', icon: 'arrow-down' },
  { edit: 'mergeRight', icon: 'arrow-right' },
  { edit: 'split', icon: 'split-columns' },
  { edit: 'addColumn', icon: 'add-column-right' },
  { edit: 'addRow', icon: 'add-row-bottom' },
];

export function openTableCellMenu(
  designer: DesignerContextValue,
  cell: CellBox,
  client: { x: number; y: number },
): void {
  const { editor, t, show } = designer;
  showContextMenu({
    targetOffset: { left: client.x, top: client.y },
    content: (
      <Menu aria-label={t('tableMenu.label')}>
        {EDITS.map(({ edit, icon }) => (
          <MenuItem
            key={edit}
            icon={icon}
            text={t(`tableMenu.${edit}`)}
            onClick={() => {
              const outcome = editor.tableEdit(cell.tableKey, edit, { row: cell.row, cell: cell.cell });
              if (!outcome.ok) show(outcome.message);
            }}
          />
        ))}
      </Menu>
    ),
  });
}
