import { Button, Checkbox, InputGroup } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Field } from '../../system/common/Field';
import type { ChannelEntriesStore } from './model/ChannelEntriesStore';

/** The editor of one sign or vendor template: code, name, default; the server's refusal shows under its field. */
export const EntryEditor = observer(function EntryEditor({ store }: { store: ChannelEntriesStore }) {
  const { t } = useTranslation('messaging');
  const { form, editing } = store;
  if (!editing) return null;
  const { values, errors } = form;
  const id = (key: string) => `channel-entry-${key}`;
  return (
    <form
      className="channel-entry-editor"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void store.save();
      }}
    >
      <Field label={t('ui.entry.code')} required error={errors.code} inputId={id('code')}>
        <InputGroup
          id={id('code')}
          autoFocus
          intent={errors.code ? 'danger' : 'none'}
          value={values.code}
          placeholder={t(`ui.entry.codeHint.${editing.role}`)}
          onChange={(e) => form.set('code', e.target.value)}
        />
      </Field>
      <Field label={t('ui.entry.name')} error={errors.name} inputId={id('name')}>
        <InputGroup
          id={id('name')}
          value={values.name}
          placeholder={t('ui.entry.nameHint')}
          onChange={(e) => form.set('name', e.target.value)}
        />
      </Field>
      <Checkbox
        checked={values.isDefault}
        label={t('ui.entry.makeDefault')}
        onChange={(e) => form.set('isDefault', e.currentTarget.checked)}
      />
      <div className="channel-entry-buttons">
        <Button text={t('common:cancel')} onClick={() => store.cancel()} />
        <Button type="submit" intent="primary" loading={form.isBusy} text={t('common:save')} />
      </div>
    </form>
  );
});
