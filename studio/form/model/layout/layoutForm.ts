/**
 * Lays a form document out for the canvas: one box per control, stacked top to bottom, containers
 * with their columns, panes and table cells. Pure and linear in the number of controls.
 */
import type { FormControl, TableRow } from '@shared/form';
import { containerKindOf } from '../controlTypes';
import type { ContainerKind } from '../controlTypes';
import type { Slot } from '../places';
import { ROOT_SLOT } from '../places';
import { buildGrid, refId } from '../table/tableGrid';
import type { ControlBox, FormLayout, LayoutOptions, SlotBox } from './layoutTypes';
import { METRICS, bodyHeight, showsLabel } from './metrics';

const M = METRICS;

interface Builder {
  out: FormLayout;
  options: LayoutOptions;
}

/** Stacks `list` inside a slot area; returns the height used. */
function layoutSlot(
  b: Builder,
  slot: Slot,
  kind: ContainerKind,
  list: FormControl[],
  area: { x: number; y: number; width: number; minHeight: number },
  depth: number,
): SlotBox {
  const slotBox: SlotBox = { slot, kind, depth, direction: 'vertical', children: [], ...area, height: 0 };
  b.out.slots.push(slotBox);
  let y = area.y + (list.length ? M.gap : 0);
  list.forEach((control, index) => {
    const box = layoutControl(
      b,
      control,
      { x: area.x + M.gap, y, width: area.width - 2 * M.gap },
      slot,
      index,
      depth,
    );
    slotBox.children.push(box);
    y += box.height + M.gap;
  });
  slotBox.height = Math.max(area.minHeight, y - area.y);
  return slotBox;
}

function layoutControl(
  b: Builder,
  control: FormControl,
  at: { x: number; y: number; width: number },
  slot: Slot,
  index: number,
  depth: number,
): ControlBox {
  const box: ControlBox = {
    key: control.key,
    type: control.type,
    control,
    depth,
    slot,
    index,
    ...at,
    height: 0,
    end: 0,
  };
  b.out.boxes.push(box);
  box.height = containerKindOf(control.type) ? layoutContainer(b, box) : simpleHeight(b, control);
  box.end = b.out.boxes.length;
  return box;
}

function simpleHeight(b: Builder, control: FormControl): number {
  const body = bodyHeight(control);
  const labelAbove = showsLabel(control) && b.options.layout === 'vertical';
  return (
    2 * M.itemPadding +
    (labelAbove ? M.labelHeight : 0) +
    Math.max(body, showsLabel(control) ? M.labelHeight : 0)
  );
}

function layoutContainer(b: Builder, box: ControlBox): number {
  const { control } = box;
  const inner = { x: box.x + M.containerPadding, width: box.width - 2 * M.containerPadding };
  const top = box.y + M.containerPadding;
  const depth = box.depth + 1;
  const key = control.key;
  switch (control.type) {
    case 'grid': {
      const columns = control.columns ?? [];
      const total =
        columns.reduce((sum, column) => sum + ('span' in column ? Number(column.span) || 0 : 0), 0) || 24;
      let x = inner.x;
      let tallest: number = M.emptySlotHeight;
      const slots = columns.map((column, index) => {
        const span = 'span' in column ? Number(column.span) || 0 : 24 / columns.length;
        const width = (inner.width * span) / Math.max(24, total);
        const slot = layoutSlot(
          b,
          { containerKey: key, part: 'column', index },
          'grid',
          column.list,
          { x, y: top, width, minHeight: M.emptySlotHeight },
          depth,
        );
        tallest = Math.max(tallest, slot.height);
        x += width;
        return slot;
      });
      for (const slot of slots) slot.height = tallest;
      return tallest + 2 * M.containerPadding;
    }
    case 'tabs': {
      const columns = control.columns ?? [];
      const active = Math.min(Math.max(0, b.options.activeTab?.(key) ?? 0), Math.max(0, columns.length - 1));
      const headerWidth = Math.min(140, inner.width / Math.max(1, columns.length));
      columns.forEach((column, index) =>
        b.out.tabs.push({
          tabsKey: key,
          index,
          label: 'label' in column ? String(column.label ?? '') : '',
          isActive: index === active,
          x: inner.x + index * headerWidth,
          y: top,
          width: headerWidth,
          height: M.tabHeaderHeight,
        }),
      );
      const pane = columns[active];
      const used = pane
        ? layoutSlot(
            b,
            { containerKey: key, part: 'column', index: active },
            'tabs',
            pane.list,
            { x: inner.x, y: top + M.tabHeaderHeight, width: inner.width, minHeight: M.emptySlotHeight },
            depth,
          ).height
        : M.emptySlotHeight;
      return M.tabHeaderHeight + used + 2 * M.containerPadding;
    }
    case 'card': {
      const used = layoutSlot(
        b,
        { containerKey: key, part: 'list' },
        'card',
        control.list ?? [],
        { x: inner.x, y: top + M.containerHeader, width: inner.width, minHeight: M.emptySlotHeight },
        depth,
      ).height;
      return M.containerHeader + used + 2 * M.containerPadding;
    }
    case 'batch':
      return layoutBatch(b, box, inner, top, depth);
    case 'selectInputList': {
      let y = top + M.containerHeader;
      (control.columns ?? []).forEach((column, index) => {
        y +=
          layoutSlot(
            b,
            { containerKey: key, part: 'column', index },
            'selectInputList',
            column.list,
            { x: inner.x, y, width: inner.width, minHeight: M.emptySlotHeight },
            depth,
          ).height + M.gap;
      });
      return y - box.y + M.containerPadding;
    }
    case 'table':
      return layoutTable(b, box, control.trs ?? [], inner, top, depth);
    default:
      return M.emptySlotHeight;
  }
}

