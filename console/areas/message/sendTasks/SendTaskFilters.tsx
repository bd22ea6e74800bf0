import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { SEND_KINDS, SEND_TASK_STATUSES } from '@shared/messaging/channelKinds';
import { AddButton, FilterSelect, FilterToolbar } from '../../system/common/FilterToolbar';
import type { SendTaskListStore } from './model/SendTaskListStore';

/** The send task list's toolbar: kind and state filters, the name search and "new task". */
export const SendTaskFilters = observer(function SendTaskFilters({ store }: { store: SendTaskListStore }) {
  const { t } = useTranslation('messaging');
  const { filter } = store;
  return (
    <FilterToolbar
      searchLabel={t('ui.task.search')}
      onSearch={(keyword) => void store.setFilter({ keyword })}
      filters={
        <>
          <FilterSelect
            label={t('ui.task.kind')}
            value={filter.kind}
            allLabel={t('ui.channel.allKinds')}
            options={SEND_KINDS.map((k) => ({ value: k, label: t(`ui.kind.${k}`) }))}
            onChange={(kind) => void store.setFilter({ kind })}
          />
          <FilterSelect
            label={t('ui.task.status')}
            value={filter.status}
            allLabel={t('ui.allStatuses')}
            options={SEND_TASK_STATUSES.map((s) => ({ value: s, label: t(`ui.taskStatus.${s}`) }))}
            onChange={(status) => void store.setFilter({ status })}
          />
        </>
      }
      actions={
        <AddButton text={t('ui.task.add')} permission="message:task:add" onClick={() => store.openCreate()} />
      }
    />
  );
});
