/** Canvas views of containers: grid columns, card, tab panes, table cells, batch and select-input list. */
import { observer } from 'mobx-react-lite';
import { Group, Rect } from 'react-konva';
import type { FormLayout, SlotBox } from '../../model/layout';
import { METRICS } from '../../model/layout';
import type { CanvasViewProps } from '../types';
import { CANVAS_THEME as C } from '../theme';
import { CanvasText, Frame, HLine, still } from './primitives';

const slotsOf = (layout: FormLayout, key: string): SlotBox[] =>
  layout.slots.filter((slot) => slot.slot.containerKey === key);

/** An empty list: a tinted drop area with a hint. */
function SlotArea({ slot, hint, isOutlined = true }: { slot: SlotBox; hint: string; isOutlined?: boolean }) {
  return (
    <Group {...still}>
      {isOutlined ? (
        <Frame
          x={slot.x + 2}
          y={slot.y + 2}
          width={slot.width - 4}
          height={slot.height - 4}
          fill={slot.children.length ? C.fill : C.slot}
          stroke={C.slotBorder}
          dash={[4, 3]}
          radius={2}
        />
      ) : null}
      {slot.children.length === 0 ? (
        <CanvasText
          x={slot.x}
          y={slot.y + slot.height / 2 - 7}
          width={slot.width}
          align="center"
          text={hint}
          color={C.muted}
          size={12}
        />
      ) : null}
    </Group>
  );
}

export const GridView = observer(function GridView({ box, layout, t }: CanvasViewProps) {
  return (
    <Group {...still}>
      <Frame
        x={box.x + 2}
        y={box.y + 2}
        width={box.width - 4}
        height={box.height - 4}
        stroke={C.lightBorder}
        fill={C.fill}
      />
      {slotsOf(layout, box.key).map((slot, index) => (
        <SlotArea key={index} slot={slot} hint={t('canvas.dropHere')} />
      ))}
    </Group>
  );
});

export const CardView = observer(function CardView({ box, control, layout, t }: CanvasViewProps) {
  return (
    <Group {...still}>
      <Frame
        x={box.x + 2}
        y={box.y + 2}
        width={box.width - 4}
        height={box.height - 4}
        stroke={C.lightBorder}
        radius={6}
      />
      <CanvasText x={box.x + 16} y={box.y + 18} text={control.label} bold width={box.width - 32} />
      <HLine
        x={box.x + 2}
        y={box.y + METRICS.containerPadding + METRICS.containerHeader - 2}
        length={box.width - 4}
      />
      {slotsOf(layout, box.key).map((slot, index) => (
        <SlotArea key={index} slot={slot} hint={t('canvas.dropHere')} />
      ))}
    </Group>
  );
});

export const TabsView = observer(function TabsView({ box, layout, t }: CanvasViewProps) {
  const headers = layout.tabs.filter((tab) => tab.tabsKey === box.key);
  const first = headers[0];
  return (
    <Group {...still}>
      <Frame
        x={box.x + 2}
        y={box.y + 2}
        width={box.width - 4}
        height={box.height - 4}
        stroke={C.lightBorder}
      />
      {first ? <HLine x={box.x + 8} y={first.y + first.height} length={box.width - 16} /> : null}
      {headers.map((tab) => (
        <Group key={tab.index} {...still}>
          <CanvasText
            x={tab.x + 8}
            y={tab.y + 10}
            width={tab.width - 16}
            text={tab.label}
            color={tab.isActive ? C.accent : C.text}
            align="center"
          />
          {tab.isActive ? (
            <Rect
              {...still}
              x={tab.x + 4}
              y={tab.y + tab.height - 2}
              width={tab.width - 8}
              height={2}
              fill={C.accent}
            />
          ) : null}
        </Group>
      ))}
      {slotsOf(layout, box.key).map((slot, index) => (
        <SlotArea key={index} slot={slot} hint={t('canvas.dropHere')} isOutlined={false} />
      ))}
    </Group>
  );
});

export const TableView = observer(function TableView({ box, layout, t }: CanvasViewProps) {
  const cells = layout.cells.filter((cell) => cell.tableKey === box.key);
  const slots = slotsOf(layout, box.key);
  return (
    <Group {...still}>
      {cells.map((cell) => (
        <Rect
          {...still}
          key={`${cell.row}:${cell.cell}`}
          x={cell.x}
          y={cell.y}
          width={cell.width}
          height={cell.height}
          stroke="#c9c9c9"
          strokeWidth={1}
          fill={C.fill}
        />
      ))}
      {slots.map((slot, index) =>
        slot.children.length ? null : (
          <SlotArea key={index} slot={slot} hint={t('canvas.dropHere')} isOutlined={false} />
        ),
      )}
    </Group>
  );
});

export const BatchView = observer(function BatchView({ box, control, layout, t }: CanvasViewProps) {
  const slot = slotsOf(layout, box.key)[0];
  const head = box.y + METRICS.containerPadding;
  return (
    <Group {...still}>
      <Frame
        x={box.x + 2}
        y={box.y + 2}
        width={box.width - 4}
        height={box.height - 4}
        stroke={C.lightBorder}
      />
      <CanvasText x={box.x + 12} y={head + 9} text={control.label} bold width={box.width - 24} />
      {slot ? (
        <Group {...still}>
          <Rect
            {...still}
            x={slot.x}
            y={slot.y}
            width={slot.width}
            height={METRICS.batchHeaderHeight}
            fill={C.soft}
            stroke={C.lightBorder}
            strokeWidth={1}
          />
          <Rect
            {...still}
            x={slot.x}
            y={slot.y + METRICS.batchHeaderHeight}
            width={slot.width}
            height={METRICS.batchRowHeight}
            stroke={C.lightBorder}
            strokeWidth={1}
          />
          <CanvasText x={slot.x + 8} y={slot.y + 11} text="#" color={C.muted} />
          <CanvasText x={slot.x + 14} y={slot.y + METRICS.batchHeaderHeight + 15} text="1" color={C.muted} />
          {slot.children.map((child) => (
            <Group key={child.key} {...still}>
              <CanvasText
                x={child.x + 8}
                y={slot.y + 11}
                text={child.control.label}
                width={child.width - 16}
                bold
              />
              <Frame
                x={child.x + 6}
                y={slot.y + METRICS.batchHeaderHeight + 6}
                width={child.width - 12}
                height={32}
              />
            </Group>
          ))}
          {slot.children.length === 0 ? (
            <CanvasText
              x={slot.x + 48}
              y={slot.y + METRICS.batchHeaderHeight + 15}
              text={t('canvas.dropFieldsHere')}
              color={C.muted}
              size={12}
            />
          ) : null}
        </Group>
      ) : null}
    </Group>
  );
});

export const SelectInputListView = observer(function SelectInputListView({
  box,
  control,
  layout,
  t,
}: CanvasViewProps) {
  return (
    <Group {...still}>
      <Frame
        x={box.x + 2}
        y={box.y + 2}
        width={box.width - 4}
        height={box.height - 4}
        stroke={C.lightBorder}
      />
      <CanvasText x={box.x + 12} y={box.y + 17} text={control.label} bold width={box.width - 24} />
      {slotsOf(layout, box.key).map((slot, index) => (
        <Group key={index} {...still}>
          <SlotArea slot={slot} hint={t('canvas.dropFieldsHere')} />
          <CanvasText
            x={slot.x + 8}
            y={slot.y + 6}
            text={`☐ ${String((control.columns?.[index] as { label?: string } | undefined)?.label ?? '')}`}
            color={C.muted}
            size={12}
          />
        </Group>
      ))}
    </Group>
  );
});
