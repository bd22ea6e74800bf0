import { useEffect, useState } from 'react';
import { Button, DialogBody, DialogFooter, HTMLSelect, InputGroup, TextArea } from '@blueprintjs/core';
import { AppDialog } from '../../../ui/AppDialog';
import { useTranslation } from 'react-i18next';
import { api } from '@shared/api';
import { useStores } from '../../../app/storeContext';
import { Field } from '../common/Field';
import { treeOptions } from '../common/treeOptions';
import { useLoad } from '../common/useLoad';
import { useRun } from '../common/useRun';

/** Add or edit a position, with its permission JSON. */
export function PositionFormDialog({ positionId, onClose, onSaved }: { positionId: string | null | undefined; onClose(): void; onSaved(): void }) {
  const { t } = useTranslation('admin');
  const { client } = useStores();
  const [form, setForm] = useState({ positionName: '', positionCode: '', organizeId: '', permission: '{}' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { isBusy, run } = useRun();
  const orgs = useLoad((c) => c.call(api.identity.organizeTreeselect), positionId, []);
  useEffect(() => {
    if (!positionId) return;
    void client.call(api.identity.positionDetail, { params: { id: positionId } }).then(({ position: p }) =>
      setForm({ positionName: p.positionName, positionCode: p.positionCode, organizeId: p.organizeId, permission: p.permission }), () => undefined);
  }, [client, positionId]);
  const submit = () => {
    if (!form.positionName.trim()) return setErrors({ positionName: t('rule.positionNameRequired') });
    if (!form.organizeId) return setErrors({ organizeId: t('rule.organizeRequired') });
    let permission: Record<string, unknown>;
    try {
      permission = JSON.parse(form.permission || '{}') as Record<string, unknown>;
    } catch {
      return setErrors({ permission: t('rule.formatError') });
    }
    const body = { positionName: form.positionName, positionCode: form.positionCode, organizeId: form.organizeId };
    void run(async () => {
      const id = positionId ?? (await client.call(api.identity.positionAdd, { body })).positionId;
      if (positionId) await client.call(api.identity.positionUpdate, { body: { ...body, positionId } });
      await client.call(api.identity.updatePositionPermission, { body: { positionId: id, permission } });
    }, onSaved, (field, message) => setErrors({ [field]: message }));
  };
  return (
    <AppDialog isOpen={positionId !== undefined} onClose={onClose} title={positionId ? t('position.editTitle') : t('position.addTitle')}>
      <DialogBody>
        <Field label={t('position.name')} error={errors.positionName} required inputId="pos-name">
          <InputGroup id="pos-name" value={form.positionName} onChange={(e) => setForm({ ...form, positionName: e.target.value })} />
        </Field>
        <Field label={t('position.code')} inputId="pos-code">
          <InputGroup id="pos-code" value={form.positionCode} onChange={(e) => setForm({ ...form, positionCode: e.target.value })} />
        </Field>
        <Field label={t('user.organize')} error={errors.organizeId} required inputId="pos-org">
          <HTMLSelect id="pos-org" fill value={form.organizeId} onChange={(e) => setForm({ ...form, organizeId: e.target.value })}
            options={[{ value: '', label: t('ui.choose') }, ...treeOptions(orgs ?? [])]} />
        </Field>
        <Field label={t('position.permission')} error={errors.permission} inputId="pos-perm">
          <TextArea id="pos-perm" fill rows={4} value={form.permission} onChange={(e) => setForm({ ...form, permission: e.target.value })} />
        </Field>
      </DialogBody>
      <DialogFooter actions={<>
        <Button text={t('ui.cancel')} onClick={onClose} />
        <Button intent="primary" loading={isBusy} text={t('ui.save')} onClick={submit} />
      </>} />
    </AppDialog>
  );
}
