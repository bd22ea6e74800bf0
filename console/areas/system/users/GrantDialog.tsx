import { Button, DialogBody, DialogFooter, HTMLSelect, HTMLTable } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useFocusField } from '../../../app/useFocusField';
import { AppDialog } from '../../../ui/AppDialog';
import { Field } from '../common/Field';
import { treeOptions } from '../common/treeOptions';
import type { GrantStore } from './model/GrantStore';

const INPUT_IDS: Record<string, string> = { merchantId: 'grant-merchant', roleId: 'grant-role' };
const inputIdOf = (field: string) => INPUT_IDS[field] ?? `grant-${field}`;

/** Grants a user a role in another tenant, and lists, edits and removes the user's grants. */
export const GrantDialog = observer(function GrantDialog({
  store,
  onClose,
}: {
  store: GrantStore | undefined;
  onClose(): void;
}) {
  const { t } = useTranslation('admin');
  useFocusField(store?.form.focus, inputIdOf);
  if (!store) return null;
  const { form } = store;
  return (
    <AppDialog
      isOpen
      onClose={onClose}
      title={t('user.grantTitle', { name: store.user.userName })}
      style={{ width: 560 }}
    >
      <DialogBody>
        <Field
          label={t('user.grantMerchant')}
          error={form.errors.merchantId}
          required
          inputId="grant-merchant"
        >
          <HTMLSelect
            id="grant-merchant"
            fill
            value={form.values.merchantId}
            onChange={(e) => store.chooseMerchant(e.target.value)}
            options={[{ value: '', label: t('ui.choose') }, ...treeOptions(store.tenants.value ?? [])]}
          />
        </Field>
        <Field label={t('user.grantRole')} error={form.errors.roleId} required inputId="grant-role">
          <HTMLSelect
            id="grant-role"
            fill
            value={form.values.roleId}
            onChange={(e) => form.set('roleId', e.target.value)}
            options={[
              { value: '', label: t('ui.choose') },
              ...(store.roles.value ?? []).map((r) => ({ value: r.roleId, label: r.roleName })),
            ]}
          />
        </Field>
        <HTMLTable compact className="admin-table" aria-label={t('user.grants')}>
          <thead>
            <tr>
              <th>{t('user.grantMerchant')}</th>
              <th>{t('user.grantRole')}</th>
              <th style={{ width: 150 }} />
            </tr>
          </thead>
          <tbody>
            {(store.grants.value?.rows ?? []).map((g) => (
              <tr key={g.authId} className={g.authId === store.editingId ? 'admin-row-editing' : undefined}>
                <td>{g.merchantName}</td>
                <td>{g.roleName}</td>
                <td>
                  <Button
                    size="small"
                    variant="minimal"
                    text={t('ui.edit')}
                    aria-label={t('user.grantEdit', { name: `${g.merchantName} · ${g.roleName}` })}
                    onClick={() => void store.edit(g)}
                  />
                  <Button
                    size="small"
                    variant="minimal"
                    intent="danger"
                    text={t('ui.remove')}
                    onClick={() => void store.remove(g.authId)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('ui.close')} onClick={onClose} />
            {store.editingId && <Button text={t('ui.cancel')} onClick={() => store.stopEditing()} />}
            <Button
              intent="primary"
              loading={store.runner.isBusy}
              text={store.editingId ? t('ui.save') : t('user.grant')}
              onClick={() => void store.submit()}
            />
          </>
        }
      />
    </AppDialog>
  );
});
