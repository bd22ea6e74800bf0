import { findControl } from '@shared/form';
import type { TableRow } from '@shared/form';
import type { FormDocument } from '../FormDocument';
import { cloneData } from '../keys';
import type { CellRef } from '../table/tableGrid';
import type { TableEditName, TableEditResult } from '../table/tableOps';
import { TABLE_EDITS } from '../table/tableOps';
import type { FormCommand, FormCommandKind } from './FormCommand';

const KIND_OF: Record<TableEditName, FormCommandKind> = {
  mergeDown: 'tableMergeDown',
  mergeRight: 'tableMergeRight',
  split: 'tableSplit',
  addColumn: 'tableAddColumn',
  addRow: 'tableAddRow',
};

/** Applies one table edit (merge down/right, split, add column/row) to a table control. */
export class TableEditCommand implements FormCommand {
  readonly kind: FormCommandKind;
  private before: TableRow[] | undefined;

  constructor(
    private readonly doc: FormDocument,
    readonly tableKey: string,
    readonly edit: TableEditName,
    readonly at: CellRef,
  ) {
    this.kind = KIND_OF[edit];
  }

  /** The edit's outcome on the current rows, without changing anything (refusals carry the message). */
  preview(): TableEditResult | undefined {
    const table = findControl(this.doc.list, this.tableKey);
    if (!table || table.type !== 'table' || !table.trs) return undefined;
    return TABLE_EDITS[this.edit](cloneData(table.trs), this.at);
  }

  canExecute(): boolean {
    return this.preview()?.ok === true;
  }

  execute(): void {
    const table = findControl(this.doc.list, this.tableKey);
    const result = this.preview();
    if (!table?.trs || !result?.ok) return;
    this.before = cloneData(table.trs);
    table.trs = result.trs;
  }

  revert(): void {
    const table = findControl(this.doc.list, this.tableKey);
    if (table && this.before) table.trs = this.before;
  }
}
