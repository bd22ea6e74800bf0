import { useState, type ReactNode } from 'react';
import { Button, FormGroup, InputGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { PROFILE_CHECKS, type ProfileField } from './profileEdit';

export interface EditableRowProps {
  field: ProfileField;
  label: string;
  value: string;
  display: ReactNode;
  isEditing: boolean;
  onEdit: () => void;
  onCancel: () => void;
  onSave: (value: string) => Promise<boolean>;
}

/** One editable field: edit icon, then confirm and cancel icons; cancel resets from the stored value. */
export function EditableRow({ field, label, value, display, isEditing, onEdit, onCancel, onSave }: EditableRowProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value);
  const [error, setError] = useState<string>();
  const [isBusy, setBusy] = useState(false);
  const confirm = async () => {
    const problem = PROFILE_CHECKS[field](draft);
    setError(problem);
    if (problem) return;
    setBusy(true);
    await onSave(draft);
    setBusy(false);
  };
  return (
    <tr>
      <th>{label}</th>
      <td>
        {isEditing ? (
          <FormGroup helperText={error ? t(error) : undefined} intent={error ? 'danger' : 'none'} className="profile-edit">
            <div className="profile-edit-row">
              <InputGroup aria-label={label} value={draft} autoFocus intent={error ? 'danger' : 'none'}
                onChange={(e) => setDraft(e.target.value)} onBlur={() => setError(PROFILE_CHECKS[field](draft))} />
              <Button variant="minimal" icon="tick" intent="success" loading={isBusy} aria-label={t('profile.confirm', { field: label })} onClick={() => void confirm()} />
              <Button variant="minimal" icon="cross" aria-label={t('profile.cancel', { field: label })} onClick={() => {
                setDraft(value);
                setError(undefined);
                onCancel();
              }} />
            </div>
          </FormGroup>
        ) : (
          <span className="profile-value">
            {display}
            <Button variant="minimal" size="small" icon="edit" aria-label={t('profile.edit', { field: label })} onClick={() => {
              setDraft(value);
              onEdit();
            }} />
          </span>
        )}
      </td>
    </tr>
  );
}
