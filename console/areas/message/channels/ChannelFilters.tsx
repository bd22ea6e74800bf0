import { useState } from 'react';
import { Button, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { CHANNEL_KINDS, type ChannelKind } from '@shared/messaging/channelKinds';
import { Permitted } from '../../system/permission/Permitted';
import type { ChannelListStore } from './model/ChannelListStore';

/** The channel list's toolbar: kind and status filters, the name search and "add". */
export const ChannelFilters = observer(function ChannelFilters({ store }: { store: ChannelListStore }) {
  const { t } = useTranslation('messaging');
  const [text, setText] = useState('');
  const { filter } = store;
  return (
    <form
      className="admin-toolbar"
      onSubmit={(e) => {
        e.preventDefault();
        void store.setFilter({ keyword: text });
      }}
    >
      <HTMLSelect
        aria-label={t('ui.channel.kind')}
        value={filter.kind}
        onChange={(e) => void store.setFilter({ kind: e.target.value as ChannelKind | '' })}
        options={[
          { value: '', label: t('ui.channel.allKinds') },
          ...CHANNEL_KINDS.map((k) => ({ value: k, label: t(`ui.kind.${k}`) })),
        ]}
      />
      <HTMLSelect
        aria-label={t('ui.status')}
        value={filter.status}
        onChange={(e) => void store.setFilter({ status: e.target.value as '0' | '1' | '' })}
        options={[
          { value: '', label: t('ui.allStatuses') },
          { value: '0', label: t('ui.enabledStatus.0') },
          { value: '1', label: t('ui.enabledStatus.1') },
        ]}
      />
      <InputGroup
        leftIcon="search"
        aria-label={t('ui.channel.search')}
        placeholder={t('ui.channel.search')}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      <Button type="submit" icon="search" text={t('admin:ui.search')} />
      <div className="admin-spacer" />
      <Permitted tags={['message:channel:add']}>
        <Button intent="primary" icon="add" text={t('ui.channel.add')} onClick={() => store.openForm(null)} />
      </Permitted>
    </form>
  );
});
