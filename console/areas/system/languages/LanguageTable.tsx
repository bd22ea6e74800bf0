import { Button, HTMLTable, NonIdealState, Spinner, Switch, Tag } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Permitted } from '../permission/Permitted';
import type { LanguageListStore } from './model/LanguageListStore';

/** The tenant's nine languages: enabled switch and the default (console spec §3 Language, §7.5, §9). */
export const LanguageTable = observer(function LanguageTable({ store }: { store: LanguageListStore }) {
  const { t } = useTranslation('appearance');
  const rows = store.languages.value;
  if (!rows) return <Spinner className="admin-state" aria-label={t('language.loading')} />;
  if (store.languages.failed)
    return (
      <NonIdealState
        icon="error"
        title={t('language.loadFailed')}
        action={<Button text={t('theme.retry')} onClick={() => void store.start()} />}
      />
    );
  if (rows.length === 0) return <NonIdealState icon="inbox" title={t('language.empty')} />;
  return (
    <HTMLTable compact striped className="admin-table" aria-label={t('language.title')}>
      <thead>
        <tr>
          <th>{t('language.name')}</th>
          <th style={{ width: 110 }}>{t('language.locale')}</th>
          <th style={{ width: 120 }}>{t('language.enabled')}</th>
          <th style={{ width: 200 }}>{t('language.default')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.locale}>
            <td>{row.name}</td>
            <td dir="ltr">{row.locale}</td>
            <td>
              <Permitted tags={['system:i18n:edit']}>
                <Switch
                  style={{ margin: 0 }}
                  aria-label={t('language.enable', { name: row.name })}
                  checked={row.enabled === 'ENABLED'}
                  disabled={store.actions.isBusy}
                  onChange={() => void store.toggle(row)}
                />
              </Permitted>
            </td>
            <td>
              {row.isDefault ? (
                <Tag intent="primary" minimal>
                  {t('language.isDefault')}
                </Tag>
              ) : (
                <Permitted tags={['system:i18n:edit']}>
                  <Button
                    size="small"
                    variant="minimal"
                    intent="primary"
                    disabled={store.actions.isBusy || row.enabled !== 'ENABLED'}
                    aria-label={t('language.makeDefaultOf', { name: row.name })}
                    text={t('language.makeDefault')}
                    onClick={() => void store.makeDefault(row)}
                  />
                </Permitted>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
});
