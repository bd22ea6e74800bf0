import { useState } from 'react';
import { Tab, Tabs, Tag, TextArea } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { MemberPicker, OrganizeTreePicker, PositionTreePicker, RolePicker } from '../../system/pickers';
import type { SendTaskCreateStore } from './model/SendTaskCreateStore';
import type { RecipientPicks } from './model/recipientPicks';

type Group = Exclude<keyof RecipientPicks, 'addresses'>;
const PICKERS = {
  users: MemberPicker,
  roles: RolePicker,
  positions: PositionTreePicker,
  orgs: OrganizeTreePicker,
};

/** Who receives the task: people, roles, positions and organisations from the directory, and typed addresses. */
export const RecipientsField = observer(function RecipientsField({ store }: { store: SendTaskCreateStore }) {
  const { t } = useTranslation('messaging');
  const [tab, setTab] = useState<keyof RecipientPicks>('users');
  const { picks } = store;
  const error = store.form.errors.recipients;
  const title = (key: keyof RecipientPicks) => {
    const count = key === 'addresses' ? 0 : picks[key].length;
    return (
      <>
        {t(`ui.recipients.${key}`)}
        {count ? (
          <Tag minimal round className="send-task-count">
            {count}
          </Tag>
        ) : null}
      </>
    );
  };
  const picker = (key: Group) => {
    const Picker = PICKERS[key];
    return <Picker multiple height={200} value={picks[key]} onChange={(value) => store.pick(key, value)} />;
  };
  return (
    <fieldset
      className="send-task-recipients"
      aria-describedby={error ? 'send-task-recipients-error' : undefined}
    >
      <legend>
        {t('ui.recipients.title')} <span aria-hidden>*</span>
      </legend>
      <Tabs
        id="send-task-recipients"
        selectedTabId={tab}
        onChange={(id) => setTab(id as keyof RecipientPicks)}
      >
        {(['users', 'roles', 'positions', 'orgs'] as const).map((key) => (
          <Tab key={key} id={key} title={title(key)} panel={picker(key)} />
        ))}
        <Tab
          id="addresses"
          title={title('addresses')}
          panel={
            <TextArea
              id="send-task-addresses"
              aria-label={t('ui.recipients.addresses')}
              dir="ltr"
              fill
              rows={6}
              disabled={store.addressKind === 'none'}
              placeholder={t(`ui.recipients.addressHint.${store.addressKind}`)}
              value={picks.addresses}
              onChange={(e) => store.pick('addresses', e.target.value)}
            />
          }
        />
      </Tabs>
      {error ? (
        <p id="send-task-recipients-error" className="admin-inline-error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
});
