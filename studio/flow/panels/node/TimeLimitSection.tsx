/**
 * An approver node's time limit (workflow spec §6 "time limit"): the limit in hours or working days, a reminder
 * before the deadline and the action when the time runs out. Shown only while the flow's time-limit switch is on.
 */
import { Callout, FormGroup, H5, HTMLSelect, Intent, NumericInput, Switch } from '@blueprintjs/core';
import type { NodeTimeLimit, TimeLimitAction, TimeLimitUnit } from '@shared/flow/types';
import { TIME_LIMIT_ACTIONS } from '@shared/flow/types';
import { MAX_LIMIT, timeLimitProblem } from '@shared/flow/timeLimit';
import { AssigneeField } from '../pickers/AssigneeField';
import type { NodePanelProps } from './ApproverPanel';

const DEFAULT_LIMIT: NodeTimeLimit = {
  amount: 1,
  unit: 'workingDays',
  remindBeforeHours: 0,
  action: 'remind',
};

export function TimeLimitSection({ draft, onChange, services, t }: NodePanelProps) {
  const configure = draft.configure ?? {};
  const limit = configure.timeLimit;
  const set = (next: NodeTimeLimit | undefined) => {
    const { timeLimit: _dropped, ...rest } = configure;
    onChange({ ...draft, configure: next ? { ...rest, timeLimit: next } : rest });
  };
  const problem = timeLimitProblem(draft);
  return (
    <section className="flow-time-limit" aria-label={t('timeLimit.title')}>
      <H5>{t('timeLimit.title')}</H5>
      <Switch
        checked={limit !== undefined}
        label={t('timeLimit.enabled')}
        onChange={(event) => set(event.currentTarget.checked ? DEFAULT_LIMIT : undefined)}
      />
      {limit && (
        <>
          <FormGroup label={t('timeLimit.amount')} labelFor={`${draft.id}-limit-amount`} inline>
            <NumericInput
              id={`${draft.id}-limit-amount`}
              min={1}
              max={MAX_LIMIT[limit.unit]}
              minorStepSize={null}
              value={limit.amount}
              onValueChange={(value) => set({ ...limit, amount: Number.isFinite(value) ? value : 0 })}
            />
            <HTMLSelect
              aria-label={t('timeLimit.unitLabel')}
              value={limit.unit}
              onChange={(event) => set({ ...limit, unit: event.currentTarget.value as TimeLimitUnit })}
              options={[
                { value: 'hours', label: t('timeLimit.unit.hours') },
                { value: 'workingDays', label: t('timeLimit.unit.workingDays') },
              ]}
            />
          </FormGroup>
          <FormGroup label={t('timeLimit.remindBefore')} labelFor={`${draft.id}-limit-remind`}>
            <NumericInput
              id={`${draft.id}-limit-remind`}
              min={0}
              minorStepSize={null}
              value={limit.remindBeforeHours}
              onValueChange={(value) =>
                set({ ...limit, remindBeforeHours: Number.isFinite(value) ? value : 0 })
              }
            />
          </FormGroup>
          <FormGroup label={t('timeLimit.action')} labelFor={`${draft.id}-limit-action`}>
            <HTMLSelect
              id={`${draft.id}-limit-action`}
              value={limit.action}
              onChange={(event) => set({ ...limit, action: event.currentTarget.value as TimeLimitAction })}
              options={TIME_LIMIT_ACTIONS.map((action) => ({
                value: action,
                label: t(`timeLimit.actions.${action}`),
              }))}
            />
          </FormGroup>
          {limit.action === 'transfer' && (
            <FormGroup label={t('timeLimit.transferTo')}>
              <AssigneeField
                services={services}
                kind="user"
                t={t}
                isMultiple={false}
                value={limit.transferTo ? [limit.transferTo] : []}
                onChange={(value) => {
                  const { transferTo: _old, ...rest } = limit;
                  set(value[0] ? { ...rest, transferTo: value[0] } : rest);
                }}
              />
            </FormGroup>
          )}
          {problem && (
            <Callout intent={Intent.DANGER} role="alert">
              {t(problem.messageKey as 'timeLimit.invalid', problem.params)}
            </Callout>
          )}
          <p className="flow-hint">{t('timeLimit.help')}</p>
        </>
      )}
    </section>
  );
}
