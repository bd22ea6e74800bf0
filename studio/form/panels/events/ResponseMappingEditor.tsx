/**
 * Response mappings of an event: target field, JSON path into `data.data`, value or option list.
 * A field is mapped once ('This field has been added'). Debug applies the paths to pasted test data.
 */
import { useState } from 'react';
import { Button, DialogBody, FormGroup, HTMLSelect, InputGroup, Switch, TextArea } from '@blueprintjs/core';
import { AppDialog } from '@studio/common/ui/AppDialog';
import type { EventResponseField } from '@shared/form';
import { collectDataFields, dataKey } from '@shared/form';
import type { DebugFieldResult } from '../../model';
import { addResponseField, debugResponse } from '../../model';
import { useDesigner } from '../../DesignerContext';

export interface ResponseMappingEditorProps {
  fields: EventResponseField[];
  onChange: (fields: EventResponseField[]) => void;
}

const EXAMPLE =
  '{\n  "name": "Alice",\n  "dept": { "title": "HR" },\n  "items": [{ "id": "1", "text": "First" }]\n}';

export function ResponseMappingEditor({ fields, onChange }: ResponseMappingEditorProps) {
  const { editor, t, show } = useDesigner();
  const [target, setTarget] = useState('');
  const [testData, setTestData] = useState('');
  const [results, setResults] = useState<DebugFieldResult[]>([]);
  const [isExampleOpen, setExampleOpen] = useState(false);
  const choices = collectDataFields([...editor.doc.list]);
  const labelOf = (key: string) => choices.find((field) => dataKey(field) === key)?.label ?? key;
  const update = (index: number, patch: Partial<EventResponseField>) =>
    onChange(fields.map((field, at) => (at === index ? { ...field, ...patch } : field)));
  const add = () => {
    if (!target) return;
    const result = addResponseField(fields, {
      field: target,
      label: labelOf(target),
      value: '',
      isOptions: false,
    });
    if (!result.ok) return show(result.message);
    onChange(result.fields);
  };
  const debug = () => {
    const outcome = debugResponse(testData, fields);
    if (!outcome.ok) return show(outcome.message);
    setResults(outcome.results);
  };
  return (
    <FormGroup label={t('event.responseFields')} className="fd-field">
      <div className="fd-row">
        <HTMLSelect
          aria-label={t('event.targetField')}
          value={target}
          onChange={(event) => setTarget(event.target.value)}
        >
          <option value="">{t('hideRule.chooseField')}</option>
          {choices.map((field) => (
            <option key={field.key} value={dataKey(field)}>
              {field.label}
            </option>
          ))}
        </HTMLSelect>
        <Button size="small" icon="plus" text={t('event.addMapping')} onClick={add} />
        <Button
          size="small"
          variant="minimal"
          icon="help"
          text={t('event.usageExample')}
          onClick={() => setExampleOpen(true)}
        />
      </div>
      {fields.map((field, index) => {
        const result = results.find((entry) => entry.field === field.field);
        return (
          <div className="fd-mapping" key={field.field} data-testid="response-mapping">
            <strong>{field.label || labelOf(field.field)}</strong>
            <InputGroup
              size="small"
              aria-label={t('event.jsonPath')}
              placeholder="$.items[0].name"
              value={field.value}
              onChange={(event) => update(index, { value: event.target.value })}
            />
            <Switch
              label={t('event.isOptions')}
              checked={field.isOptions}
              onChange={(event) => update(index, { isOptions: event.currentTarget.checked })}
            />
            {field.isOptions ? (
              <>
                <InputGroup
                  size="small"
                  aria-label={t('event.optionLabel')}
                  placeholder={t('event.optionLabel')}
                  value={field.optionLabel ?? ''}
                  onChange={(event) => update(index, { optionLabel: event.target.value })}
                />
                <InputGroup
                  size="small"
                  aria-label={t('event.optionValue')}
                  placeholder={t('event.optionValue')}
                  value={field.optionValue ?? ''}
                  onChange={(event) => update(index, { optionValue: event.target.value })}
                />
              </>
            ) : null}
            <Button
              size="small"
              variant="minimal"
              icon="cross"
              aria-label={t('actions.remove')}
              onClick={() => onChange(fields.filter((_, at) => at !== index))}
            />
            {result ? (
              <span className={result.error ? 'fd-error' : 'fd-ok'}>
                {result.error ? t(result.error.key) : JSON.stringify(result.value)}
              </span>
            ) : null}
          </div>
        );
      })}
      <TextArea
        fill
        rows={3}
        aria-label={t('event.debugData')}
        placeholder={t('event.debugData')}
        value={testData}
        onChange={(event) => setTestData(event.target.value)}
      />
      <Button size="small" icon="play" text={t('event.debug')} onClick={debug} />
      <AppDialog
        isOpen={isExampleOpen}
        title={t('event.usageExample')}
        onClose={() => setExampleOpen(false)}
        style={{ width: 560 }}
      >
        <DialogBody>
          <p>{t('event.exampleIntro')}</p>
          <pre className="fd-code">{EXAMPLE}</pre>
          <ul>
            <li>
              <code>$.name</code> → "Alice"
            </li>
            <li>
              <code>$.dept.title</code> → "HR"
            </li>
            <li>
              <code>$.items</code> + {t('event.isOptions')} (<code>text</code> / <code>id</code>) → [{'{'}{' '}
              label: "First", value: "1" {'}'}]
            </li>
          </ul>
        </DialogBody>
      </AppDialog>
    </FormGroup>
  );
}
