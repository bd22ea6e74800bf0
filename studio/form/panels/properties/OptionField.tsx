/** One option of the selected control, edited with the editor its type declares. */
import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Classes, FormGroup, HTMLSelect, InputGroup, Switch } from '@blueprintjs/core';
import type { ControlOptions, FormControl } from '@shared/form';
import { useDesigner } from '../../DesignerContext';
import { ChoiceListEditor } from './ChoiceListEditor';
import type { OptionEditor, OptionName } from './optionEditors';
import { clampNumber } from './optionEditors';

export interface OptionFieldProps {
  control: FormControl;
  name: OptionName;
  editor: OptionEditor;
}

const asText = (value: unknown): string =>
  value === null || value === undefined
    ? ''
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

/**
 * A number box that keeps what is typed and writes the clamped value (shown again on blur). What is typed belongs to
 * the control it was typed for (`owner`): the box stays in place when another control of a type with this option is
 * selected.
 */
function NumberBox({
  id,
  owner,
  value,
  editor,
  onValue,
}: {
  id: string;
  owner: string;
  value: unknown;
  editor: Extract<OptionEditor, { kind: 'number' }>;
  onValue: (value: number | null) => void;
}) {
  const [draft, setDraft] = useState<{ owner: string; text: string } | undefined>();
  const text = draft?.owner === owner ? draft.text : asText(value);
  return (
    <InputGroup
      id={id}
      type="number"
      min={editor.min}
      max={editor.max}
      value={text}
      onFocus={() => setDraft({ owner, text: asText(value) })}
      onChange={(event) => {
        setDraft({ owner, text: event.target.value });
        if (event.target.value.trim() !== '' && event.target.value !== '-')
          onValue(clampNumber(editor, event.target.value));
      }}
      onBlur={() => {
        onValue(clampNumber(editor, text));
        setDraft(undefined);
      }}
    />
  );
}

export const OptionField = observer(function OptionField({ control, name, editor }: OptionFieldProps) {
  const { editor: formEditor, t, idOf } = useDesigner();
  const value = control.options?.[name];
  const set = (next: unknown) => formEditor.setOption(control.key, name, next as ControlOptions[OptionName]);
  const id = idOf(`fd-opt-${name}`);
  const label = t(`props.${name}`, { defaultValue: name });
  if (editor.kind === 'switch')
    return (
      <Switch
        className="fd-switch"
        label={label}
        checked={Boolean(value)}
        onChange={(event) => set(event.currentTarget.checked)}
      />
    );
  let input;
  switch (editor.kind) {
    case 'number':
      input = <NumberBox id={id} owner={control.key} value={value} editor={editor} onValue={set} />;
      break;
    case 'longText':
      // a plain text area in Blueprint's look: Blueprint's own reads its scroll height on mount, a layout of the
      // whole designer whenever it is made (a control of another type is selected)
      input = (
        <textarea
          id={id}
          className={`${Classes.INPUT} ${Classes.TEXT_AREA} ${Classes.FILL}`}
          rows={3}
          value={asText(value)}
          onChange={(event) => set(event.target.value)}
        />
      );
      break;
    case 'choice':
      input = (
        <HTMLSelect id={id} fill value={asText(value)} onChange={(event) => set(event.target.value)}>
          {editor.values.map((choice) => (
            <option key={choice} value={choice}>
              {t(`values.${choice || 'default'}`, { defaultValue: choice || t('values.default') })}
            </option>
          ))}
        </HTMLSelect>
      );
      break;
    case 'color':
      input = (
        <InputGroup
          id={id}
          value={asText(value)}
          onChange={(event) => set(event.target.value)}
          rightElement={
            <input
              type="color"
              aria-label={label}
              className="fd-color"
              onChange={(event) => set(event.target.value)}
            />
          }
        />
      );
      break;
    case 'choiceList':
      return <ChoiceListEditor control={control} />;
    case 'headers':
      input = (
        // not controlled (it is read as JSON on blur): made anew for each control
        <InputGroup
          key={control.key}
          id={id}
          defaultValue={asText(value)}
          onBlur={(event) => {
            try {
              set(JSON.parse(event.target.value || '{}'));
            } catch {
              event.target.value = asText(value);
            }
          }}
        />
      );
      break;
    default:
      input = <InputGroup id={id} value={asText(value)} onChange={(event) => set(event.target.value)} />;
  }
  return (
    <FormGroup label={label} labelFor={id} className="fd-field">
      {input}
    </FormGroup>
  );
});
