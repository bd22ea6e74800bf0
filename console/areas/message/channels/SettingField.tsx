import { HTMLSelect, InputGroup, Switch } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { ChannelSetting } from '@shared/messaging/channelKinds';
import { Field } from '../../system/common/Field';
import type { ChannelFormStore } from './model/ChannelFormStore';
import { SecretField } from './SecretField';

export const settingInputId = (field: string) => `channel-${field.replace('.', '-')}`;

const INPUT_TYPES: Partial<Record<ChannelSetting['type'], string>> = {
  number: 'number',
  url: 'url',
  email: 'email',
};

/** One setting of a channel, drawn from its entry in CHANNEL_SETTINGS: its input, label and error. */
export const SettingField = observer(function SettingField({
  store,
  setting,
}: {
  store: ChannelFormStore;
  setting: ChannelSetting;
}) {
  const { t } = useTranslation('messaging');
  const field = `settings.${setting.key}` as const;
  const id = settingInputId(field);
  const label = t(`ui.setting.${setting.key}`);
  const error = store.form.errors[field];
  const value = store.form.values[field];
  const control = () => {
    switch (setting.type) {
      case 'secret':
        return (
          <SecretField store={store} settingKey={setting.key} inputId={id} label={label} hasError={!!error} />
        );
      case 'boolean':
        return (
          <Switch
            id={id}
            label={t(`ui.settingHint.${setting.key}`)}
            checked={value === true}
            onChange={(e) => store.form.set(field, e.currentTarget.checked)}
          />
        );
      case 'select':
        return (
          <HTMLSelect
            id={id}
            fill
            value={String(value ?? '')}
            onChange={(e) => store.form.set(field, e.target.value)}
            options={(setting.options ?? []).map((o) => ({
              value: o,
              label: t(`ui.option.${setting.key}.${o}`),
            }))}
          />
        );
      default:
        return (
          <InputGroup
            id={id}
            dir={setting.type === 'text' ? undefined : 'ltr'}
            type={INPUT_TYPES[setting.type] ?? 'text'}
            min={setting.min}
            max={setting.max}
            intent={error ? 'danger' : 'none'}
            value={String(value ?? '')}
            onChange={(e) => store.form.set(field, e.target.value)}
          />
        );
    }
  };
  return (
    <Field label={label} error={error} required={setting.required} inputId={id}>
      {control()}
    </Field>
  );
});
