import { Button, DialogBody, DialogFooter, InputGroup } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useFocusField } from '../../../app/useFocusField';
import { AppDialog } from '../../../ui/AppDialog';
import { Field } from '../common/Field';
import { TreePicker } from '../pickers/TreePicker';
import type { RoleFormStore } from './model/RoleFormStore';

const inputIdOf = (field: string) => `role-${field}`;

/** Add or edit a role with its menus and button points; open while the list holds a form store. */
export const RoleFormDialog = observer(function RoleFormDialog({
  store,
  onClose,
  onSaved,
}: {
  store: RoleFormStore | undefined;
  onClose(): void;
  onSaved(): void;
}) {
  const { t } = useTranslation('admin');
  useFocusField(store?.form.focus, inputIdOf);
  if (!store) return null;
  const { form } = store;
  const submit = () => void store.save().then((saved) => saved && onSaved());
  const input = (key: 'roleName' | 'roleKey' | 'remark', required = true) => (
    <Field label={t(`role.${key}`)} error={form.errors[key]} required={required} inputId={inputIdOf(key)}>
      <InputGroup
        id={inputIdOf(key)}
        intent={form.errors[key] ? 'danger' : 'none'}
        value={form.values[key]}
        onChange={(e) => form.set(key, e.target.value)}
      />
    </Field>
  );
  return (
    <AppDialog
      isOpen
      onClose={onClose}
      title={store.roleId ? t('role.editTitle') : t('role.addTitle')}
      style={{ width: 560 }}
    >
      <DialogBody>
        {input('roleName')}
        {input('roleKey')}
        {input('remark', false)}
        <Field label={t('role.menus')}>
          <TreePicker
            roots={store.menus}
            label={t('role.menus')}
            multiple
            value={store.picked}
            onChange={(picked) => store.pick(picked)}
            selectable={(n) => n.kind !== 'app'}
            height={280}
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
