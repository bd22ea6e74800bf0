/** Cc settings: named recipients and whether the initiator may add cc people (customCc). */
import { FormGroup, Switch } from '@blueprintjs/core';
import { AssigneeField } from '../pickers/AssigneeField';
import type { NodePanelProps } from './ApproverPanel';

export function CcPanel({ draft, onChange, services, t }: NodePanelProps) {
  return (
    <>
      <FormGroup label={t('assignee.user')}>
        <AssigneeField
          services={services}
          kind="user"
          t={t}
          value={draft.nodeUserList ?? []}
          onChange={(value) => onChange({ ...draft, setType: 1, nodeUserList: value })}
        />
      </FormGroup>
      <Switch
        checked={draft.customCc === true}
        label={t('cc.customCc')}
        onChange={(event) => onChange({ ...draft, customCc: event.currentTarget.checked })}
      />
      <p className="flow-hint">{t('cc.customCcHelp')}</p>
    </>
  );
}
