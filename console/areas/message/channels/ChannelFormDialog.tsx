import { Button, DialogBody, DialogFooter, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { CHANNEL_KINDS, vendorsOf, type ChannelKind } from '@shared/messaging/channelKinds';
import { useFocusField } from '../../../app/useFocusField';
import { AppDialog } from '../../../ui/AppDialog';
import { useClosingValue } from '../../../ui/useClosingValue';
import { Field } from '../../system/common/Field';
import type { ChannelFormStore } from './model/ChannelFormStore';
import { SettingField, settingInputId } from './SettingField';

/** Add or edit a channel: name, kind and vendor, then one field per setting the kind and vendor need. */
export const ChannelFormDialog = observer(function ChannelFormDialog({
  store: current,
  onClose,
  onSaved,
}: {
  store: ChannelFormStore | undefined;
  onClose(): void;
  onSaved(): void;
}) {
  const { t } = useTranslation('messaging');
  const store = useClosingValue(current);
  useFocusField(store?.form.focus, settingInputId);
  if (!store) return null;
  const { form } = store;
  const isEditing = store.channelId !== null;
  const submit = () => void store.save().then((saved) => saved && onSaved());
  const text = (key: 'channelName' | 'rateLimit' | 'remark', required: boolean) => (
    <Field
      label={t(`ui.channel.${key}`)}
      error={form.errors[key]}
      required={required}
      inputId={settingInputId(key)}
    >
      <InputGroup
        id={settingInputId(key)}
        type={key === 'rateLimit' ? 'number' : 'text'}
        intent={form.errors[key] ? 'danger' : 'none'}
        value={form.values[key]}
        onChange={(e) => form.set(key, e.target.value)}
      />
    </Field>
  );
  return (
    <AppDialog
      isOpen={current !== undefined}
      onClose={onClose}
      title={isEditing ? t('ui.channel.editTitle') : t('ui.channel.addTitle')}
      style={{ width: 720, maxWidth: '96vw' }}
    >
      <form
        // the console's own messages, in the UI language, instead of the browser's
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <DialogBody>
          <div className="admin-dialog-body">
            {text('channelName', true)}
            <Field label={t('ui.channel.kind')} required inputId={settingInputId('kind')}>
              <HTMLSelect
                id={settingInputId('kind')}
                fill
                disabled={isEditing}
                value={form.values.kind}
                onChange={(e) => store.setKind(e.target.value as ChannelKind)}
                options={CHANNEL_KINDS.map((k) => ({ value: k, label: t(`ui.kind.${k}`) }))}
              />
            </Field>
            <Field label={t('ui.channel.vendor')} required inputId={settingInputId('vendor')}>
              <HTMLSelect
                id={settingInputId('vendor')}
                fill
                disabled={isEditing}
                value={form.values.vendor}
                onChange={(e) => store.setVendor(e.target.value)}
                options={vendorsOf(form.values.kind).map((v) => ({ value: v, label: t(`ui.vendor.${v}`) }))}
              />
            </Field>
            {text('rateLimit', true)}
          </div>
          <section className="channel-settings" aria-label={t('ui.channel.settings')}>
            <h4 className="channel-settings-title">{t('ui.channel.settings')}</h4>
            <div className="admin-dialog-body">
              {store.settings.map((setting) => (
                <SettingField key={setting.key} store={store} setting={setting} />
              ))}
            </div>
          </section>
          {text('remark', false)}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t('admin:ui.cancel')} onClick={onClose} />
              <Button type="submit" intent="primary" loading={form.isBusy} text={t('admin:ui.save')} />
            </>
          }
        />
      </form>
    </AppDialog>
  );
});
