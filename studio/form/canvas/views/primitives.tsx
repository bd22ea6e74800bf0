/** Small react-konva pieces every control view is made of. Decoration only: nothing here listens. */
import { useLayoutEffect, useRef } from 'react';
import type Konva from 'konva';
import { Circle, Group, Line, Rect, Text } from 'react-konva';
import type { FormControl, FormConfig } from '@shared/form';
import type { ControlBox, ReadingDirection, TextAlign } from '../../model/layout';
import { physicalAlign, uprightTransform } from '../../model/layout';
import type { FieldGeometry } from '../fieldGeometry';
import { bodyWidth, fieldGeometry } from '../fieldGeometry';
import { CANVAS_THEME as C } from '../theme';
import { useCanvasDirection } from './CanvasDirection';

const still = { listening: false, perfectDrawEnabled: false } as const;

export interface TextProps {
  x: number;
  y: number;
  text: string;
  width?: number;
  color?: string;
  size?: number;
  bold?: boolean;
  /** `start` (the default) and `end` follow the reading direction; `left` and `right` stay put. */
  align?: TextAlign;
  family?: string;
  /** The text's own base direction where it is not the page's (a field key reads left to right). */
  textDirection?: ReadingDirection;
}

/**
 * A line of text starting at `x` in layout coordinates. On a mirrored (right-to-left) layer it turns itself
 * back upright over the same box, so its glyphs, digits and Latin words read normally, and it is shaped with
 * the page's base direction, as the runtime's DOM does (canvases off the page would default to left to right).
 * A text without a width learns its own once drawn.
 */
export function CanvasText({
  x,
  y,
  text,
  width,
  color = C.text,
  size = C.fontSize,
  bold,
  align,
  family,
  textDirection,
}: TextProps) {
  const direction = useCanvasDirection();
  const node = useRef<Konva.Text>(null);
  const upright = uprightTransform(x, width ?? 0, direction);
  useLayoutEffect(() => {
    if (width === undefined && node.current)
      node.current.offsetX(upright.scaleX < 0 ? node.current.width() : 0);
  });
  return (
    <Text
      {...still}
      ref={node}
      x={upright.x}
      scaleX={upright.scaleX}
      offsetX={width === undefined ? undefined : upright.offsetX}
      y={y}
      text={text}
      width={width}
      wrap="none"
      ellipsis={width !== undefined}
      fill={color}
      fontSize={size}
      fontStyle={bold ? 'bold' : 'normal'}
      align={physicalAlign(align, direction)}
      direction={textDirection ?? direction}
      fontFamily={family || C.fontFamily}
    />
  );
}

export interface FrameProps {
  x: number;
  y: number;
  width: number;
  height: number;
  stroke?: string;
  fill?: string;
  dash?: number[];
  radius?: number;
}

export function Frame({
  x,
  y,
  width,
  height,
  stroke = C.border,
  fill = C.fill,
  dash,
  radius = 4,
}: FrameProps) {
  return (
    <Rect
      {...still}
      x={x}
      y={y}
      width={width}
      height={height}
      stroke={stroke}
      strokeWidth={1}
      fill={fill}
      dash={dash}
      cornerRadius={radius}
    />
  );
}

export function HLine({
  x,
  y,
  length,
  color = C.lightBorder,
}: {
  x: number;
  y: number;
  length: number;
  color?: string;
}) {
  return <Line {...still} points={[x, y, x + length, y]} stroke={color} strokeWidth={1} />;
}

export function Dot({
  x,
  y,
  radius,
  fill,
  stroke,
}: {
  x: number;
  y: number;
  radius: number;
  fill?: string;
  stroke?: string;
}) {
  return <Circle {...still} x={x} y={y} radius={radius} fill={fill} stroke={stroke} strokeWidth={1} />;
}

/**
 * The label column of a field with its required mark. It takes the label's text, not the control: the view
 * around it (an observer) reads the text, so a relabelled control redraws at once.
 */
export function FieldLabel({ label: text, geometry }: { label: string; geometry: FieldGeometry }) {
  if (!geometry.hasLabel) return null;
  const { label } = geometry;
  const mark = geometry.isRequired ? 10 : 0;
  return (
    <Group {...still}>
      {geometry.isRequired ? <CanvasText x={label.x} y={label.y + 2} text="*" color={C.danger} /> : null}
      <CanvasText
        x={label.x + mark}
        y={label.y + 2}
        text={text}
        width={Math.max(10, label.width - mark)}
        color={C.label}
      />
    </Group>
  );
}

/** An input box with placeholder text and an optional trailing glyph (chevron, calendar...). */
export function InputBox(props: {
  x: number;
  y: number;
  width: number;
  height?: number;
  text: string;
  glyph?: string;
  isValue?: boolean;
  isDisabled?: boolean;
}) {
  const height = props.height ?? 32;
  return (
    <Group {...still}>
      <Frame
        x={props.x}
        y={props.y}
        width={props.width}
        height={height}
        fill={props.isDisabled ? '#f5f5f5' : C.fill}
      />
      <CanvasText
        x={props.x + 9}
        y={props.y + 9}
        text={props.text}
        width={Math.max(10, props.width - 34)}
        color={props.isValue ? C.text : '#bfbfbf'}
      />
      {props.glyph ? (
        <CanvasText x={props.x + props.width - 22} y={props.y + 8} text={props.glyph} color={C.muted} />
      ) : null}
    </Group>
  );
}

/** Label + body geometry for a field view, with the body narrowed to the control's `width` option. */
export function fieldParts(box: ControlBox, control: FormControl, config: FormConfig) {
  const geometry = fieldGeometry(box, control, config);
  const width = bodyWidth(control, geometry.body.width);
  return { geometry, body: { ...geometry.body, width } };
}

export { still };
