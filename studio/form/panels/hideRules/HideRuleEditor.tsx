/**
 * Editor of one hide rule: all/any, conditions (field, operator, value) and the fields shown when the
 * rule holds. Batch controls cannot be tested; tested fields cannot be shown. Saving an incomplete
 * rule warns "Please set complete conditions".
 */
import { useState } from 'react';
import {
  Button,
  Checkbox,
  DialogBody,
  DialogFooter,
  FormGroup,
  HTMLSelect,
  InputGroup,
  RadioGroup,
  Radio,
} from '@blueprintjs/core';
import { AppDialog } from '@studio/common/ui/AppDialog';
import type { FormControl, HideCondition, HideOperator, HideRule } from '@shared/form';
import { HIDE_OPERATORS, dataKey } from '@shared/form';
import {
  cloneData,
  conditionFieldChoices,
  showFieldChoices,
  validateHideRule,
  withoutTestedShowKeys,
} from '../../model';
import { useDesigner } from '../../DesignerContext';

export interface HideRuleEditorProps {
  rule: HideRule;
  onSave: (rule: HideRule) => void;
  onClose: () => void;
}

function ConditionValue({
  condition,
  field,
  onValue,
}: {
  condition: HideCondition;
  field: FormControl | undefined;
  onValue: (value: unknown) => void;
}) {
  const { t } = useDesigner();
  if (condition.operator === 'null' || condition.operator === 'have') return null;
  if (condition.operator === 'range') {
    const [start = '', end = ''] = Array.isArray(condition.value) ? (condition.value as string[]) : [];
    return (
      <>
        <InputGroup
          size="small"
          type="datetime-local"
          aria-label={t('hideRule.rangeStart')}
          value={start.replace(' ', 'T')}
          onChange={(event) => onValue([event.target.value.replace('T', ' '), end])}
        />
        <InputGroup
          size="small"
          type="datetime-local"
          aria-label={t('hideRule.rangeEnd')}
          value={end.replace(' ', 'T')}
          onChange={(event) => onValue([start, event.target.value.replace('T', ' ')])}
        />
      </>
    );
  }
  const choices = field?.options?.options;
  if (Array.isArray(choices) && choices.length > 0 && !field?.options?.dynamic)
    return (
      <HTMLSelect
        aria-label={t('hideRule.value')}
        value={String(condition.value ?? '')}
        onChange={(event) => onValue(event.target.value)}
      >
        <option value="">{t('defaults.placeholderSelect')}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </HTMLSelect>
    );
  return (
    <InputGroup
      size="small"
      aria-label={t('hideRule.value')}
      value={String(condition.value ?? '')}
      onChange={(event) => onValue(event.target.value)}
    />
  );
}

export function HideRuleEditor({ rule: initial, onSave, onClose }: HideRuleEditorProps) {
  const { editor, t, show } = useDesigner();
  const [rule, setRule] = useState<HideRule>(() => cloneData(initial));
  const fields = conditionFieldChoices(editor.doc.list);
  const shown = showFieldChoices(editor.doc.list, rule);
  const setCondition = (index: number, patch: Partial<HideCondition>) => {
    const conditions = rule.conditions.map((condition, at) =>
      at === index ? { ...condition, ...patch } : condition,
    );
    setRule(withoutTestedShowKeys({ ...rule, conditions }));
  };
  const save = () => {
    const outcome = validateHideRule(rule);
    if (!outcome.ok) return show(outcome.message);
    onSave(rule);
  };
  return (
    <AppDialog isOpen title={t('hideRule.editorTitle')} onClose={onClose} style={{ width: 720 }}>
      <DialogBody>
        <RadioGroup
          inline
          label={t('hideRule.range')}
          selectedValue={rule.range}
          onChange={(event) => setRule({ ...rule, range: event.currentTarget.value as HideRule['range'] })}
        >
          <Radio value="all" label={t('hideRule.all')} />
          <Radio value="any" label={t('hideRule.any')} />
        </RadioGroup>
        <FormGroup label={t('hideRule.conditions')}>
          {rule.conditions.map((condition, index) => (
            <div className="fd-row" key={index} data-testid="hide-condition">
              <HTMLSelect
                aria-label={t('hideRule.field')}
                value={condition.field}
                onChange={(event) => setCondition(index, { field: event.target.value, value: '' })}
              >
                <option value="">{t('hideRule.chooseField')}</option>
                {fields.map((field) => (
                  <option key={field.key} value={dataKey(field)}>
                    {field.label}
                  </option>
                ))}
              </HTMLSelect>
              <HTMLSelect
                aria-label={t('hideRule.operator')}
                value={condition.operator}
                onChange={(event) => setCondition(index, { operator: event.target.value as HideOperator })}
              >
                {HIDE_OPERATORS.map((operator) => (
                  <option key={operator} value={operator}>
                    {t(`hideRule.operators.${operator}`)}
                  </option>
                ))}
              </HTMLSelect>
              <ConditionValue
                condition={condition}
                field={fields.find((field) => dataKey(field) === condition.field)}
                onValue={(value) => setCondition(index, { value })}
              />
              <Button
                size="small"
                variant="minimal"
                icon="cross"
                aria-label={t('actions.remove')}
                onClick={() =>
                  setRule({ ...rule, conditions: rule.conditions.filter((_, at) => at !== index) })
                }
              />
            </div>
          ))}
          <Button
            size="small"
            icon="plus"
            text={t('hideRule.addCondition')}
            onClick={() =>
              setRule({ ...rule, conditions: [...rule.conditions, { field: '', operator: '=', value: '' }] })
            }
          />
        </FormGroup>
        <FormGroup label={t('hideRule.showKeys')}>
          <div className="fd-checklist" role="group" aria-label={t('hideRule.showKeys')}>
            {shown.map((field) => {
              const key = dataKey(field);
              return (
                <Checkbox
                  key={key}
                  label={field.label}
                  checked={rule.showKeys.includes(key)}
                  onChange={(event) =>
                    setRule({
                      ...rule,
                      showKeys: event.currentTarget.checked
                        ? [...rule.showKeys, key]
                        : rule.showKeys.filter((item) => item !== key),
                    })
                  }
                />
              );
            })}
          </div>
        </FormGroup>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('actions.cancel')} onClick={onClose} />
            <Button intent="primary" text={t('actions.save')} onClick={save} />
          </>
        }
      />
    </AppDialog>
  );
}
