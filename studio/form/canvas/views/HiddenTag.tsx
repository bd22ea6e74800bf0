/** The small tag at the top right corner of a control that the runtime hides (`options.hidden`). */
import { Label, Tag, Text } from 'react-konva';
import { CANVAS_THEME as C } from '../theme';
import { still } from './primitives';

export interface HiddenTagProps {
  /** Right edge of the tag. */
  x: number;
  y: number;
  text: string;
}

/** A Konva label: its tag fits the text in any language, and the right-pointing anchor keeps it at `x`. */
export function HiddenTag({ x, y, text }: HiddenTagProps) {
  return (
    <Label {...still} x={x} y={y}>
      <Tag
        {...still}
        fill={C.soft}
        stroke={C.border}
        strokeWidth={1}
        cornerRadius={3}
        pointerDirection="right"
        pointerWidth={0}
        pointerHeight={0}
      />
      <Text
        {...still}
        name="fd-hidden-tag"
        text={`⊘ ${text}`}
        padding={4}
        fontSize={11}
        fontFamily={C.fontFamily}
        fill={C.muted}
      />
    </Label>
  );
}
