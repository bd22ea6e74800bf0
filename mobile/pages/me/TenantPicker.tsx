import { useEffect, useMemo } from 'react';
import { TenantStore } from '../../model/TenantStore';
import { useRoot, useStore, useT } from '../../ui/useStore';

/** Switch tenant (console spec §4, §5): the authorised tenants as a list of choices, then a new session there. */
export function TenantPicker({ current }: { current: string }) {
  const root = useRoot();
  const { t } = useT();
  const store = useStore(useMemo(() => new TenantStore(() => root.call, current), [root, current]));
  useEffect(() => {
    void store.load();
  }, [store]);
  if (!store.canSwitch && !store.error) return null;
  const switchTenant = async () => {
    const token = await store.switchTenant();
    if (token) root.enterTenant(token);
  };
  return (
    <section className="m-card">
      <fieldset className="m-choices">
        <legend>{t('me.tenant')}</legend>
        {(store.tenants ?? []).map((tenant) => (
          <label key={tenant.id} className="m-check" style={{ paddingInlineStart: 4 + tenant.depth * 20 }}>
            <input
              type="radio"
              name="tenant"
              checked={store.picked === tenant.id}
              onChange={() => store.pick(tenant.id)}
            />
            <span>
              <bdi>{tenant.label}</bdi>
              {tenant.id === current ? <span className="m-muted"> · {t('me.currentTenant')}</span> : null}
            </span>
          </label>
        ))}
      </fieldset>
      {store.error ? (
        <p role="alert" className="m-error">
          {store.error}
        </p>
      ) : null}
      <button
        type="button"
        className="m-button m-primary m-block"
        disabled={store.isBusy || store.picked === current}
        onClick={() => void switchTenant()}
      >
        {t('me.switchTenant')}
      </button>
    </section>
  );
}
