/**
 * The flow as a tree view (role tree), in flow order and kept in step with the document and the selection:
 * arrows, Home and End move (and select on the canvas), Enter opens the node's settings, and the canvas keys
 * (A, Shift+A, B, Delete, copy, paste, undo, redo) work here too. A screen reader reads and changes the flow here.
 */
import { memo, useEffect, useRef } from 'react';
import type { KeyboardEvent } from 'react';
import { Classes } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import type { FlowEditor, OutlineMove, OutlineRow } from '../../model/editor';
import { nodeLabel } from '../../model/editor';
import type { FlowT } from '../../useFlowT';

const MOVES: Record<string, OutlineMove> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'left',
  ArrowRight: 'right',
  Home: 'home',
  End: 'end',
};

interface RowProps {
  row: OutlineRow;
  label: string;
  isSelected: boolean;
  isTabStop: boolean;
  onPick(id: string): void;
}

const Row = memo(function Row({ row, label, isSelected, isTabStop, onPick }: RowProps) {
  return (
    <li
      role="treeitem"
      id={`flow-outline-${row.id}`}
      data-id={row.id}
      className="flow-outline-row"
      aria-level={row.level}
      aria-posinset={row.posInSet}
      aria-setsize={row.setSize}
      aria-selected={isSelected}
      aria-expanded={row.hasChildren ? true : undefined}
      tabIndex={isTabStop ? 0 : -1}
      style={{ paddingInlineStart: 8 + (row.level - 1) * 16 }}
      onClick={() => onPick(row.id)}
    >
      {label}
    </li>
  );
});

export const OutlinePanel = observer(function OutlinePanel({ editor, t }: { editor: FlowEditor; t: FlowT }) {
  const tree = useRef<HTMLUListElement>(null);
  const rows = editor.outline.rows;
  const selectedId = editor.view.selectedId;
  const focusedId = rows.some((row) => row.id === selectedId) ? selectedId : (rows[0]?.id ?? '');
  /** The tree had the focus and lent it to an overlay (settings drawer, delete confirmation). */
  const isLent = useRef(false);

  // the focus follows the selection while it is in the tree, or lent to an overlay (whose row may be gone)
  useEffect(() => {
    const element = tree.current;
    if (!element) return;
    const active = document.activeElement;
    const isInTree = active !== null && element.contains(active);
    if (isInTree || isLent.current) element.querySelector<HTMLElement>(`[data-id="${focusedId}"]`)?.focus();
  }, [focusedId, rows]);

  const onPick = (id: string) => {
    editor.selection.focus(id);
    editor.outline.announce(id);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const move = MOVES[event.key];
    if (move && !event.ctrlKey && !event.metaKey) {
      event.preventDefault();
      editor.outline.move(move);
      // the selection may land where it already was (End on the selected last row): the focus follows it anyway
      tree.current?.querySelector<HTMLElement>(`[data-id="${editor.view.selectedId}"]`)?.focus();
      return;
    }
    if (selectedId !== focusedId && focusedId !== '') editor.selection.select(focusedId);
    if (editor.keys.press(event)) event.preventDefault();
  };
  return (
    <ul
      ref={tree}
      role="tree"
      aria-label={t('outline.label')}
      className="flow-outline"
      onKeyDown={onKeyDown}
      onFocus={() => {
        isLent.current = false;
      }}
      onBlur={(event) => {
        const next = event.relatedTarget;
        isLent.current = next instanceof Element && next.closest(`.${Classes.PORTAL}`) !== null;
      }}
    >
      {rows.map((row) => (
        <Row
          key={row.id}
          row={row}
          label={nodeLabel(editor.doc.t, row.node)}
          isSelected={row.id === selectedId}
          isTabStop={row.id === focusedId}
          onPick={onPick}
        />
      ))}
    </ul>
  );
});
