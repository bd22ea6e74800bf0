/** The small tag at the top right corner of a control that the runtime hides (`options.hidden`). */
import { Label, Tag, Text } from 'react-konva';
import { CANVAS_THEME as C } from '../theme';
import { still } from './primitives';
import { useCanvasDirection } from './CanvasDirection';

export interface HiddenTagProps {
  /** Right edge of the tag. */
  x: number;
  y: number;
  text: string;
}

/**
 * A Konva label: its tag fits the text in any language, and the right-pointing anchor keeps it at `x`. On a
 * mirrored layer it is flipped back upright and anchored by its other edge, so it keeps the same box.
 */
export function HiddenTag({ x, y, text }: HiddenTagProps) {
  const direction = useCanvasDirection();
  const isMirrored = direction === 'rtl';
  return (
    <Label {...still} x={x} y={y} scaleX={isMirrored ? -1 : 1}>
      <Tag
        {...still}
        fill={C.soft}
        stroke={C.border}
        strokeWidth={1}
        cornerRadius={3}
        pointerDirection={isMirrored ? 'left' : 'right'}
        pointerWidth={0}
        pointerHeight={0}
      />
      <Text
        {...still}
        name="fd-hidden-tag"
        direction={direction}
        text={`⊘ ${text}`}
        padding={4}
        fontSize={11}
        fontFamily={C.fontFamily}
        fill={C.muted}
      />
    </Label>
  );
}
