/**
 * The level of a supervisor approver (issue 28): which supervisor (1 the direct one), how far up a chain goes
 * (or to the top), or which level from the top.
 */
import { FormGroup, HTMLSelect } from '@blueprintjs/core';
import { SetType } from '@shared/flow/types';
import type { SetTypeCode } from '@shared/flow/types';
import type { FlowT } from '../../useFlowT';

/** Levels offered in the list (deeper trees are rare; imported flows may hold more and keep them). */
const LEVELS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

export interface SupervisorLevelFieldProps {
  setType: SetTypeCode;
  level: number | undefined;
  onChange(level: number): void;
  t: FlowT;
}

export function SupervisorLevelField({ setType, level, onChange, t }: SupervisorLevelFieldProps) {
  const isChain = setType === SetType.SupervisorChain;
  const current = level && level > 0 ? level : isChain ? 0 : 1;
  const levels = LEVELS.includes(current) || current === 0 ? LEVELS : [...LEVELS, current];
  const labelOf = (value: number) => {
    if (setType === SetType.TopLeader) return t('supervisor.fromTop', { level: value });
    if (isChain) return t('supervisor.upToLevel', { level: value });
    return value === 1 ? t('approver.directSupervisor') : t('supervisor.level', { level: value });
  };
  const label = isChain
    ? t('supervisor.upTo')
    : setType === SetType.TopLeader
      ? t('supervisor.fromTopLabel')
      : t('supervisor.which');
  return (
    <>
      <FormGroup label={label} labelFor="flow-supervisor-level">
        <HTMLSelect
          id="flow-supervisor-level"
          value={String(current)}
          onChange={(event) => onChange(Number(event.currentTarget.value))}
        >
          {isChain && <option value="0">{t('supervisor.toTop')}</option>}
          {levels.map((value) => (
            <option key={value} value={String(value)}>
              {labelOf(value)}
            </option>
          ))}
        </HTMLSelect>
      </FormGroup>
      <p className="flow-hint">{t('supervisor.hint')}</p>
    </>
  );
}
