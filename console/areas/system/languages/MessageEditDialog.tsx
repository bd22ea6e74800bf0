import { Button, DialogBody, DialogFooter, TextArea } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useFocusField } from '../../../app/useFocusField';
import { AppDialog } from '../../../ui/AppDialog';
import { Field } from '../common/Field';
import type { MessageOverrideStore } from './model/MessageOverrideStore';

const inputIdOf = (field: string) => `message-${field}`;

/** Edits the override of one message, the bundled text shown above it. */
export const MessageEditDialog = observer(function MessageEditDialog({
  store,
}: {
  store: MessageOverrideStore;
}) {
  const { t } = useTranslation('appearance');
  useFocusField(store.form.focus, inputIdOf);
  const row = store.editing;
  if (!row) return null;
  const { form } = store;
  return (
    <AppDialog isOpen onClose={() => store.closeEdit()} title={t('message.editTitle')} style={{ width: 560 }}>
      <DialogBody>
        <Field label={t('message.key')}>
          <code dir="ltr">{row.key}</code>
        </Field>
        <Field label={t('message.bundled')}>
          <div className="message-bundled">{row.bundled || '--'}</div>
        </Field>
        <Field label={t('message.override')} error={form.errors.value} required inputId={inputIdOf('value')}>
          <TextArea
            id={inputIdOf('value')}
            fill
            autoFocus
            rows={4}
            intent={form.errors.value ? 'danger' : 'none'}
            value={form.values.value}
            onChange={(e) => form.set('value', e.target.value)}
          />
        </Field>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('theme.cancel')} onClick={() => store.closeEdit()} />
            <Button
              intent="primary"
              loading={form.isBusy}
              text={t('message.save')}
              onClick={() => void store.save()}
            />
          </>
        }
      />
    </AppDialog>
  );
});
