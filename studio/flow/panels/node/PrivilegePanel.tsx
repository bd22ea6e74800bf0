/**
 * Form permissions of a node: hidden and disabled per field, select-all per column. A field's disabled
 * box shows only while the field is readable (not hidden).
 */
import { Checkbox, HTMLTable } from '@blueprintjs/core';
import { setAllPrivileges, syncPrivileges } from '@shared/flow/privileges';
import type { FieldPrivilege, FlowFormField } from '@shared/flow/types';
import type { NodePanelProps } from './ApproverPanel';

export interface PrivilegePanelProps extends NodePanelProps {
  fields: FlowFormField[];
}

export function PrivilegePanel({ draft, onChange, fields, t }: PrivilegePanelProps) {
  if (fields.length === 0) return <p className="flow-hint">{t('privilege.noFields')}</p>;
  const list = syncPrivileges(draft.privileges, fields);
  const write = (next: FieldPrivilege[]) => onChange({ ...draft, privileges: next });
  const readable = list.filter((entry) => !entry.hidden);
  const allHidden = list.every((entry) => entry.hidden);
  const allDisabled = readable.length > 0 && readable.every((entry) => entry.disabled);
  return (
    <HTMLTable compact striped aria-label={t('privilege.title')}>
      <thead>
        <tr>
          <th>{t('privilege.field')}</th>
          <th>
            <Checkbox
              inline
              checked={allHidden}
              label={t('privilege.hidden')}
              onChange={(event) => write(setAllPrivileges(list, 'hidden', event.currentTarget.checked))}
            />
          </th>
          <th>
            <Checkbox
              inline
              disabled={readable.length === 0}
              checked={allDisabled}
              label={t('privilege.disabled')}
              onChange={(event) => {
                const value = event.currentTarget.checked;
                write(list.map((entry) => (entry.hidden ? entry : { ...entry, disabled: value })));
              }}
            />
          </th>
        </tr>
      </thead>
      <tbody>
        {list.map((entry, index) => {
          const label = fields[index]?.label ?? entry.key;
          const patch = (change: Partial<FieldPrivilege>) =>
            write(list.map((item) => (item.key === entry.key ? { ...item, ...change } : item)));
          return (
            <tr key={entry.key}>
              <td>{label}</td>
              <td>
                <Checkbox
                  aria-label={t('privilege.hiddenOf', { field: label })}
                  checked={entry.hidden}
                  onChange={(event) => patch({ hidden: event.currentTarget.checked })}
                />
              </td>
              <td>
                {!entry.hidden && (
                  <Checkbox
                    aria-label={t('privilege.disabledOf', { field: label })}
                    checked={entry.disabled}
                    onChange={(event) => patch({ disabled: event.currentTarget.checked })}
                  />
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </HTMLTable>
  );
}
