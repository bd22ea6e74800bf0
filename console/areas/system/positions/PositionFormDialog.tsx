import { useEffect, useState } from 'react';
import { Button, DialogBody, DialogFooter, HTMLSelect, InputGroup, TextArea } from '@blueprintjs/core';
import { AppDialog } from '../../../ui/AppDialog';
import { useTranslation } from 'react-i18next';
import { api } from '@shared/api';
import { checkRequired } from '@shared/api/modules/identity/rules';
import { useStores } from '../../../app/storeContext';
import { Field } from '../common/Field';
import { treeOptions } from '../common/treeOptions';
import { useLoad } from '../common/useLoad';
import { useFieldErrors } from '../common/useFieldErrors';
import { useRun } from '../common/useRun';

const INPUT_IDS: Record<string, string> = { positionName: 'pos-name', positionCode: 'pos-code', organizeId: 'pos-org', permission: 'pos-perm' };
const inputIdOf = (field: string) => INPUT_IDS[field] ?? `pos-${field}`;
const REQUIRED = { positionName: 'rule.positionNameRequired', organizeId: 'rule.organizeRequired' };

const parsePermission = (text: string): Record<string, unknown> | undefined => {
  try {
    const value: unknown = JSON.parse(text || '{}');
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
};

/** Add or edit a position, with its permission JSON. */
export function PositionFormDialog({ positionId, onClose, onSaved }: { positionId: string | null | undefined; onClose(): void; onSaved(): void }) {
  const { t } = useTranslation('admin');
  const { client } = useStores();
  const [form, setForm] = useState({ positionName: '', positionCode: '', organizeId: '', permission: '{}' });
  const { errors, showProblems, showServerError, clearError } = useFieldErrors(inputIdOf);
  const change = (key: keyof typeof form, value: string) => {
    setForm({ ...form, [key]: value });
    clearError(key);
  };
  const { isBusy, run } = useRun();
  const orgs = useLoad((c) => c.call(api.identity.organizeTreeselect), positionId, []);
  useEffect(() => {
    if (!positionId) return;
    void client.call(api.identity.positionDetail, { params: { id: positionId } }).then(({ position: p }) =>
      setForm({ positionName: p.positionName, positionCode: p.positionCode, organizeId: p.organizeId, permission: p.permission }), () => undefined);
  }, [client, positionId]);
  const submit = () => {
    const permission = parsePermission(form.permission);
    const problems = [...checkRequired(form, REQUIRED), ...(permission ? [] : [{ field: 'permission', key: 'rule.formatError' }])];
    if (showProblems(problems) || !permission) return;
    const body = { positionName: form.positionName, positionCode: form.positionCode, organizeId: form.organizeId };
    void run(async () => {
      const id = positionId ?? (await client.call(api.identity.positionAdd, { body }, { silent: true })).positionId;
      if (positionId) await client.call(api.identity.positionUpdate, { body: { ...body, positionId } }, { silent: true });
      await client.call(api.identity.updatePositionPermission, { body: { positionId: id, permission } }, { silent: true });
    }, onSaved, showServerError);
  };
  return (
    <AppDialog isOpen={positionId !== undefined} onClose={onClose} title={positionId ? t('position.editTitle') : t('position.addTitle')}>
      <DialogBody>
        <Field label={t('position.name')} error={errors.positionName} required inputId="pos-name">
          <InputGroup id="pos-name" intent={errors.positionName ? 'danger' : 'none'} value={form.positionName} onChange={(e) => change('positionName', e.target.value)} />
        </Field>
        <Field label={t('position.code')} inputId="pos-code">
          <InputGroup id="pos-code" value={form.positionCode} onChange={(e) => setForm({ ...form, positionCode: e.target.value })} />
        </Field>
        <Field label={t('user.organize')} error={errors.organizeId} required inputId="pos-org">
          <HTMLSelect id="pos-org" fill value={form.organizeId} onChange={(e) => change('organizeId', e.target.value)}
            options={[{ value: '', label: t('ui.choose') }, ...treeOptions(orgs ?? [])]} />
        </Field>
        <Field label={t('position.permission')} error={errors.permission} inputId="pos-perm">
          <TextArea id="pos-perm" fill rows={4} value={form.permission} onChange={(e) => change('permission', e.target.value)} />
        </Field>
      </DialogBody>
      <DialogFooter actions={<>
        <Button text={t('ui.cancel')} onClick={onClose} />
        <Button intent="primary" loading={isBusy} text={t('ui.save')} onClick={submit} />
      </>} />
    </AppDialog>
  );
}
