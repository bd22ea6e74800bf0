import { useEffect, useState } from 'react';
import {
  Alert,
  Button,
  Card,
  H5,
  HTMLSelect,
  InputGroup,
  NonIdealState,
  SegmentedControl,
  Spinner,
  TextArea,
} from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PAGE_ANIMATIONS, THEME_LAYOUTS } from '@shared/theme/rules';
import { useStores } from '../../../app/storeContext';
import { useFocusField } from '../../../app/useFocusField';
import { useModel } from '../../../app/useModel';
import { Field } from '../common/Field';
import { Permitted } from '../permission/Permitted';
import { ThemeStore } from './model/ThemeStore';
import { ThemeColors, ThemePalette, themeInputId } from './ThemeColors';
import { ThemePreview } from './ThemePreview';
import { ThemeTenantPicker } from './ThemeTenantPicker';
import '../common/admin.css';
import './theme.css';

/**
 * The tenant's theme and home page (console spec §2.3 merchant home page and theme config, §3 Theme, §9 palette):
 * palette, mode, menu layout, page animation, every colour, custom style and home page, a live preview, reset to the defaults and save. A saved
 * theme applies to the shell at once.
 */
function ThemeConfig() {
  const { t } = useTranslation('appearance');
  const { session } = useStores();
  // ?merchantId= opens the theme of another tenant the administrator manages (from tenant administration)
  const [params] = useSearchParams();
  const other = params.get('merchantId') || undefined;
  const merchantId = other === session.info?.user.merchantId ? undefined : other;
  const store = useModel((deps) => new ThemeStore(deps, (json) => session.setThemeConfig(json), merchantId));
  const [isResetting, setResetting] = useState(false);
  useEffect(() => void store.start(), [store]);
  const { form, loaded } = store;
  useFocusField(form.focus, themeInputId);
  if (loaded.failed)
    return (
      <NonIdealState
        icon="error"
        title={t('theme.loadFailed')}
        action={<Button text={t('theme.retry')} onClick={() => void store.start()} />}
      />
    );
  if (!loaded.value) return <Spinner className="admin-state" aria-label={t('theme.loading')} />;
  const { values, errors } = form;
  return (
    <Card className="admin-page theme-page">
      <form
        className="theme-form"
        aria-label={t('theme.title')}
        onSubmit={(e) => {
          e.preventDefault();
          void store.save();
        }}
      >
        <ThemeTenantPicker store={store} />
        <H5>{t('theme.palette')}</H5>
        <ThemePalette store={store} />
        <Field label={t('field.mode')} error={errors.mode}>
          <SegmentedControl
            aria-label={t('field.mode')}
            value={values.mode}
            options={[
              { value: 'dark', label: t('theme.dark') },
              { value: 'light', label: t('theme.light') },
            ]}
            onValueChange={(mode) => form.set('mode', mode === 'light' ? 'light' : 'dark')}
          />
        </Field>
        <Field label={t('field.layout')} error={errors.layout}>
          <SegmentedControl
            aria-label={t('field.layout')}
            value={values.layout}
            options={THEME_LAYOUTS.map((layout) => ({ value: layout, label: t(`layout.${layout}`) }))}
            onValueChange={(layout) => form.set('layout', layout === 'top' ? 'top' : 'side')}
          />
        </Field>
        <Field label={t('field.animation')} error={errors.animation} inputId={themeInputId('animation')}>
          <HTMLSelect
            id={themeInputId('animation')}
            value={values.animation}
            options={PAGE_ANIMATIONS.map((name) => ({ value: name, label: t(`animation.${name}`) }))}
            onChange={(e) => store.setAnimation(e.currentTarget.value)}
          />
        </Field>
        <H5>{t('theme.colors')}</H5>
        <ThemeColors store={store} />
        <Field label={t('field.homePage')} error={errors.homePage} inputId={themeInputId('homePage')}>
          <InputGroup
            id={themeInputId('homePage')}
            dir="ltr"
            list="theme-home-pages"
            placeholder="/home"
            intent={errors.homePage ? 'danger' : 'none'}
            value={values.homePage}
            onChange={(e) => form.set('homePage', e.target.value.trim())}
          />
          <datalist id="theme-home-pages">
            {(store.homePages.value ?? []).map((p) => (
              <option key={p.path} value={p.path} label={p.title} />
            ))}
          </datalist>
        </Field>
        <Field
          label={t('field.customStyle')}
          error={errors.customStyle}
          inputId={themeInputId('customStyle')}
        >
          <TextArea
            id={themeInputId('customStyle')}
            dir="ltr"
            fill
            rows={5}
            className="theme-css"
            placeholder=".banner { color: #333; }"
            value={values.customStyle}
            onChange={(e) => form.set('customStyle', e.target.value)}
          />
        </Field>
        <p className="theme-hint">{t('theme.customStyleHint')}</p>
        <Permitted tags={['system:theme:edit']}>
          <div className="admin-toolbar">
            <Button
              type="submit"
              intent="primary"
              icon="floppy-disk"
              loading={form.isBusy}
              text={t('theme.save')}
            />
            <Button
              icon="reset"
              disabled={form.isBusy}
              text={t('theme.reset')}
              onClick={() => setResetting(true)}
            />
            {store.isChanged && <span className="theme-hint">{t('theme.unsaved')}</span>}
          </div>
        </Permitted>
      </form>
      <aside className="theme-side">
        <H5>{t('theme.preview')}</H5>
        <ThemePreview theme={store.preview} />
      </aside>
      <Alert
        isOpen={isResetting}
        intent="warning"
        icon="reset"
        confirmButtonText={t('theme.reset')}
        cancelButtonText={t('theme.cancel')}
        onCancel={() => setResetting(false)}
        onConfirm={() => {
          setResetting(false);
          void store.resetToDefault();
        }}
      >
        {t('theme.resetConfirm')}
      </Alert>
    </Card>
  );
}

export default observer(ThemeConfig);
