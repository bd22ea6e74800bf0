import {
  Button,
  Classes,
  DialogBody,
  DialogFooter,
  HTMLSelect,
  InputGroup,
  NumericInput,
} from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { AppDialog } from '../../../ui/AppDialog';
import { useTranslation } from 'react-i18next';
import { useFocusField } from '../../../app/useFocusField';
import { Field } from '../common/Field';
import { MemberPicker } from '../pickers';
import type { OrganizeFormStore } from './model/OrganizeFormStore';

const INPUT_IDS: Record<string, string> = {
  parentId: 'org-parent',
  organizeName: 'org-name',
  orderNum: 'org-order',
};
const inputIdOf = (field: string) => INPUT_IDS[field] ?? `org-${field}`;

/** Add or edit an organisation; open while the list holds a form store. */
export const OrganizeFormDialog = observer(function OrganizeFormDialog({
  store,
  onClose,
  onSaved,
}: {
  store: OrganizeFormStore | undefined;
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
      title={store.organizeId ? t('organize.editTitle') : t('organize.addTitle')}
    >
      <DialogBody>
        <Field label={t('organize.parent')} inputId="org-parent">
          <HTMLSelect
            id="org-parent"
            fill
            value={values.parentId}
            onChange={(e) => form.set('parentId', e.target.value)}
            options={[{ value: '', label: t('organize.root') }, ...store.parentChoices]}
          />
        </Field>
        <Field label={t('organize.name')} error={errors.organizeName} required inputId="org-name">
          <InputGroup
            id="org-name"
            value={values.organizeName}
            onChange={(e) => form.set('organizeName', e.target.value)}
          />
        </Field>
        <Field label={t('organize.orderNum')} inputId="org-order">
          <NumericInput
            id="org-order"
            min={0}
            fill
            value={values.orderNum}
            onValueChange={(n) => form.set('orderNum', Number.isNaN(n) ? 0 : n)}
          />
        </Field>
        <Field label={t('organize.leaders')} error={errors.leaderIds}>
          <p className={Classes.TEXT_MUTED}>{t('organize.leadersHint')}</p>
          <MemberPicker
            value={values.leaders}
            onChange={(leaders) => form.set('leaders', leaders)}
            multiple
            height={200}
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
