import { useEffect, useState } from 'react';
import { Button, DialogBody, DialogFooter, InputGroup } from '@blueprintjs/core';
import { AppDialog } from '../../../ui/AppDialog';
import { useTranslation } from 'react-i18next';
import { api } from '@shared/api';
import type { TreeNode } from '@shared/api/modules/identity/schemas';
import { checkRequired } from '@shared/api/modules/identity/rules';
import { useStores } from '../../../app/storeContext';
import { Field } from '../common/Field';
import { useFieldErrors } from '../common/useFieldErrors';
import { useRun } from '../common/useRun';
import { TreePicker } from '../pickers/TreePicker';
import type { PickerValue } from '../pickers/types';

const inputIdOf = (field: string) => `role-${field}`;
const REQUIRED = { roleName: 'rule.roleNameRequired', roleKey: 'rule.roleKeyRequired' };

const labels = (nodes: TreeNode[]): Map<string, string> => new Map(nodes.flatMap((n) => [[n.id, n.label] as [string, string], ...labels(n.children)]));

/** Add or edit a role with its menus and button points. */
export function RoleFormDialog({ roleId, onClose, onSaved }: { roleId: string | null | undefined; onClose(): void; onSaved(): void }) {
  const { t } = useTranslation('admin');
  const { client } = useStores();
  const [form, setForm] = useState({ roleName: '', roleKey: '', remark: '' });
  const [menus, setMenus] = useState<TreeNode[]>();
  const [picked, setPicked] = useState<PickerValue[]>([]);
  const { errors, showProblems, showServerError, clearError } = useFieldErrors(inputIdOf);
  const { isBusy, run } = useRun();
  useEffect(() => {
    if (roleId === undefined) return;
    void (async () => {
      const tree = await client.call(api.identity.roleMenuTree, { query: roleId ? { roleId } : {} });
      const label = labels(tree.menus);
      setMenus(tree.menus);
      setPicked(tree.checkedKeys.map((id) => ({ id, name: label.get(id) ?? id })));
      if (roleId) {
        const { role } = await client.call(api.identity.roleDetail, { query: { roleId } });
        setForm({ roleName: role.roleName, roleKey: role.roleKey, remark: role.remark });
      } else setForm({ roleName: '', roleKey: '', remark: '' });
    })().catch(() => undefined);
  }, [client, roleId]);
  const submit = () => {
    if (showProblems(checkRequired(form, REQUIRED))) return;
    const body = { ...form, menuIds: picked.map((p) => p.id) };
    void run(
      () => (roleId ? client.call(api.identity.roleEdit, { body: { ...body, roleId } }, { silent: true }) : client.call(api.identity.roleAdd, { body }, { silent: true })),
      onSaved,
      showServerError,
    );
  };
  const input = (key: 'roleName' | 'roleKey' | 'remark', required = true) => (
    <Field label={t(`role.${key}`)} error={errors[key]} required={required} inputId={inputIdOf(key)}>
      <InputGroup id={inputIdOf(key)} intent={errors[key] ? 'danger' : 'none'} value={form[key]} onChange={(e) => { setForm({ ...form, [key]: e.target.value }); clearError(key); }} />
    </Field>
  );
  return (
    <AppDialog isOpen={roleId !== undefined} onClose={onClose} title={roleId ? t('role.editTitle') : t('role.addTitle')} style={{ width: 560 }}>
      <DialogBody>
        {input('roleName')}
        {input('roleKey')}
        {input('remark', false)}
        <Field label={t('role.menus')}>
          <TreePicker roots={menus} label={t('role.menus')} multiple value={picked} onChange={setPicked} selectable={(n) => n.kind !== 'app'} height={280} />
        </Field>
      </DialogBody>
      <DialogFooter actions={<>
        <Button text={t('ui.cancel')} onClick={onClose} />
        <Button intent="primary" loading={isBusy} text={t('ui.save')} onClick={submit} />
      </>} />
    </AppDialog>
  );
}
