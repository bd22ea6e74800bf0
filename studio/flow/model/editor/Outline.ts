/** The outline of the flow that the tree view shows, and its keyboard moves (which select on the canvas too). */
import { action, computed, makeObservable } from 'mobx';
import { positionMessage } from './announcements';
import type { EditorContext } from './EditorContext';
import type { OutlineMove, OutlineRow } from './flowOutline';
import { flowOutline, outlineTarget } from './flowOutline';
import type { Selection } from './Selection';

export class Outline {
  constructor(
    private readonly context: EditorContext,
    private readonly selection: Selection,
  ) {
    makeObservable(this, { rows: computed, move: action, announce: action });
  }

  get rows(): OutlineRow[] {
    return flowOutline(this.context.doc.root);
  }

  /** A tree-view key: selects the row it reaches (centred on the canvas) and says where it landed. */
  move(move: OutlineMove): void {
    const id = outlineTarget(this.rows, this.selection.selectedId, move);
    if (id === undefined) return;
    this.selection.focus(id);
    this.announce(id);
  }

  /** Says which node `id` is and where it stands in flow order ("Approver: 部门审批, 2 of 5"). */
  announce(id: string): void {
    const rows = this.rows;
    const index = rows.findIndex((row) => row.id === id);
    const row = rows[index];
    if (row)
      this.context.announcer.say(positionMessage(this.context.doc.t, row.node, index + 1, rows.length));
  }
}
