import { useState } from 'react';
import { Button, DialogBody, DialogFooter, HTMLSelect, HTMLTable } from '@blueprintjs/core';
import { AppDialog } from '../../../ui/AppDialog';
import { useTranslation } from 'react-i18next';
import { api } from '@shared/api';
import { checkGrantFields } from '@shared/api/modules/identity/rules';
import { useStores } from '../../../app/storeContext';
import { Field } from '../common/Field';
import { treeOptions } from '../common/treeOptions';
import { useFieldErrors } from '../common/useFieldErrors';
import { useLoad } from '../common/useLoad';

const INPUT_IDS: Record<string, string> = { merchantId: 'grant-merchant', roleId: 'grant-role' };
const inputIdOf = (field: string) => INPUT_IDS[field] ?? `grant-${field}`;
import { useRun } from '../common/useRun';

/** Grants a user a role in another tenant, and lists and removes the user's grants. */
export function GrantDialog({ user, onClose }: { user: { userId: string; userName: string } | undefined; onClose(): void }) {
  const { t } = useTranslation('admin');
  const { client } = useStores();
  const [merchantId, setMerchantId] = useState('');
  const [roleId, setRoleId] = useState('');
  const { errors, showProblems, clearError } = useFieldErrors(inputIdOf);
  const [tick, setTick] = useState(0);
  const { isBusy, run } = useRun();
  const tenants = useLoad((c) => c.call(api.identity.merchantTreeselect), user?.userId, []);
  const roles = useLoad((c) => (merchantId ? c.call(api.identity.roleTree, { query: { pageNum: 1, limit: 9999, merchantId } }) : Promise.resolve([])), merchantId, []);
  const grants = useLoad((c) => (user ? c.call(api.identity.authList, { query: { userId: user.userId, pageNum: 1, limit: 100 } }) : Promise.resolve({ total: 0, rows: [] })), [user?.userId, tick], { total: 0, rows: [] });
  const close = () => {
    setMerchantId('');
    setRoleId('');
    showProblems([]);
    onClose();
  };
  const submit = () => {
    if (showProblems(checkGrantFields({ merchantId, roleId }))) return;
    void run(() => client.call(api.identity.authAdd, { body: { userId: user?.userId ?? '', merchantId, roleId } }), () => setTick((n) => n + 1));
  };
  return (
    <AppDialog isOpen={user !== undefined} onClose={close} title={t('user.grantTitle', { name: user?.userName ?? '' })} style={{ width: 560 }}>
      <DialogBody>
        <Field label={t('user.grantMerchant')} error={errors.merchantId} required inputId="grant-merchant">
          <HTMLSelect id="grant-merchant" fill value={merchantId} onChange={(e) => { setMerchantId(e.target.value); setRoleId(''); clearError('merchantId'); }}
            options={[{ value: '', label: t('ui.choose') }, ...treeOptions(tenants ?? [])]} />
        </Field>
        <Field label={t('user.grantRole')} error={errors.roleId} required inputId="grant-role">
          <HTMLSelect id="grant-role" fill value={roleId} onChange={(e) => { setRoleId(e.target.value); clearError('roleId'); }}
            options={[{ value: '', label: t('ui.choose') }, ...(roles ?? []).map((r) => ({ value: r.roleId, label: r.roleName }))]} />
        </Field>
        <HTMLTable compact className="admin-table" aria-label={t('user.grants')}>
          <thead><tr><th>{t('user.grantMerchant')}</th><th>{t('user.grantRole')}</th><th style={{ width: 80 }} /></tr></thead>
          <tbody>
            {(grants?.rows ?? []).map((g) => (
              <tr key={g.authId}>
                <td>{g.merchantName}</td>
                <td>{g.roleName}</td>
                <td><Button size="small" variant="minimal" intent="danger" text={t('ui.remove')}
                  onClick={() => void run(() => client.call(api.identity.authDelete, { query: { authId: g.authId } }), () => setTick((n) => n + 1))} /></td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </DialogBody>
      <DialogFooter actions={<>
        <Button text={t('ui.close')} onClick={close} />
        <Button intent="primary" loading={isBusy} text={t('user.grant')} onClick={submit} />
      </>} />
    </AppDialog>
  );
}
