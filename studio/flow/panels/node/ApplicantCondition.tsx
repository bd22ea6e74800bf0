/**
 * A condition on who applies (issue 28): "is one of" / "is none of" the chosen people, organisations (with their
 * sub-organisations), roles and positions. The item's `value` keeps the names for summaries.
 */
import { HTMLSelect } from '@blueprintjs/core';
import type { ConditionItem } from '@shared/flow/types';
import type { FlowT } from '../../useFlowT';
import type { FlowDesignerServices } from '../pickers/types';
import { ApplicantMatchPicker, emptyApplicantMatch, namesOf } from '../pickers/ApplicantMatchPicker';

export { emptyApplicantMatch };

export interface ApplicantConditionProps {
  item: ConditionItem;
  onChange(item: ConditionItem): void;
  services: FlowDesignerServices;
  t: FlowT;
}

/** The operator and the people picker of one applicant condition (the field select sits before it). */
export function ApplicantCondition({ item, onChange, services, t }: ApplicantConditionProps) {
  return (
    <div className="flow-applicant-condition">
      <HTMLSelect
        aria-label={t('condition.operator')}
        value={item.operator === 'ne' ? 'ne' : 'eq'}
        onChange={(event) =>
          onChange({ ...item, operator: event.currentTarget.value === 'ne' ? 'ne' : 'eq' })
        }
      >
        <option value="eq">{t('condition.applicantIn')}</option>
        <option value="ne">{t('condition.applicantNotIn')}</option>
      </HTMLSelect>
      <ApplicantMatchPicker
        match={item.applicant ?? emptyApplicantMatch()}
        onChange={(applicant) => onChange({ ...item, applicant, value: namesOf(applicant).join(', ') })}
        services={services}
        emptyText={t('condition.applicantNobody')}
        t={t}
      />
    </div>
  );
}
