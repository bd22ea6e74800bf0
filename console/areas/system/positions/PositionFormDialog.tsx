import {
  Button,
  Checkbox,
  DialogBody,
  DialogFooter,
  HTMLSelect,
  InputGroup,
  TextArea,
} from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { AppDialog } from '../../../ui/AppDialog';
import { useTranslation } from 'react-i18next';
import { useFocusField } from '../../../app/useFocusField';
import { Field } from '../common/Field';
import { treeOptions } from '../common/treeOptions';
import type { PositionFormStore } from './model/PositionFormStore';

const INPUT_IDS: Record<string, string> = {
  positionName: 'pos-name',
  positionCode: 'pos-code',
  organizeId: 'pos-org',
  permission: 'pos-perm',
};
const inputIdOf = (field: string) => INPUT_IDS[field] ?? `pos-${field}`;

/** Add or edit a position, with its permission JSON; open while the list holds a form store. */
export const PositionFormDialog = observer(function PositionFormDialog({
  store,
  onClose,
  onSaved,
}: {
  store: PositionFormStore | undefined;
  onClose(): void;
  onSaved(): void;
}) {
  const { t } = useTranslation('admin');
  useFocusField(store?.form.focus, inputIdOf);
  if (!store) return null;
  const { form } = store;
  const { errors, values } = form;
  const submit = () => void store.save().then((saved) => saved && onSaved());
  return (
    <AppDialog
      isOpen
      onClose={onClose}
      title={store.positionId ? t('position.editTitle') : t('position.addTitle')}
    >
      <DialogBody>
        <Field label={t('position.name')} error={errors.positionName} required inputId="pos-name">
          <InputGroup
            id="pos-name"
            intent={errors.positionName ? 'danger' : 'none'}
            value={values.positionName}
            onChange={(e) => form.set('positionName', e.target.value)}
          />
        </Field>
        <Field label={t('position.code')} inputId="pos-code">
          <InputGroup
            id="pos-code"
            value={values.positionCode}
            onChange={(e) => form.set('positionCode', e.target.value)}
          />
        </Field>
        <Field label={t('user.organize')} error={errors.organizeId} required inputId="pos-org">
          <HTMLSelect
            id="pos-org"
            fill
            value={values.organizeId}
            onChange={(e) => form.set('organizeId', e.target.value)}
            options={[{ value: '', label: t('ui.choose') }, ...treeOptions(store.organizations.value ?? [])]}
          />
        </Field>
        <Field label={t('position.roles')}>
          <div className="position-roles">
            {(store.roles.value ?? []).map((r) => (
              <Checkbox
                key={r.roleId}
                label={r.roleName}
                checked={values.roleIds.includes(r.roleId)}
                onChange={() => store.toggleRole(r.roleId)}
              />
            ))}
          </div>
        </Field>
        <Field label={t('position.permission')} error={errors.permission} inputId="pos-perm">
          <TextArea
            id="pos-perm"
            fill
            rows={4}
            value={values.permission}
            onChange={(e) => form.set('permission', e.target.value)}
          />
          <p className="muted">{t('position.permissionHelp')}</p>
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
