import {
  Button,
  Checkbox,
  DialogBody,
  DialogFooter,
  HTMLSelect,
  InputGroup,
  TextArea,
} from '@blueprintjs/core';
import { useDict } from '../../../layout/useDict';
import { PictureField } from '../common/PictureField';
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
  const sexes = useDict('sys_user_sex');
  useFocusField(store?.form.focus, inputIdOf);
  if (!store) return null;
  const { form } = store;
  const { errors, values } = form;
  const submit = () => void store.save().then((saved) => saved && onSaved());
  const text = (
    key: 'userName' | 'nickName' | 'phonenumber' | 'email' | 'jobNumber' | 'idCard',
    required = true,
  ) => (
    <Field label={t(`user.${key}`)} error={errors[key]} required={required} inputId={inputIdOf(key)}>
      <InputGroup
        id={inputIdOf(key)}
        dir={key === 'nickName' ? undefined : 'ltr'}
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
          {text('jobNumber', false)}
          <Field label={t('user.sex')} error={errors.sex} inputId="user-sex">
            <HTMLSelect
              id="user-sex"
              fill
              value={values.sex}
              onChange={(e) => form.set('sex', e.target.value)}
              options={sexes.map((s) => ({ value: s.dictValue, label: s.dictLabel }))}
            />
          </Field>
          {text('idCard', false)}
          <PictureField
            label={t('user.avatar')}
            inputId="user-avatar"
            value={values.avatar}
            error={errors.avatar}
            isUploading={store.avatar.isUploading}
            onChoose={(file) => void store.avatar.choose(file)}
            onClear={() => form.set('avatar', '')}
          />
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
        <Field label={t('user.remark')} error={errors.remark} inputId="user-remark">
          <TextArea
            id="user-remark"
            fill
            rows={2}
            value={values.remark}
            onChange={(e) => form.set('remark', e.target.value)}
          />
        </Field>
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
