import { useEffect, useState } from 'react';
import { Button, Checkbox, DialogBody, DialogFooter, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { AppDialog } from '../../../ui/AppDialog';
import { useTranslation } from 'react-i18next';
import { api } from '@shared/api';
import { checkUserFormFields } from '@shared/api/modules/identity/rules';
import { useStores } from '../../../app/storeContext';
import { encryptAll } from '../common/encrypt';
import { Field } from '../common/Field';
import { treeOptions } from '../common/treeOptions';
import { useFieldErrors } from '../common/useFieldErrors';
import { useLoad } from '../common/useLoad';
import { useRun } from '../common/useRun';

interface Form {
  userName: string;
  nickName: string;
  organizeId: string;
  phonenumber: string;
  email: string;
  password: string;
  roleIds: string[];
  positionIds: string[];
}
const EMPTY_FORM: Form = { userName: '', nickName: '', organizeId: '', phonenumber: '', email: '', password: '', roleIds: [], positionIds: [] };
const inputIdOf = (field: string) => `user-${field}`;

/** Add or edit a user: every §5 problem shows under its field at once, and so does a server answer naming a field. */
export function UserFormDialog({ userId, onClose, onSaved }: { userId: string | null | undefined; onClose(): void; onSaved(): void }) {
  const { t } = useTranslation('admin');
  const { client } = useStores();
  const isOpen = userId !== undefined;
  const [form, setForm] = useState<Form>(EMPTY_FORM);
  const { errors, showProblems, showServerError, clearError } = useFieldErrors(inputIdOf);
  const { isBusy, run } = useRun();
  const orgs = useLoad((c) => c.call(api.identity.organizeTreeselect), isOpen, []);
  const roles = useLoad((c) => c.call(api.identity.roleTree, { query: { pageNum: 1, limit: 9999 } }), isOpen, []);
  const positions = useLoad((c) => c.call(api.identity.merchantPosition, { query: {} }), isOpen, []);

  useEffect(() => {
    if (!userId) return;
    void client.call(api.identity.userDetail, { params: { id: userId } }).then(({ user, roleIds, positionIds }) =>
      setForm({ userName: user.userName, nickName: user.nickName, organizeId: user.organizeId, phonenumber: user.phonenumber, email: user.email, password: '', roleIds, positionIds }),
    );
  }, [client, userId]);

  const set = (key: keyof Form, value: string) => {
    setForm({ ...form, [key]: value });
    clearError(key);
  };
  const toggle = (key: 'roleIds' | 'positionIds', id: string) =>
    setForm({ ...form, [key]: form[key].includes(id) ? form[key].filter((x) => x !== id) : [...form[key], id] });
  const submit = async () => {
    if (showProblems(checkUserFormFields(form))) return;
    const { password, ...rest } = form;
    await run(
      async () => {
        if (userId) return client.call(api.identity.userUpdate, { body: { ...rest, userId, scene: 'admin' } }, { silent: true });
        const [cipher] = password ? await encryptAll(client, password) : [];
        return client.call(api.identity.userAdd, { body: { ...rest, password: cipher } }, { silent: true });
      },
      onSaved,
      showServerError,
    );
  };
  const text = (key: 'userName' | 'nickName' | 'phonenumber' | 'email', required = true) => (
    <Field label={t(`user.${key}`)} error={errors[key]} required={required} inputId={inputIdOf(key)}>
      <InputGroup id={inputIdOf(key)} intent={errors[key] ? 'danger' : 'none'} value={form[key]} onChange={(e) => set(key, e.target.value)} />
    </Field>
  );
  return (
    <AppDialog isOpen={isOpen} onClose={onClose} title={userId ? t('user.editTitle') : t('user.addTitle')} style={{ width: 640 }}>
      <DialogBody>
        <div className="admin-dialog-body">
          {text('userName')}
          {text('nickName')}
          <Field label={t('user.organize')} error={errors.organizeId} required inputId="user-organizeId">
            <HTMLSelect id="user-organizeId" fill value={form.organizeId} onChange={(e) => set('organizeId', e.target.value)}
              options={[{ value: '', label: t('ui.choose') }, ...treeOptions(orgs ?? [])]} />
          </Field>
          {text('phonenumber')}
          {text('email')}
          {!userId && (
            <Field label={t('user.password')} error={errors.password} inputId="user-password">
              <InputGroup id="user-password" type="password" value={form.password} onChange={(e) => set('password', e.target.value)} />
            </Field>
          )}
          <Field label={t('user.roles')}>
            <div style={{ maxHeight: 140, overflow: 'auto' }}>
              {(roles ?? []).map((r) => <Checkbox key={r.roleId} label={r.roleName} checked={form.roleIds.includes(r.roleId)} onChange={() => toggle('roleIds', r.roleId)} />)}
            </div>
          </Field>
          <Field label={t('user.positions')}>
            <div style={{ maxHeight: 140, overflow: 'auto' }}>
              {(positions ?? []).map((p) => <Checkbox key={p.positionId} label={p.positionName} checked={form.positionIds.includes(p.positionId)} onChange={() => toggle('positionIds', p.positionId)} />)}
            </div>
          </Field>
        </div>
      </DialogBody>
      <DialogFooter actions={<>
        <Button text={t('ui.cancel')} onClick={onClose} />
        <Button intent="primary" loading={isBusy} text={t('ui.save')} onClick={() => void submit()} />
      </>} />
    </AppDialog>
  );
}