function layoutBatch(
  b: Builder,
  box: ControlBox,
  inner: { x: number; width: number },
  top: number,
  depth: number,
): number {
  const list = box.control.list ?? [];
  const y = top + M.containerHeader;
  const slot: SlotBox = {
    slot: { containerKey: box.key, part: 'list' },
    kind: 'batch',
    depth,
    direction: 'horizontal',
    children: [],
    x: inner.x,
    y,
    width: inner.width,
    height: M.batchHeaderHeight + M.batchRowHeight,
  };
  b.out.slots.push(slot);
  const columnWidth = Math.max(M.batchMinColumnWidth, (inner.width - 48) / Math.max(1, list.length + 1));
  list.forEach((control, index) => {
    const child: ControlBox = {
      key: control.key,
      type: control.type,
      control,
      depth,
      slot: slot.slot,
      index,
      x: inner.x + 48 + index * columnWidth,
      y,
      width: columnWidth,
      height: slot.height,
      end: 0,
    };
    b.out.boxes.push(child);
    child.end = b.out.boxes.length;
    slot.children.push(child);
  });
  return M.containerHeader + slot.height + 2 * M.containerPadding;
}

function layoutTable(
  b: Builder,
  box: ControlBox,
  trs: TableRow[],
  inner: { x: number; width: number },
  top: number,
  depth: number,
): number {
  const grid = buildGrid(trs);
  const cols = Math.max(1, grid.cols);
  const colWidth = inner.width / cols;
  const rowTops: number[] = [];
  let y = top;
  // Rows grow to fit single-row cells; a taller spanning cell stretches its last row.
  const heights: number[] = trs.map(() => M.tableMinCellHeight);
  const cellAreas: Array<{ row: number; cell: number; col: number; rowspan: number; colspan: number }> = [];
  trs.forEach((tr, row) =>
    tr.tds.forEach((td, cell) => {
      const col = grid.startCol.get(refId({ row, cell })) ?? 0;
      cellAreas.push({
        row,
        cell,
        col,
        rowspan: Math.max(1, Math.min(td.rowspan || 1, trs.length - row)),
        colspan: Math.max(1, td.colspan || 1),
      });
    }),
  );
  const estimate = (list: FormControl[]) => {
    const probe: Builder = {
      out: { boxes: [], roots: [], slots: [], cells: [], tabs: [], width: 0, height: 0 },
      options: b.options,
    };
    return layoutSlot(
      probe,
      ROOT_SLOT,
      'table',
      list,
      { x: 0, y: 0, width: colWidth, minHeight: M.tableMinCellHeight },
      0,
    ).height;
  };
  for (const area of cellAreas) {
    const td = trs[area.row]?.tds[area.cell];
    if (!td || td.list.length === 0) continue;
    const need = estimate(td.list);
    const last = area.row + area.rowspan - 1;
    const have = heights.slice(area.row, last + 1).reduce((sum, h) => sum + h, 0);
    if (need > have) heights[last] = (heights[last] ?? 0) + need - have;
  }
  heights.forEach((h) => {
    rowTops.push(y);
    y += h;
  });
  for (const area of cellAreas) {
    const td = trs[area.row]?.tds[area.cell];
    if (!td) continue;
    const x = inner.x + area.col * colWidth;
    const width = colWidth * Math.min(area.colspan, cols - area.col);
    const cellTop = rowTops[area.row] ?? top;
    const height = heights.slice(area.row, area.row + area.rowspan).reduce((sum, h) => sum + h, 0);
    b.out.cells.push({ tableKey: box.key, row: area.row, cell: area.cell, x, y: cellTop, width, height });
    layoutSlot(
      b,
      { containerKey: box.key, part: 'cell', row: area.row, cell: area.cell },
      'table',
      td.list,
      { x, y: cellTop, width, minHeight: height },
      depth,
    );
  }
  return y - top + 2 * M.containerPadding;
}

/** Boxes of every control of `list` for a canvas `options.width` wide. */
export function layoutForm(list: readonly FormControl[], options: LayoutOptions): FormLayout {
  const out: FormLayout = {
    boxes: [],
    roots: [],
    slots: [],
    cells: [],
    tabs: [],
    width: options.width,
    height: 0,
  };
  const b: Builder = { out, options };
  const area = {
    x: M.pagePadding,
    y: M.pagePadding,
    width: options.width - 2 * M.pagePadding,
    minHeight: 200,
  };
  const root = layoutSlot(b, ROOT_SLOT, 'root', [...list], area, 0);
  out.roots = root.children;
  out.height = M.pagePadding * 2 + root.height;
  return out;
}
