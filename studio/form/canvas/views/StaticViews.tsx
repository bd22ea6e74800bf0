/** Canvas views of controls without a form item: text, divider, button, alert, html, and small widgets. */
import { observer } from 'mobx-react-lite';
import { Group, Line, Rect } from 'react-konva';
import type { CanvasViewProps } from '../types';
import { CANVAS_THEME as C } from '../theme';
import { CanvasText, Dot, FieldLabel, Frame, fieldParts, still } from './primitives';

const ptToPx = (size: unknown): number => {
  const value = parseFloat(String(size ?? '10.5'));
  return (Number.isFinite(value) ? value : 10.5) * (4 / 3);
};

export const TextView = observer(function TextView({ box, control }: CanvasViewProps) {
  const options = control.options ?? {};
  const size = ptToPx(options.fontSize);
  const mark = options.showRequiredMark ? 10 : 0;
  return (
    <Group {...still}>
      {mark ? <CanvasText x={box.x + 8} y={box.y + 6} text="*" color={C.danger} size={size} /> : null}
      <CanvasText
        x={box.x + 8 + mark}
        y={box.y + 6}
        width={box.width - 16 - mark}
        text={control.label}
        size={size}
        color={String(options.color ?? C.text)}
        align={options.textAlign ?? 'left'}
        family={String(options.fontFamily ?? '')}
      />
    </Group>
  );
});

export const DividerView = observer(function DividerView({ box, control }: CanvasViewProps) {
  const y = box.y + box.height / 2;
  const label = control.label;
  const orientation = control.options?.orientation ?? 'left';
  const textWidth = label ? label.length * 8 + 24 : 0;
  const start =
    orientation === 'left'
      ? box.x + 40
      : orientation === 'right'
        ? box.x + box.width - 40 - textWidth
        : box.x + (box.width - textWidth) / 2;
  return (
    <Group {...still}>
      <Line {...still} points={[box.x + 8, y, start, y]} stroke={C.lightBorder} strokeWidth={1} />
      <Line
        {...still}
        points={[start + textWidth, y, box.x + box.width - 8, y]}
        stroke={C.lightBorder}
        strokeWidth={1}
      />
      {label ? <CanvasText x={start} y={y - 8} width={textWidth} align="center" text={label} bold /> : null}
    </Group>
  );
});

export const ButtonView = observer(function ButtonView({ box, control }: CanvasViewProps) {
  const kind = control.options?.type ?? 'primary';
  const width = Math.min(box.width - 16, control.label.length * 8 + 32);
  const fill = kind === 'primary' ? C.accent : kind === 'danger' ? C.danger : C.fill;
  const color = kind === 'primary' || kind === 'danger' ? '#fff' : C.text;
  return (
    <Group {...still}>
      <Frame
        x={box.x + 8}
        y={box.y + 8}
        width={width}
        height={32}
        fill={fill}
        stroke={kind === 'default' || kind === 'dashed' ? C.border : fill}
        dash={kind === 'dashed' ? [4, 3] : undefined}
      />
      <CanvasText
        x={box.x + 8}
        y={box.y + 17}
        width={width}
        align="center"
        text={control.label}
        color={color}
      />
    </Group>
  );
});

const ALERT_COLORS: Record<string, [string, string]> = {
  success: ['#f6ffed', '#b7eb8f'],
  info: ['#e6f4ff', '#91caff'],
  warning: ['#fffbe6', '#ffe58f'],
  error: ['#fff2f0', '#ffccc7'],
};

export const AlertView = observer(function AlertView({ box, control }: CanvasViewProps) {
  const [fill, stroke] = ALERT_COLORS[String(control.options?.type ?? 'success')] ?? ALERT_COLORS.info!;
  const description = String(control.options?.description ?? '');
  return (
    <Group {...still}>
      <Frame
        x={box.x + 8}
        y={box.y + 4}
        width={box.width - 16}
        height={box.height - 8}
        fill={fill}
        stroke={stroke}
      />
      <CanvasText x={box.x + 20} y={box.y + 14} width={box.width - 40} text={control.label} />
      {description ? (
        <CanvasText x={box.x + 20} y={box.y + 34} width={box.width - 40} text={description} color={C.muted} />
      ) : null}
    </Group>
  );
});

export const HtmlView = observer(function HtmlView({ box, control }: CanvasViewProps) {
  const source = String(control.options?.defaultValue ?? '').replace(/<[^>]*>/g, '');
  return (
    <Group {...still}>
      <Frame
        x={box.x + 8}
        y={box.y + 4}
        width={box.width - 16}
        height={box.height - 8}
        fill={C.soft}
        dash={[3, 3]}
      />
      <CanvasText
        x={box.x + 18}
        y={box.y + 14}
        width={box.width - 36}
        text={`HTML · ${source}`}
        color={C.muted}
      />
    </Group>
  );
});

/** rate, slider, switch, editor: a recognisable sketch of the widget. */
export const WidgetView = observer(function WidgetView({ box, control, config }: CanvasViewProps) {
  const { geometry, body } = fieldParts(box, control, config);
  let widget;
  if (control.type === 'rate') {
    const count = Number(control.options?.max) || 5;
    widget = (
      <CanvasText
        x={body.x}
        y={body.y + 6}
        text={'★'.repeat(Math.min(count, 20))}
        size={18}
        color="#e0e0e0"
      />
    );
  } else if (control.type === 'slider') {
    widget = (
      <Group {...still}>
        <Rect
          {...still}
          x={body.x}
          y={body.y + 14}
          width={body.width - 12}
          height={4}
          fill="#e1e1e1"
          cornerRadius={2}
        />
        <Dot x={body.x + 6} y={body.y + 16} radius={7} fill={C.fill} stroke={C.accent} />
      </Group>
    );
  } else if (control.type === 'switch') {
    widget = (
      <Group {...still}>
        <Rect {...still} x={body.x} y={body.y + 4} width={48} height={24} fill="#bfbfbf" cornerRadius={12} />
        <Dot x={body.x + 12} y={body.y + 16} radius={9} fill={C.fill} />
      </Group>
    );
  } else {
    widget = <Frame x={body.x} y={body.y} width={body.width} height={box.y + box.height - 8 - body.y} />;
  }
  return (
    <Group {...still}>
      <FieldLabel label={control.label} geometry={geometry} />
      {widget}
    </Group>
  );
});
