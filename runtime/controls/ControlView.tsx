/** Renders one control (or a list): hidden check, value binding, form item with label and errors. */
import { memo, useCallback, useMemo, useState } from 'react';
import type { FieldError, FormControl } from '@shared/form';
import { dataKey, requiredRule } from '@shared/form';
import { fieldDomId, useRuntime } from '../state/RuntimeContext';
import { useFieldState } from '../state/storeHooks';
import { FIRST_STEP, useIsAllIn } from './useIsAllIn';
import { renderFormItem } from './FormItem';
import { blockStyle, measureRowSizes, type RowSizes } from './rowsEstimate';

const NO_ERRORS: readonly FieldError[] = [];

/** The field's own errors (not those of its rows). */
const ownErrors = (errors: readonly FieldError[], key: string): readonly FieldError[] => {
  const own = errors.filter((error) => error.key === key && error.rowIndex === undefined);
  return own.length === errors.length ? errors : own.length ? own : NO_ERRORS;
};

/**
 * One control: a block renders on its own; a field gets its label, input and errors. Re-renders only when its
 * document node, its hidden state, its value or its errors change (the store tells each field about its own).
 */
export const ControlView = memo(function ControlView({ control }: { control: FormControl }) {
  const { store, formId, isFormDisabled, t, config, renderers } = useRuntime();
  const key = dataKey(control);
  const { isHidden, value, errors: groupErrors, hasErrorArea } = useFieldState(control);
  const errors = useMemo(() => ownErrors(groupErrors, control.key), [groupErrors, control.key]);
  const onChange = useCallback(
    (next: unknown) => store.setValue(key, next, control.key),
    [store, key, control.key],
  );
  if (isHidden) return null;
  const Block = renderers.blocks[control.type];
  if (Block) return <Block control={control} />;
  const Field = renderers.fields[control.type];
  if (!Field) return null;
  const id = fieldDomId(formId, control.key);
  const errorId = `${id}-error`;
  const isInvalid = errors.length > 0;
  return renderFormItem({
    control,
    id,
    labelId: `${id}-label`,
    errorId,
    errors,
    hasErrorArea,
    t,
    hideRequiredMark: config.hideRequiredMark,
    isInline: config.layout === 'inline',
    children: (
      <Field
        control={control}
        value={value}
        onChange={onChange}
        id={id}
        labelId={`${id}-label`}
        isDisabled={isFormDisabled || control.options.disabled === true}
        isInvalid={isInvalid}
        isRequired={Boolean(requiredRule(control))}
        describedBy={isInvalid ? errorId : undefined}
      />
    ),
  });
});

/**
 * Rows per block: an update inside one block makes React walk that block's rows, not the whole list, and the
 * browser skips the style, layout, paint and hit-testing of every block off screen as one box
 * (content-visibility: auto on the block, not on each row: a keystroke then costs the browser tens of boxes
 * instead of thousands).
 */
export const BLOCK_SIZE = 50;

/**
 * Long lists render their first FIRST_STEP rows at once and the rest in one batch after the first paint
 * (useIsAllIn). The rest comes inside one element that lays out as if absent (display: contents): React builds
 * it detached and the page takes it in one insertion, where inserting each row into the live form one by one
 * cost more than building them.
 */
export const ControlList = memo(function ControlList({ list }: { list: FormControl[] }) {
  const { formId } = useRuntime();
  // the rest's blocks are estimated from the sizes of the first rows as drawn (rowsEstimate.ts)
  const [sizes, setSizes] = useState<RowSizes>();
  const isAllIn = useIsAllIn(list.length, () => setSizes(measureRowSizes(formId, list.slice(0, FIRST_STEP))));
  if (list.length <= FIRST_STEP) return <ControlBlocks list={list} />;
  return (
    <>
      <ControlBlocks list={list.slice(0, FIRST_STEP)} />
      {isAllIn ? (
        <div className="fr-list-rest">
          <ControlBlocks list={list.slice(FIRST_STEP)} sizes={sizes} />
        </div>
      ) : null}
    </>
  );
});

/**
 * A list of at most BLOCK_SIZE rows is drawn as it is; a longer one in blocks of BLOCK_SIZE rows, each in its own
 * box, as tall as its rows are estimated to be until it is first drawn.
 */
function ControlBlocks({ list, sizes }: { list: FormControl[]; sizes?: RowSizes }) {
  if (list.length <= BLOCK_SIZE) return <ControlRows list={list} />;
  const blocks: FormControl[][] = [];
  for (let start = 0; start < list.length; start += BLOCK_SIZE)
    blocks.push(list.slice(start, start + BLOCK_SIZE));
  return (
    <>
      {blocks.map((block, index) => (
        <div key={index} className="fr-rows" style={blockStyle(block, sizes)}>
          <ControlRows list={block} />
        </div>
      ))}
    </>
  );
}

const ControlRows = memo(
  function ControlRows({ list }: { list: FormControl[] }) {
    return (
      <>
        {list.map((control, index) => (
          <ControlView key={control.key || index} control={control} />
        ))}
      </>
    );
  },
  (a, b) => a.list.length === b.list.length && a.list.every((control, index) => control === b.list[index]),
);
