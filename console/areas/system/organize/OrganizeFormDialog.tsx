import { useState } from 'react';
import { Button, DialogBody, DialogFooter, HTMLSelect, InputGroup, NumericInput } from '@blueprintjs/core';
import { AppDialog } from '../../../ui/AppDialog';
import { useTranslation } from 'react-i18next';
import { api } from '@shared/api';
import { useStores } from '../../../app/storeContext';
import { Field } from '../common/Field';
import { treeOptions } from '../common/treeOptions';
import { useLoad } from '../common/useLoad';
import { useRun } from '../common/useRun';

export interface OrgDraft {
  organizeId?: string;
  parentId: string;
  organizeName: string;
  orderNum: number;
  leader: string;
}

/** Add or edit an organisation. */
export function OrganizeFormDialog({ draft, onClose, onSaved }: { draft: OrgDraft | undefined; onClose(): void; onSaved(): void }) {
  const { t } = useTranslation('admin');
  const { client } = useStores();
  const [form, setForm] = useState<OrgDraft>(draft ?? { parentId: '', organizeName: '', orderNum: 0, leader: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { isBusy, run } = useRun();
  const tree = useLoad((c) => c.call(api.identity.organizeTreeselect), draft, []);
  const submit = () => {
    if (!form.organizeName.trim()) return setErrors({ organizeName: t('rule.organizeNameRequired') });
    const body = { parentId: form.parentId, organizeName: form.organizeName, orderNum: form.orderNum, leader: form.leader };
    void run(
      () => (form.organizeId ? client.call(api.identity.organizeUpdate, { body: { ...body, organizeId: form.organizeId } }, { silent: true }) : client.call(api.identity.organizeAdd, { body }, { silent: true })),
      onSaved,
      (field, message) => setErrors({ [field]: message }),
    );
  };
  return (
    <AppDialog isOpen={draft !== undefined} onClose={onClose} title={form.organizeId ? t('organize.editTitle') : t('organize.addTitle')}>
      <DialogBody>
        <Field label={t('organize.parent')} inputId="org-parent">
          <HTMLSelect id="org-parent" fill value={form.parentId} onChange={(e) => setForm({ ...form, parentId: e.target.value })}
            options={[{ value: '', label: t('organize.root') }, ...treeOptions(tree ?? []).filter((o) => o.value !== form.organizeId)]} />
        </Field>
        <Field label={t('organize.name')} error={errors.organizeName} required inputId="org-name">
          <InputGroup id="org-name" value={form.organizeName} onChange={(e) => setForm({ ...form, organizeName: e.target.value })} />
        </Field>
        <Field label={t('organize.orderNum')} inputId="org-order">
          <NumericInput id="org-order" min={0} fill value={form.orderNum} onValueChange={(n) => setForm({ ...form, orderNum: Number.isNaN(n) ? 0 : n })} />
        </Field>
        <Field label={t('organize.leader')} inputId="org-leader">
          <InputGroup id="org-leader" value={form.leader} onChange={(e) => setForm({ ...form, leader: e.target.value })} />
        </Field>
      </DialogBody>
      <DialogFooter actions={<>
        <Button text={t('ui.cancel')} onClick={onClose} />
        <Button intent="primary" loading={isBusy} text={t('ui.save')} onClick={submit} />
      </>} />
    </AppDialog>
  );
}
