/** Approver settings: setType, whom to ask, and examineMode by the §4.2 rules. */
import { FormGroup, Radio, RadioGroup } from '@blueprintjs/core';
import {
  allowedExamineModes,
  allowedSetTypes,
  defaultExamineMode,
  isSupervisorSetType,
  resolveExamineMode,
  showsExamineMode,
} from '@shared/flow/examineMode';
import type { ExamineModeCode, FlowNode, FlowSettings, NamedRef, SetTypeCode } from '@shared/flow/types';
import { SetType } from '@shared/flow/types';
import type { FlowT } from '../../useFlowT';
import { AssigneeField } from '../pickers/AssigneeField';
import { SupervisorLevelField } from './SupervisorLevelField';
import type { AssigneeKind, FlowDesignerServices } from '../pickers/types';

export interface NodePanelProps {
  draft: FlowNode;
  onChange(draft: FlowNode): void;
  services: FlowDesignerServices;
  t: FlowT;
  /** The flow's settings: "initiator selects" is offered only with designate approver on. */
  settings?: FlowSettings;
}

const LIST_OF: Partial<
  Record<
    SetTypeCode,
    { kind: AssigneeKind; list: 'nodeUserList' | 'nodeRoleList' | 'nodeOrganizeList' | 'nodePositionList' }
  >
> = {
  [SetType.Members]: { kind: 'user', list: 'nodeUserList' },
  [SetType.Role]: { kind: 'role', list: 'nodeRoleList' },
  [SetType.Organisation]: { kind: 'organisation', list: 'nodeOrganizeList' },
  [SetType.Position]: { kind: 'position', list: 'nodePositionList' },
  [SetType.PositionAlt]: { kind: 'position', list: 'nodePositionList' },
};

/** Assignee types offered: "initiator selects" needs the designate-approver switch (kept when already chosen). */
function offeredSetTypes(draft: FlowNode, settings: FlowSettings | undefined): SetTypeCode[] {
  return allowedSetTypes(draft.type).filter(
    (code) =>
      code !== SetType.InitiatorSelects ||
      settings?.designateApprover === true ||
      draft.setType === SetType.InitiatorSelects,
  );
}

export function ApproverPanel({ draft, onChange, services, t, settings }: NodePanelProps) {
  const setType = draft.setType ?? SetType.Members;
  const isPicked = setType === SetType.Dynamic || setType === SetType.InitiatorSelects;
  const picker = LIST_OF[setType];
  const modes = allowedExamineModes(setType);
  const changeSetType = (next: SetTypeCode) => {
    const { directorLevel: _level, ...rest } = draft;
    onChange({
      ...(isSupervisorSetType(next) ? draft : rest),
      setType: next,
      examineMode: next === setType ? draft.examineMode : defaultExamineMode(next),
    });
  };
  return (
    <>
      <FormGroup label={t('approver.setType')}>
        <RadioGroup
          inline
          selectedValue={String(setType)}
          onChange={(event) => changeSetType(Number(event.currentTarget.value) as SetTypeCode)}
        >
          {offeredSetTypes(draft, settings).map((code) => (
            <Radio key={code} value={String(code)} label={t(`setType.${code}` as 'setType.1')} />
          ))}
        </RadioGroup>
      </FormGroup>
      {picker && (
        <FormGroup label={t(`assignee.${picker.kind}`)}>
          <AssigneeField
            services={services}
            kind={picker.kind}
            t={t}
            value={draft[picker.list] ?? []}
            onChange={(value: NamedRef[]) => onChange({ ...draft, [picker.list]: value })}
          />
        </FormGroup>
      )}
      {isSupervisorSetType(setType) && (
        <SupervisorLevelField
          setType={setType}
          level={draft.directorLevel}
          onChange={(directorLevel) => onChange({ ...draft, directorLevel })}
          t={t}
        />
      )}
      {setType === SetType.InitiatorSelects && !settings?.designateApprover && (
        <p className="flow-hint">{t('initiatorSelects.hint')}</p>
      )}
      {isPicked && (
        <FormGroup label={t('approver.selectMode')}>
          <RadioGroup
            inline
            selectedValue={String(draft.selectMode ?? 1)}
            onChange={(event) =>
              onChange({ ...draft, selectMode: event.currentTarget.value === '2' ? 2 : 1 })
            }
          >
            <Radio value="1" label={t('approver.pickOne')} />
            <Radio value="2" label={t('approver.pickMany')} />
          </RadioGroup>
        </FormGroup>
      )}
      {showsExamineMode(draft.type) && (
        <FormGroup label={t('approver.examineMode')}>
          <RadioGroup
            selectedValue={String(resolveExamineMode(setType, draft.examineMode))}
            onChange={(event) =>
              onChange({ ...draft, examineMode: Number(event.currentTarget.value) as ExamineModeCode })
            }
          >
            {modes.map((mode) => (
              <Radio key={mode} value={String(mode)} label={t(`examineMode.${mode}` as 'examineMode.1')} />
            ))}
          </RadioGroup>
        </FormGroup>
      )}
    </>
  );
}
