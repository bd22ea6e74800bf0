/** Canvas views of value fields: inputs, pickers, text areas, choices, uploads. */
import { observer } from 'mobx-react-lite';
import { Group } from 'react-konva';
import type { FormControl } from '@shared/form';
import type { CanvasViewProps } from '../types';
import { CANVAS_THEME as C } from '../theme';
import { CanvasText, Dot, FieldLabel, Frame, InputBox, fieldParts, still } from './primitives';

const placeholderOf = (control: FormControl): string => String(control.options?.placeholder ?? '');
const valueText = (control: FormControl): string | undefined => {
  const value = control.options?.defaultValue;
  return typeof value === 'string' && value !== ''
    ? value
    : typeof value === 'number'
      ? String(value)
      : undefined;
};

const GLYPHS: Partial<Record<FormControl['type'], string>> = {
  select: '▾',
  cascader: '▾',
  treeSelect: '▾',
  userSelect: '▾',
  organizationSelect: '▾',
  date: '▦',
  time: '◷',
  number: '⇅',
  frame: '↗',
};

/** input, number, select, date, time, pickers, uuid, frame: a box with placeholder (or default value). */
export const InputView = observer(function InputView({ box, control, config }: CanvasViewProps) {
  const { geometry, body } = fieldParts(box, control, config);
  const options = control.options ?? {};
  const before = String(options.addonBefore ?? '');
  const after = String(options.addonAfter ?? '');
  const beforeWidth = before ? Math.min(80, before.length * 8 + 18) : 0;
  const afterWidth = after ? Math.min(80, after.length * 8 + 18) : 0;
  const value = valueText(control);
  let text = value ?? placeholderOf(control);
  if (control.type === 'date' && options.range) text = (options.rangePlaceholder ?? []).join('  ~  ');
  return (
    <Group {...still}>
      <FieldLabel label={control.label} geometry={geometry} />
      {before ? <Frame x={body.x} y={body.y} width={beforeWidth} height={32} fill={C.soft} /> : null}
      {before ? <CanvasText x={body.x + 8} y={body.y + 9} text={before} width={beforeWidth - 12} /> : null}
      <InputBox
        x={body.x + beforeWidth}
        y={body.y}
        width={Math.max(30, body.width - beforeWidth - afterWidth)}
        text={text}
        glyph={GLYPHS[control.type]}
        isValue={value !== undefined}
        isDisabled={!!options.disabled}
      />
      {after ? (
        <Frame x={body.x + body.width - afterWidth} y={body.y} width={afterWidth} height={32} fill={C.soft} />
      ) : null}
      {after ? (
        <CanvasText
          x={body.x + body.width - afterWidth + 8}
          y={body.y + 9}
          text={after}
          width={afterWidth - 12}
        />
      ) : null}
    </Group>
  );
});

export const AddressView = observer(function AddressView({ box, control, config }: CanvasViewProps) {
  const { geometry, body } = fieldParts(box, control, config);
  const third = (body.width - 16) / 4;
  return (
    <Group {...still}>
      <FieldLabel label={control.label} geometry={geometry} />
      {[0, 1, 2].map((index) => (
        <InputBox key={index} x={body.x + index * (third + 4)} y={body.y} width={third} text="" glyph="▾" />
      ))}
      <InputBox x={body.x + 3 * (third + 4)} y={body.y} width={third + 4} text={placeholderOf(control)} />
    </Group>
  );
});

export const TextareaView = observer(function TextareaView({ box, control, config }: CanvasViewProps) {
  const { geometry, body } = fieldParts(box, control, config);
  const height = box.y + box.height - 8 - body.y;
  return (
    <Group {...still}>
      <FieldLabel label={control.label} geometry={geometry} />
      <Frame x={body.x} y={body.y} width={body.width} height={height} />
      <CanvasText
        x={body.x + 9}
        y={body.y + 9}
        text={valueText(control) ?? placeholderOf(control)}
        width={body.width - 18}
        color={valueText(control) ? C.text : '#bfbfbf'}
      />
    </Group>
  );
});

/** radio and checkbox: their options in a row. */
export const ChoiceView = observer(function ChoiceView({ box, control, config }: CanvasViewProps) {
  const { geometry, body } = fieldParts(box, control, config);
  const isRadio = control.type === 'radio';
  const options = control.options?.options ?? [];
  const widths = options.map((option) => Math.min(200, 26 + String(option.label).length * 8));
  const starts = widths.map(
    (_, index) => body.x + widths.slice(0, index).reduce((sum, width) => sum + width + 12, 0),
  );
  const items = options.map((option, index) => {
    const at = starts[index] ?? body.x;
    const width = widths[index] ?? 0;
    if (at + 20 > body.x + body.width) return null;
    return (
      <Group key={index} {...still}>
        {isRadio ? (
          <Dot x={at + 8} y={body.y + 16} radius={7} stroke={C.border} fill={C.fill} />
        ) : (
          <Frame x={at + 1} y={body.y + 9} width={14} height={14} radius={2} />
        )}
        <CanvasText x={at + 22} y={body.y + 9} text={String(option.label)} width={width - 22} />
      </Group>
    );
  });
  const empty = control.options?.dynamic ? `{{ ${String(control.options?.dynamicKey ?? '')} }}` : '';
  return (
    <Group {...still}>
      <FieldLabel label={control.label} geometry={geometry} />
      {items}
      {empty ? <CanvasText x={body.x} y={body.y + 9} text={empty} color={C.muted} /> : null}
    </Group>
  );
});

export const UploadView = observer(function UploadView({ box, control, config }: CanvasViewProps) {
  const { geometry, body } = fieldParts(box, control, config);
  const text = placeholderOf(control);
  if (control.type === 'uploadImg')
    return (
      <Group {...still}>
        <FieldLabel label={control.label} geometry={geometry} />
        <Frame x={body.x} y={body.y} width={96} height={96} fill={C.soft} dash={[4, 3]} />
        <CanvasText x={body.x} y={body.y + 30} width={96} align="center" text="+" size={22} color={C.muted} />
        <CanvasText x={body.x + 4} y={body.y + 62} width={88} align="center" text={text} color={C.muted} />
      </Group>
    );
  if (control.options?.drag)
    return (
      <Group {...still}>
        <FieldLabel label={control.label} geometry={geometry} />
        <Frame x={body.x} y={body.y} width={body.width} height={96} fill={C.soft} dash={[4, 3]} />
        <CanvasText
          x={body.x}
          y={body.y + 28}
          width={body.width}
          align="center"
          text="⤒"
          size={22}
          color={C.accent}
        />
        <CanvasText
          x={body.x}
          y={body.y + 62}
          width={body.width}
          align="center"
          text={text}
          color={C.muted}
        />
      </Group>
    );
  const width = Math.min(body.width, 30 + text.length * 8 + 24);
  return (
    <Group {...still}>
      <FieldLabel label={control.label} geometry={geometry} />
      <Frame x={body.x} y={body.y} width={width} height={32} />
      <CanvasText x={body.x + 12} y={body.y + 9} text={`⤒  ${text}`} width={width - 16} />
    </Group>
  );
});
