/** Renders one control (or a list): hidden check, value binding, form item with label and errors. */
import { memo, useCallback, useMemo } from 'react';
import type { FieldError, FormControl } from '@shared/form';
import { dataKey, requiredRule } from '@shared/form';
import { fieldDomId, useRuntime } from '../state/RuntimeContext';
import { useFieldState } from '../state/storeHooks';
import { useProgressiveCount } from './useProgressiveCount';
import { renderFormItem } from './FormItem';

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
  const { isHidden, value, errors: groupErrors } = useFieldState(control);
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
    t,
    hideRequiredMark: config.hideRequiredMark,
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

/** Rows per group: an update inside one group makes React walk that group's rows, not the whole list. */
const GROUP_SIZE = 40;

/**
 * Long lists render their first rows at once and the rest in one batch after the first paint (useProgressiveCount), in
 * memoised groups without DOM wrappers.
 */
export const ControlList = memo(function ControlList({ list }: { list: FormControl[] }) {
  const count = Math.min(useProgressiveCount(list.length), list.length);
  if (count <= GROUP_SIZE) return <ControlGroup list={list.slice(0, count)} />;
  const groups: FormControl[][] = [];
  for (let start = 0; start < count; start += GROUP_SIZE)
    groups.push(list.slice(start, Math.min(count, start + GROUP_SIZE)));
  return (
    <>
      {groups.map((group, index) => (
        <ControlGroup key={index} list={group} />
      ))}
    </>
  );
});

const ControlGroup = memo(
  function ControlGroup({ list }: { list: FormControl[] }) {
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
