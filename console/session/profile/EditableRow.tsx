import type { ReactNode } from 'react';
import { Button, FormGroup, InputGroup } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { ProfileField } from './profileEdit';
import type { UserInfoStore } from './model/UserInfoStore';

export interface EditableRowProps {
  store: UserInfoStore;
  field: ProfileField;
  label: string;
  display: ReactNode;
}

/** One editable field: edit icon, then confirm and cancel icons; cancel resets from the stored value. */
export const EditableRow = observer(function EditableRow({ store, field, label, display }: EditableRowProps) {
  const { t } = useTranslation();
  const error = store.editing === field ? store.draftError : undefined;
  return (
    <tr>
      <th>{label}</th>
      <td>
        {store.editing === field ? (
          <FormGroup
            helperText={error ? t(error) : undefined}
            intent={error ? 'danger' : 'none'}
            className="profile-edit"
          >
            <div className="profile-edit-row">
              <InputGroup
                aria-label={label}
                value={store.draft}
                autoFocus
                intent={error ? 'danger' : 'none'}
                onChange={(e) => store.setDraft(e.target.value)}
                onBlur={() => store.checkDraft()}
              />
              <Button
                variant="minimal"
                icon="tick"
                intent="success"
                loading={store.isSaving}
                aria-label={t('profile.confirm', { field: label })}
                onClick={() => void store.confirm()}
              />
              <Button
                variant="minimal"
                icon="cross"
                aria-label={t('profile.cancel', { field: label })}
                onClick={() => store.cancelEdit()}
              />
            </div>
          </FormGroup>
        ) : (
          <span className="profile-value">
            {display}
            <Button
              variant="minimal"
              size="small"
              icon="edit"
              aria-label={t('profile.edit', { field: label })}
              onClick={() => store.startEdit(field)}
            />
          </span>
        )}
      </td>
    </tr>
  );
});
