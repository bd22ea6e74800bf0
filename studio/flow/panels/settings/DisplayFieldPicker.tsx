/**
 * Display settings' field pickers (workflow spec §2.6): the custom title is a template whose placeholders are
 * inserted by a picker (`{initiator}`, `{processName}`, `{field:<key>}`); the custom summary is an ordered list
 * of at most 5 form fields. Fields no longer in the bound forms are named in a note and dropped on the next edit.
 */
import { useRef, useState } from 'react';
import { Button, Callout, Classes, ControlGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import type { FlowFormField } from '@shared/flow/types';
import {
  fieldPlaceholder,
  MAX_SUMMARY_FIELDS,
  pickedSummaryFields,
  removedSummaryKeys,
  removedTitleKeys,
} from '@shared/flow';
import type { FlowT } from '../../useFlowT';

export interface TitlePickerProps {
  value: string;
  fields: readonly FlowFormField[];
  onChange: (title: string) => void;
  t: FlowT;
}

/** The custom title input with an "insert field" select that puts the placeholder at the caret. */
export function CustomTitlePicker({ value, fields, onChange, t }: TitlePickerProps) {
  const [text, setText] = useState(value);
  const input = useRef<HTMLInputElement | null>(null);
  const insert = (placeholder: string) => {
    const at = input.current?.selectionStart ?? text.length;
    const next = `${text.slice(0, at)}${placeholder}${text.slice(at)}`;
    setText(next);
    onChange(next);
    input.current?.focus();
  };
  const removed = fields.length > 0 ? removedTitleKeys(text, fields) : [];
  return (
    <>
      {removed.length > 0 && (
        <Callout intent="warning" role="status">
          {t('displayPicker.removedTitle', { fields: removed.join(', ') })}
        </Callout>
      )}
      <ControlGroup fill>
        <InputGroup
          inputRef={input}
          aria-label={t('settings.customTitle')}
          placeholder={t('displayPicker.titleExample')}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          onBlur={() => onChange(text)}
        />
        <HTMLSelect
          aria-label={t('displayPicker.insertField')}
          value=""
          onChange={(event) => {
            if (event.currentTarget.value) insert(event.currentTarget.value);
          }}
        >
          <option value="">{t('displayPicker.insertField')}</option>
          <option value="{initiator}">{t('displayPicker.initiator')}</option>
          <option value="{processName}">{t('displayPicker.processName')}</option>
          {fields.map((field) => (
            <option key={field.key} value={fieldPlaceholder(field.key)}>
              {field.label}
            </option>
          ))}
        </HTMLSelect>
      </ControlGroup>
    </>
  );
}

export interface SummaryPickerProps {
  keys: readonly string[];
  fields: readonly FlowFormField[];
  onChange: (keys: string[]) => void;
  t: FlowT;
}

/** The custom summary: chosen fields in order (move up, move down, remove) and a select adding one more. */
export function SummaryFieldPicker({ keys, fields, onChange, t }: SummaryPickerProps) {
  const chosen = pickedSummaryFields(keys, fields);
  const removed = fields.length > 0 ? removedSummaryKeys(keys, fields) : [];
  const chosenKeys = chosen.map((field) => field.key);
  const free = fields.filter((field) => !chosenKeys.includes(field.key));
  const isFull = chosen.length >= MAX_SUMMARY_FIELDS;
  const move = (index: number, by: number) => {
    const next = [...chosenKeys];
    const [item] = next.splice(index, 1);
    if (item !== undefined) next.splice(index + by, 0, item);
    onChange(next);
  };
  return (
    <div className="flow-summary-picker">
      {removed.length > 0 && (
        <Callout intent="warning" role="status">
          {t('displayPicker.removed', { fields: removed.join(', ') })}
        </Callout>
      )}
      {fields.length === 0 && <p className={Classes.TEXT_MUTED}>{t('displayPicker.noFields')}</p>}
      <ol aria-label={t('displayPicker.summaryFields')}>
        {chosen.map((field, index) => (
          <li key={field.key}>
            <span>{field.label}</span>
            <Button
              small
              minimal
              icon="arrow-up"
              aria-label={t('displayPicker.moveUp', { field: field.label })}
              disabled={index === 0}
              onClick={() => move(index, -1)}
            />
            <Button
              small
              minimal
              icon="arrow-down"
              aria-label={t('displayPicker.moveDown', { field: field.label })}
              disabled={index === chosen.length - 1}
              onClick={() => move(index, 1)}
            />
            <Button
              small
              minimal
              icon="cross"
              aria-label={t('displayPicker.remove', { field: field.label })}
              onClick={() => onChange(chosenKeys.filter((key) => key !== field.key))}
            />
          </li>
        ))}
      </ol>
      <HTMLSelect
        aria-label={t('displayPicker.addField')}
        value=""
        disabled={isFull || free.length === 0}
        onChange={(event) => {
          const key = event.currentTarget.value;
          if (key) onChange([...chosenKeys, key]);
        }}
      >
        <option value="">
          {isFull ? t('displayPicker.full', { max: MAX_SUMMARY_FIELDS }) : t('displayPicker.addField')}
        </option>
        {free.map((field) => (
          <option key={field.key} value={field.key}>
            {field.label}
          </option>
        ))}
      </HTMLSelect>
    </div>
  );
}
