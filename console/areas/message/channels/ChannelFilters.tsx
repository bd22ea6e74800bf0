import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { CHANNEL_KINDS } from '@shared/messaging/channelKinds';
import { AddButton, FilterSelect, FilterToolbar } from '../../system/common/FilterToolbar';
import type { ChannelListStore } from './model/ChannelListStore';

/** The channel list's toolbar: kind and status filters, the name search and "add". */
export const ChannelFilters = observer(function ChannelFilters({ store }: { store: ChannelListStore }) {
  const { t } = useTranslation('messaging');
  const { filter } = store;
  return (
    <FilterToolbar
      searchLabel={t('ui.channel.search')}
      onSearch={(keyword) => void store.setFilter({ keyword })}
      filters={
        <>
          <FilterSelect
            label={t('ui.channel.kind')}
            value={filter.kind}
            allLabel={t('ui.channel.allKinds')}
            options={CHANNEL_KINDS.map((k) => ({ value: k, label: t(`ui.kind.${k}`) }))}
            onChange={(kind) => void store.setFilter({ kind })}
          />
          <FilterSelect
            label={t('ui.status')}
            value={filter.status}
            allLabel={t('ui.allStatuses')}
            options={(['0', '1'] as const).map((s) => ({ value: s, label: t(`ui.enabledStatus.${s}`) }))}
            onChange={(status) => void store.setFilter({ status })}
          />
        </>
      }
      actions={
        <AddButton
          text={t('ui.channel.add')}
          permission="message:channel:add"
          onClick={() => store.openForm(null)}
        />
      }
    />
  );
});
