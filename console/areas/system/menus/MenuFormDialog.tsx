import { Checkbox, Classes, HTMLSelect, RadioGroup, Spinner, Switch, TextArea } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useFocusField } from '../../../app/useFocusField';
import { FormDialog } from '../../../ui/FormDialog';
import { Field } from '../common/Field';
import { TextField } from '../common/TextField';
import { ComponentPicker } from './ComponentPicker';
import { LocaleTexts } from './LocaleTexts';
import { META_FLAGS, type MenuFormStore } from './model/MenuFormStore';

const inputIdOf = (field: string) => `menu-${field}`;
type TextKey = 'menuTitle' | 'name' | 'path' | 'redirect' | 'icon' | 'perms' | 'orderNum' | 'metaType';

/** Add or edit a directory (M), page (C) or button point (F) with every route-item field. */
export const MenuFormDialog = observer(function MenuFormDialog({
  store,
  onClose,
  onSaved,
}: {
  store: MenuFormStore | undefined;
  onClose(): void;
  onSaved(): void;
}) {
  const { t } = useTranslation('menus');
  useFocusField(store?.form.focus, inputIdOf);
  if (!store) return null;
  const { form } = store;
  const { menuType } = form.values;
  const submit = () => void store.save().then((saved) => saved && onSaved());
  const input = (key: TextKey, required = false) => (
    <TextField
      form={form}
      field={key}
      label={t(`menu.${key}`)}
      required={required}
      inputId={inputIdOf(key)}
      dir={key === 'menuTitle' ? undefined : 'ltr'}
    />
  );
  return (
    <FormDialog
      title={store.menuId ? t('menu.editTitle') : t('menu.addTitle')}
      width={720}
      isBusy={form.isBusy}
      isLoading={store.isLoading}
      onClose={onClose}
      onSubmit={submit}
      submitText={t('save')}
      cancelText={t('cancel')}
    >
      {store.isLoading ? (
        <Spinner size={30} aria-label={t('loading')} />
      ) : (
        <>
          <RadioGroup
            inline
            label={t('menu.menuType')}
            selectedValue={menuType}
            onChange={(e) => form.set('menuType', e.currentTarget.value as typeof menuType)}
            options={(['M', 'C', 'F'] as const).map((v) => ({ value: v, label: t(`menu.type${v}`) }))}
          />
          <div className="admin-dialog-body">
            <Field label={t('menu.parent')} error={form.errors.parentId} inputId={inputIdOf('parentId')}>
              <HTMLSelect
                id={inputIdOf('parentId')}
                fill
                value={form.values.parentId}
                onChange={(e) => form.set('parentId', e.target.value)}
                options={[
                  { value: '', label: t('menu.root') },
                  ...(store.parents ?? []).map((p) => ({
                    value: p.id,
                    label: `${'\u00a0\u00a0'.repeat(p.depth)}${p.label}`,
                  })),
                ]}
              />
            </Field>
            {input('menuTitle', true)}
            {menuType !== 'F' && input('name', menuType === 'C')}
            {menuType !== 'F' && input('path', true)}
            {menuType === 'C' && (
              <div>
                <RadioGroup
                  inline
                  label={t('menu.ignoreRouter')}
                  name={inputIdOf('ignoreRouter')}
                  selectedValue={form.values.ignoreRouter}
                  onChange={(e) => form.set('ignoreRouter', e.currentTarget.value === '0' ? '0' : '1')}
                  options={[
                    { value: '0', label: t('menu.ignoreRouterYes') },
                    { value: '1', label: t('menu.ignoreRouterNo') },
                  ]}
                />
                <p className={Classes.TEXT_MUTED}>{t('menu.ignoreRouterHint')}</p>
              </div>
            )}
            {menuType === 'C' && form.values.ignoreRouter === '1' && (
              <Field
                label={t('menu.component')}
                error={form.errors.component}
                required
                inputId={inputIdOf('component')}
              >
                <ComponentPicker
                  id={inputIdOf('component')}
                  value={form.values.component}
                  options={store.componentsMatching('')}
                  hasError={!!form.errors.component}
                  onChange={(key) => form.set('component', key)}
                />
              </Field>
            )}
            {menuType !== 'M' && input('perms', menuType === 'F')}
            {menuType !== 'F' && input('icon')}
            {menuType === 'M' && input('redirect')}
            {input('orderNum')}
            {menuType !== 'F' && input('metaType')}
          </div>
          <LocaleTexts
            legend={t('menu.titlePerLanguage')}
            idPrefix="menu-title"
            locales={store.locales}
            values={form.values.titleI18n}
            onChange={(locale, text) => store.setTitle(locale, text)}
          />
          {menuType !== 'F' && (
            <>
              <Switch
                label={t('menu.visibleSwitch')}
                checked={form.values.visible === '1'}
                onChange={(e) => form.set('visible', e.currentTarget.checked ? '1' : '0')}
              />
              <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0 16px' }}>
                {META_FLAGS.map((flag) => (
                  <Checkbox
                    key={flag}
                    label={t(`menu.flag.${flag}`)}
                    checked={form.values[flag]}
                    onChange={(e) => form.set(flag, e.currentTarget.checked)}
                  />
                ))}
              </div>
              <Field label={t('menu.extra')} error={form.errors.extra} inputId={inputIdOf('extra')}>
                <TextArea
                  id={inputIdOf('extra')}
                  dir="ltr"
                  fill
                  rows={3}
                  placeholder='{"key": "value"}'
                  intent={form.errors.extra ? 'danger' : 'none'}
                  value={form.values.extra}
                  onChange={(e) => form.set('extra', e.target.value)}
                />
              </Field>
            </>
          )}
        </>
      )}
    </FormDialog>
  );
});
