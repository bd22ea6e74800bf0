import { Button, Checkbox, DialogBody, DialogFooter, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useFocusField } from '../../../app/useFocusField';
import { AppDialog } from '../../../ui/AppDialog';
import { Field } from '../common/Field';
import { treeOptions } from '../common/treeOptions';
import type { UserFormStore } from './model/UserFormStore';

const inputIdOf = (field: string) => `user-${field}`;

/** Add or edit a user: every §5 problem shows under its field at once, and so does a server answer naming a field. */
export const UserFormDialog = observer(function UserFormDialog({
  store,
  onClose,
  onSaved,
}: {
  store: UserFormStore | undefined;
  onClose(): void;
  onSaved(): void;
}) {
  const { t } = useTranslation('admin');
  useFocusField(store?.form.focus, inputIdOf);
  if (!store) return null;
  const { form } = store;
  const { errors, values } = form;
  const submit = () => void store.save().then((saved) => saved && onSaved());
  const text = (key: 'userName' | 'nickName' | 'phonenumber' | 'email', required = true) => (
    <Field label={t(`user.${key}`)} error={errors[key]} required={required} inputId={inputIdOf(key)}>
      <InputGroup
        id={inputIdOf(key)}
        intent={errors[key] ? 'danger' : 'none'}
        value={values[key]}
        onChange={(e) => form.set(key, e.target.value)}
      />
    </Field>
  );
  return (
    <AppDialog
      isOpen
      onClose={onClose}
      title={store.userId ? t('user.editTitle') : t('user.addTitle')}
      style={{ width: 640 }}
    >
      <DialogBody>
        <div className="admin-dialog-body">
          {text('userName')}
          {text('nickName')}
          <Field label={t('user.organize')} error={errors.organizeId} required inputId="user-organizeId">
            <HTMLSelect
              id="user-organizeId"
              fill
              value={values.organizeId}
              onChange={(e) => form.set('organizeId', e.target.value)}
              options={[{ value: '', label: t('ui.choose') }, ...treeOptions(store.organizes.value ?? [])]}
            />
          </Field>
          {text('phonenumber')}
          {text('email')}
          {!store.userId && (
            <Field label={t('user.password')} error={errors.password} inputId="user-password">
              <InputGroup
                id="user-password"
                type="password"
                value={values.password}
                onChange={(e) => form.set('password', e.target.value)}
              />
            </Field>
          )}
          <Field label={t('user.roles')}>
            <div style={{ maxHeight: 140, overflow: 'auto' }}>
              {(store.roles.value ?? []).map((r) => (
                <Checkbox
                  key={r.roleId}
                  label={r.roleName}
                  checked={values.roleIds.includes(r.roleId)}
                  onChange={() => store.toggle('roleIds', r.roleId)}
                />
              ))}
            </div>
          </Field>
          <Field label={t('user.positions')}>
            <div style={{ maxHeight: 140, overflow: 'auto' }}>
              {(store.positions.value ?? []).map((p) => (
                <Checkbox
                  key={p.positionId}
                  label={p.positionName}
                  checked={values.positionIds.includes(p.positionId)}
                  onChange={() => store.toggle('positionIds', p.positionId)}
                />
              ))}
            </div>
          </Field>
        </div>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('ui.cancel')} onClick={onClose} />
            <Button intent="primary" loading={form.isBusy} text={t('ui.save')} onClick={submit} />
          </>
        }
      />
    </AppDialog>
  );
});
