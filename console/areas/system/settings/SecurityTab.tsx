import { Button, Callout, Checkbox, FormGroup, InputGroup } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import {
  SECURITY_BOUNDS,
  SECURITY_FLAG_FIELDS,
  type SecurityNumberField,
} from '@shared/api/modules/config/security';
import { Permitted } from '../permission/Permitted';
import type { SecuritySettingsStore } from './model/SecuritySettingsStore';

const GROUPS: { title: string; fields: SecurityNumberField[] }[] = [
  { title: 'section.password', fields: ['passwordMinLength'] },
  { title: 'section.signIn', fields: ['loginMaxFailures', 'loginFailureWindowMinutes', 'loginLockMinutes'] },
  { title: 'section.session', fields: ['sessionTtlMinutes'] },
];

/** Password rule, sign-in limits and session lifetime of the tenant; an empty number means the default. */
export const SecurityTab = observer(function SecurityTab({ store }: { store: SecuritySettingsStore }) {
  const { t } = useTranslation('security');
  const { form, defaults } = store;
  const numberField = (field: SecurityNumberField) => (
    <FormGroup
      key={field}
      label={t(`field.${field}`)}
      labelFor={`security-${field}`}
      intent={form.errors[field] ? 'danger' : 'none'}
      helperText={
        form.errors[field] ?? t('hint.default', { value: defaults?.[field] ?? '', ...SECURITY_BOUNDS[field] })
      }
    >
      <InputGroup
        id={`security-${field}`}
        inputMode="numeric"
        dir="ltr"
        style={{ maxWidth: 200 }}
        value={form.values[field]}
        placeholder={String(defaults?.[field] ?? '')}
        intent={form.errors[field] ? 'danger' : 'none'}
        onValueChange={(value) => form.set(field, value)}
      />
    </FormGroup>
  );
  return (
    <form
      className="security-tab"
      onSubmit={(event) => {
        event.preventDefault();
        void store.save();
      }}
    >
      {GROUPS.map((group) => (
        <fieldset key={group.title} className="security-group">
          <legend>{t(group.title)}</legend>
          {group.fields.map(numberField)}
          {group.title === 'section.password' && (
            <>
              <div className="security-flags" role="group" aria-label={t('field.classes')}>
                {SECURITY_FLAG_FIELDS.map((flag) => (
                  <Checkbox
                    key={flag}
                    label={t(`field.${flag}`)}
                    checked={form.values[flag]}
                    onChange={(event) => form.set(flag, event.currentTarget.checked)}
                  />
                ))}
              </div>
              <Callout intent="primary" icon="key" compact>
                {t('preview', { rule: store.passwordRuleText })}
              </Callout>
            </>
          )}
        </fieldset>
      ))}
      <Permitted tags={['system:settings:edit']}>
        <div className="security-actions">
          <Button type="submit" intent="primary" loading={form.isBusy} text={t('action.save')} />
          <Button
            text={t('action.restore')}
            disabled={form.isBusy}
            onClick={() => void store.restoreDefaults()}
          />
        </div>
      </Permitted>
    </form>
  );
});
