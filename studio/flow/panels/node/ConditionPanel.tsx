/**
 * Conditions of a branch: groups OR-ed, items AND-ed; operators eq/ne/gt/ge/lt/le; fields from the bound
 * form, or a condition on the applicant (issue 28). A group can be added only when the form has fields.
 * Incomplete items are cleaned on confirm.
 */
import { Button, Callout, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { APPLICANT_FIELD } from '@shared/flow/types';
import type { ConditionGroup, ConditionItem, ConditionOperator, FlowFormField } from '@shared/flow/types';
import { ApplicantCondition, emptyApplicantMatch } from './ApplicantCondition';
import type { NodePanelProps } from './ApproverPanel';

const OPERATORS: ConditionOperator[] = ['eq', 'ne', 'gt', 'ge', 'lt', 'le'];

export interface ConditionPanelProps extends NodePanelProps {
  fields: FlowFormField[];
}

const emptyItem = (): ConditionItem => ({ label: '', field: '', operator: '', value: '' });

/** An item switched to `field`: the applicant condition starts as "is one of" nobody yet. */
function itemFor(field: string, fields: FlowFormField[], t: ConditionPanelProps['t']): ConditionItem {
  if (field === APPLICANT_FIELD)
    return {
      field,
      label: t('condition.applicant'),
      operator: 'eq',
      value: '',
      applicant: emptyApplicantMatch(),
    };
  const found = fields.find((candidate) => candidate.key === field);
  return { field: found?.key ?? '', label: found?.label ?? '', operator: '', value: '' };
}

export function ConditionPanel({ draft, onChange, fields, services, t }: ConditionPanelProps) {
  const groups: ConditionGroup[] = draft.conditionList ?? [];
  const write = (next: ConditionGroup[]) => onChange({ ...draft, conditionList: next });
  const setItem = (groupIndex: number, itemIndex: number, patch: Partial<ConditionItem>) =>
    write(
      groups.map((group, g) =>
        g !== groupIndex ? group : group.map((item, i) => (i === itemIndex ? { ...item, ...patch } : item)),
      ),
    );
  const replaceItem = (groupIndex: number, itemIndex: number, next: ConditionItem) =>
    write(
      groups.map((group, g) =>
        g !== groupIndex ? group : group.map((item, i) => (i === itemIndex ? next : item)),
      ),
    );
  if (draft.attr?.isDefault) return <Callout>{t('condition.defaultBranch')}</Callout>;
  return (
    <>
      {groups.map((group, groupIndex) => (
        <div
          key={groupIndex}
          className="flow-condition-group"
          role="group"
          aria-label={t('condition.group', { index: groupIndex + 1 })}
        >
          <div className="flow-condition-row">
            <strong style={{ flex: 1 }}>{t('condition.group', { index: groupIndex + 1 })}</strong>
            <Button
              small
              minimal
              icon="trash"
              aria-label={t('condition.deleteGroup')}
              onClick={() => write(groups.filter((_, g) => g !== groupIndex))}
            />
          </div>
          {group.map((item, itemIndex) => (
            <div
              key={itemIndex}
              className={`flow-condition-row${item.field === APPLICANT_FIELD ? ' is-applicant' : ''}`}
            >
              <HTMLSelect
                aria-label={t('condition.field')}
                value={item.field}
                onChange={(event) => {
                  const field = event.currentTarget.value;
                  const next = itemFor(field, fields, t);
                  if (field === APPLICANT_FIELD || item.field === APPLICANT_FIELD)
                    replaceItem(groupIndex, itemIndex, next);
                  else setItem(groupIndex, itemIndex, { field: next.field, label: next.label });
                }}
              >
                <option value="">{t('condition.chooseField')}</option>
                <option value={APPLICANT_FIELD}>{t('condition.applicant')}</option>
                {fields.map((field) => (
                  <option key={field.key} value={field.key}>
                    {field.label}
                  </option>
                ))}
              </HTMLSelect>
              {item.field === APPLICANT_FIELD ? (
                <ApplicantCondition
                  item={item}
                  services={services}
                  t={t}
                  onChange={(next) => replaceItem(groupIndex, itemIndex, next)}
                />
              ) : (
                <>
                  <HTMLSelect
                    aria-label={t('condition.operator')}
                    value={item.operator}
                    onChange={(event) =>
                      setItem(groupIndex, itemIndex, {
                        operator: event.currentTarget.value as ConditionOperator,
                      })
                    }
                  >
                    <option value="">—</option>
                    {OPERATORS.map((operator) => (
                      <option key={operator} value={operator}>
                        {t(`operator.${operator}`)}
                      </option>
                    ))}
                  </HTMLSelect>
                  <InputGroup
                    aria-label={t('condition.value')}
                    value={item.value}
                    onChange={(event) => setItem(groupIndex, itemIndex, { value: event.currentTarget.value })}
                  />
                </>
              )}
              <Button
                small
                minimal
                icon="cross"
                aria-label={t('condition.deleteItem')}
                onClick={() =>
                  write(groups.map((g2, g) => (g === groupIndex ? g2.filter((_, i) => i !== itemIndex) : g2)))
                }
              />
            </div>
          ))}
          <Button
            small
            icon="plus"
            text={t('condition.addItem')}
            onClick={() => write(groups.map((g2, g) => (g === groupIndex ? [...g2, emptyItem()] : g2)))}
          />
        </div>
      ))}
      <Button
        icon="add"
        text={t('condition.addGroup')}
        disabled={fields.length === 0}
        onClick={() => write([...groups, [emptyItem()]])}
      />
      {fields.length === 0 && <p className="flow-hint">{t('condition.noFields')}</p>}
    </>
  );
}
