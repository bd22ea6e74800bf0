import { Callout, HTMLSelect } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Field } from '../common/Field';
import type { ThemeStore } from './model/ThemeStore';

/**
 * Whose theme and home page the screen edits, for an administrator of several tenants (the platform tenant's
 * administrator edits any tenant's): a tenant choice opens that tenant's theme, and another tenant's is named.
 */
export const ThemeTenantPicker = observer(function ThemeTenantPicker({ store }: { store: ThemeStore }) {
  const { t } = useTranslation('appearance');
  const navigate = useNavigate();
  const tenants = store.tenants.value ?? [];
  const own = tenants[0]?.merchantId;
  return (
    <>
      {tenants.length > 1 && (
        <Field label={t('theme.tenant')} inputId="theme-tenant">
          <HTMLSelect
            id="theme-tenant"
            value={store.merchantId ?? own}
            onChange={(e) => {
              const id = e.target.value;
              void navigate(
                id === own ? '/system/theme' : `/system/theme?merchantId=${encodeURIComponent(id)}`,
              );
            }}
            options={tenants.map((m) => ({ value: m.merchantId, label: m.merchantName }))}
          />
        </Field>
      )}
      {store.merchantId && (
        <Callout intent="primary" icon="office" className="theme-tenant">
          {t('theme.otherTenant', { name: store.tenantName })}
        </Callout>
      )}
    </>
  );
});
