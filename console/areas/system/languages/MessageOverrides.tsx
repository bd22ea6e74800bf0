import { useEffect, useState } from 'react';
import { Button, Checkbox, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { isLocale } from '@shared/i18n/locales';
import { ConfirmRemoveButton } from '../common/ConfirmRemoveButton';
import { PagedTable } from '../common/PagedTable';
import { Permitted } from '../permission/Permitted';
import { MessageEditDialog } from './MessageEditDialog';
import type { LanguageRow } from './model/LanguageListStore';
import type { MessageOverrideStore } from './model/MessageOverrideStore';

/** Search the console's messages of a language, see bundled text and override, edit or remove the override. */
export const MessageOverrides = observer(function MessageOverrides({
  store,
  languages,
}: {
  store: MessageOverrideStore;
  languages: LanguageRow[];
}) {
  const { t } = useTranslation('appearance');
  const [text, setText] = useState('');
  useEffect(() => void store.start(), [store]);
  return (
    <>
      <form
        className="admin-toolbar"
        onSubmit={(e) => {
          e.preventDefault();
          void store.search(text);
        }}
      >
        <HTMLSelect
          aria-label={t('message.language')}
          value={store.locale}
          options={languages.map((l) => ({ value: l.locale, label: l.name }))}
          onChange={(e) => isLocale(e.currentTarget.value) && void store.setLocale(e.currentTarget.value)}
        />
        <InputGroup
          leftIcon="search"
          aria-label={t('message.search')}
          placeholder={t('message.search')}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <Button type="submit" icon="search" text={t('message.searchButton')} />
        <Checkbox
          style={{ margin: 0, alignSelf: 'center' }}
          label={t('message.onlyOverridden')}
          checked={store.onlyOverridden}
          onChange={(e) => void store.setOnlyOverridden(e.currentTarget.checked)}
        />
      </form>
      <PagedTable
        label={t('message.title')}
        columns={[
          { title: t('message.key'), width: 260 },
          { title: t('message.bundled') },
          { title: t('message.override') },
          { title: t('message.operation'), width: 160 },
        ]}
        page={store.page}
        rowKey={(r) => r.key}
        renderCells={(r) => (
          <>
            <td dir="ltr" title={r.key}>
              {r.key}
            </td>
            <td title={r.bundled}>{r.bundled}</td>
            <td title={r.override ?? ''}>{r.override ?? '--'}</td>
            <td>
              <div className="admin-ops">
                <Permitted tags={['system:i18n:edit']}>
                  <Button
                    size="small"
                    variant="minimal"
                    intent="primary"
                    aria-label={t('message.editOf', { key: r.key })}
                    text={t('message.edit')}
                    onClick={() => store.edit(r)}
                  />
                </Permitted>
                {r.override !== null && (
                  <Permitted tags={['system:i18n:remove']}>
                    <ConfirmRemoveButton name={r.key} onConfirm={() => void store.remove(r)} />
                  </Permitted>
                )}
              </div>
            </td>
          </>
        )}
      />
      <MessageEditDialog store={store} />
    </>
  );
});
