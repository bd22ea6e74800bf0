/** Control-level fields: label (blank reverts on blur), field key, help, required and its message, pattern rules. */
import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, FormGroup, InputGroup, Switch } from '@blueprintjs/core';
import type { FormControl, FormRule, PatternRule, RequiredRule } from '@shared/form';
import { hasModel } from '@shared/form';
import { cloneData } from '../../model';
import { useDesigner } from '../../DesignerContext';

const isRequiredRule = (rule: FormRule | undefined): rule is RequiredRule => !!rule && 'required' in rule;

export const ControlFields = observer(function ControlFields({ control }: { control: FormControl }) {
  const { editor, t, idOf } = useDesigner();
  // what is typed into the label box, for the control it was typed for: a blank label is kept while typing and
  // reverts to the type's default on blur; the panel's fields stay in place from one selected control to the next
  const [draft, setDraft] = useState<{ key: string; text: string } | undefined>();
  const label = draft?.key === control.key ? draft.text : control.label;
  const rules = control.rules ?? [];
  const first = isRequiredRule(rules[0]) ? rules[0] : { required: false, message: t('defaults.required') };
  const patterns = rules.slice(1).filter((rule): rule is PatternRule => 'pattern' in rule);
  const writeRules = (nextFirst: RequiredRule, nextPatterns: PatternRule[]) =>
    editor.setField(control.key, 'rules', [nextFirst, ...nextPatterns]);
  const setPattern = (index: number, part: keyof PatternRule, text: string) => {
    const next = cloneData(patterns);
    const rule = next[index];
    if (rule) rule[part] = text;
    writeRules(first, next);
  };
  return (
    <>
      <FormGroup label={t('props.label')} labelFor={idOf('fd-label')} className="fd-field">
        <InputGroup
          id={idOf('fd-label')}
          value={label}
          onChange={(event) => {
            setDraft({ key: control.key, text: event.target.value });
            if (event.target.value.trim() !== '') editor.setField(control.key, 'label', event.target.value);
          }}
          onBlur={() => {
            editor.commitLabel(control.key, label);
            setDraft(undefined);
          }}
        />
      </FormGroup>
      {hasModel(control.type) ? (
        <>
          <FormGroup label={t('props.model')} labelFor={idOf('fd-model')} className="fd-field">
            <InputGroup
              id={idOf('fd-model')}
              value={control.model ?? ''}
              onChange={(event) => editor.setField(control.key, 'model', event.target.value)}
            />
          </FormGroup>
          <FormGroup label={t('props.help')} labelFor={idOf('fd-help')} className="fd-field">
            <InputGroup
              id={idOf('fd-help')}
              value={control.help ?? ''}
              onChange={(event) => editor.setField(control.key, 'help', event.target.value)}
            />
          </FormGroup>
          <Switch
            className="fd-switch"
            label={t('props.required')}
            checked={first.required}
            onChange={(event) => writeRules({ ...first, required: event.currentTarget.checked }, patterns)}
          />
          <FormGroup
            label={t('props.requiredMessage')}
            labelFor={idOf('fd-required-message')}
            className="fd-field"
          >
            <InputGroup
              id={idOf('fd-required-message')}
              value={first.message}
              onChange={(event) => writeRules({ ...first, message: event.target.value }, patterns)}
            />
          </FormGroup>
          <FormGroup label={t('props.patternRules')} className="fd-field">
            {patterns.map((rule, index) => (
              <div className="fd-row" key={index}>
                <InputGroup
                  size="small"
                  aria-label={t('props.pattern')}
                  placeholder={t('props.pattern')}
                  value={rule.pattern}
                  onChange={(event) => setPattern(index, 'pattern', event.target.value)}
                />
                <InputGroup
                  size="small"
                  aria-label={t('props.patternMessage')}
                  placeholder={t('props.patternMessage')}
                  value={rule.message}
                  onChange={(event) => setPattern(index, 'message', event.target.value)}
                />
                <Button
                  size="small"
                  variant="minimal"
                  icon="cross"
                  aria-label={t('actions.remove')}
                  onClick={() =>
                    writeRules(
                      first,
                      patterns.filter((_, at) => at !== index),
                    )
                  }
                />
              </div>
            ))}
            <Button
              size="small"
              icon="plus"
              text={t('actions.addRule')}
              onClick={() => writeRules(first, [...patterns, { pattern: '', message: '' }])}
            />
          </FormGroup>
        </>
      ) : null}
    </>
  );
});
