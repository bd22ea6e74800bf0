import { FileInput, HTMLSelect, Switch } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useFocusField } from '../../../app/useFocusField';
import { FormDialog } from '../../../ui/FormDialog';
import { Field } from '../common/Field';
import { TextField } from '../common/TextField';
import { LocaleTexts } from '../menus/LocaleTexts';
import type { AppFormStore, AppFormValues } from './model/AppFormStore';

const inputIdOf = (field: string) => `app-${field}`;
type TextKey = 'appCode' | 'appName' | 'appPath' | 'appOrder';

/** Add or edit an app: every navigation field, the name per language and the logo upload. */
export const AppFormDialog = observer(function AppFormDialog({
  store,
  categories,
  onClose,
  onSaved,
}: {
  store: AppFormStore | undefined;
  categories: { value: string; label: string }[];
  onClose(): void;
  onSaved(): void;
}) {
  const { t } = useTranslation('menus');
  useFocusField(store?.form.focus, inputIdOf);
  if (!store) return null;
  const { form } = store;
  const submit = () => void store.save().then((saved) => saved && onSaved());
  const input = (key: TextKey, required = false) => (
    <TextField
      form={form}
      field={key}
      label={t(`app.${key}`)}
      required={required}
      inputId={inputIdOf(key)}
      dir={key === 'appName' ? undefined : 'ltr'}
    />
  );
  const select = <K extends 'appCategory' | 'openType'>(
    key: K,
    options: { value: string; label: string }[],
  ) => (
    <Field label={t(`app.${key}`)} error={form.errors[key]} inputId={inputIdOf(key)}>
      <HTMLSelect
        id={inputIdOf(key)}
        fill
        value={form.values[key]}
        onChange={(e) => form.set(key, e.target.value as AppFormValues[K])}
        options={options}
      />
    </Field>
  );
  const flag = (key: 'visible' | 'isMicro', onValue: '0' | '1', label: string) => (
    <Switch
      label={label}
      checked={form.values[key] === onValue}
      onChange={(e) =>
        form.set(key, (e.currentTarget.checked ? onValue : onValue === '1' ? '0' : '1') as '0' | '1')
      }
    />
  );
  return (
    <FormDialog
      title={store.app ? t('app.editTitle') : t('app.addTitle')}
      width={640}
      isBusy={form.isBusy}
      onClose={onClose}
      onSubmit={submit}
      submitText={t('save')}
      cancelText={t('cancel')}
    >
      <div className="admin-dialog-body">
        {input('appCode', true)}
        {input('appName', true)}
        {select('appCategory', [{ value: '', label: '—' }, ...categories])}
        {input('appOrder')}
        {input('appPath')}
        {select('openType', [
          { value: 'SAME_TAB', label: t('app.sameTab') },
          { value: 'NEW_TAB', label: t('app.newTab') },
        ])}
        <Field label={t('app.appLogo')} error={form.errors.appLogo} inputId={inputIdOf('appLogo')}>
          <FileInput
            fill
            inputProps={{ id: inputIdOf('appLogo'), accept: 'image/*' }}
            text={form.values.appLogo || t('app.chooseLogo')}
            buttonText={t('app.browse')}
            disabled={store.isUploading}
            onInputChange={(e) => {
              const file = e.currentTarget.files?.[0];
              if (file) void store.uploadLogo(file);
            }}
          />
        </Field>
        <div>
          {flag('visible', '1', t('app.visible'))}
          {flag('isMicro', '0', t('app.isMicro'))}
          <Switch
            label={t('app.needProject')}
            checked={form.values.needProject}
            onChange={(e) => form.set('needProject', e.currentTarget.checked)}
          />
        </div>
      </div>
      <LocaleTexts
        legend={t('app.namePerLanguage')}
        idPrefix="app-name"
        locales={store.locales}
        values={form.values.appNameI18n}
        onChange={(locale, text) => store.setName(locale, text)}
      />
    </FormDialog>
  );
});
