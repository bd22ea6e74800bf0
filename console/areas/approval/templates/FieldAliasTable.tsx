import { Button, Classes, H6, HTMLTable, InputGroup } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { LtrText } from '../../../ui/LtrText';
import type { FieldAliasStore } from './model/FieldAliasStore';

export interface FieldAliasTableProps {
  store: FieldAliasStore;
}

/** Field aliases of the template's forms (workflow spec §7): the name each field is pushed under. */
export const FieldAliasTable = observer(function FieldAliasTable({ store }: FieldAliasTableProps) {
  const { t } = useTranslation('approval');
  const hasSeveral = store.forms.length > 1;
  if (store.rows.length === 0) return <p className={Classes.TEXT_MUTED}>{t('alias.none')}</p>;
  return (
    <div className="approval-aliases">
      <p className={Classes.TEXT_MUTED}>{t('alias.help')}</p>
      {store.forms.map((form, index) => (
        <section key={form.formId}>
          {hasSeveral && <H6>{t('alias.form', { index: index + 1 })}</H6>}
          <HTMLTable compact className="approval-table" aria-label={t('alias.title')}>
            <thead>
              <tr>
                <th>{t('alias.field')}</th>
                <th>{t('alias.model')}</th>
                <th>{t('alias.alias')}</th>
              </tr>
            </thead>
            <tbody>
              {form.rows.map((row) => (
                <tr key={row.fieldKey}>
                  <td>{row.fieldLabel}</td>
                  <td className="approval-mono">
                    <LtrText>{row.model}</LtrText>
                  </td>
                  <td>
                    <InputGroup
                      size="small"
                      dir="ltr"
                      aria-label={t('alias.aliasOf', { label: row.fieldLabel })}
                      placeholder={row.model}
                      value={store.aliasOf(form.formId, row)}
                      onValueChange={(alias) => store.setAlias(form.formId, row.fieldKey, alias)}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </section>
      ))}
      <div className="approval-actions">
        <Button
          intent="primary"
          icon="floppy-disk"
          disabled={!store.hasChanges}
          loading={store.isSaving}
          onClick={() => void store.save()}
        >
          {t('alias.save')}
        </Button>
      </div>
    </div>
  );
});
