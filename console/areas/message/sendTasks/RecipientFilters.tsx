import { useState } from 'react';
import { Alert, Button } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { RECIPIENT_STATUSES } from '@shared/messaging/channelKinds';
import { Permitted } from '../../system/permission/Permitted';
import { FilterSelect, FilterToolbar } from '../../system/common/FilterToolbar';
import type { SendTaskDetailStore } from './model/SendTaskDetailStore';

/** The recipients' toolbar: state filter, search, "retry failed" and "cancel pending" (asked first). */
export const RecipientFilters = observer(function RecipientFilters({
  store,
}: {
  store: SendTaskDetailStore;
}) {
  const { t } = useTranslation('messaging');
  const [isAskingCancel, setAskingCancel] = useState(false);
  const counts = store.task.value?.counts;
  return (
    <>
      <FilterToolbar
        searchLabel={t('ui.detail.search')}
        onSearch={(keyword) => void store.setFilter({ keyword })}
        filters={
          <FilterSelect
            label={t('ui.detail.status')}
            value={store.filter.status}
            allLabel={t('ui.allStatuses')}
            options={RECIPIENT_STATUSES.map((s) => ({ value: s, label: t(`ui.recipientStatus.${s}`) }))}
            onChange={(status) => void store.setFilter({ status })}
          />
        }
        actions={
          <Permitted tags={['message:task:edit']}>
            <Button
              icon="refresh"
              disabled={!store.canRetry || store.actions.isBusy}
              text={t('ui.detail.retryFailed', { count: counts?.failed ?? 0 })}
              onClick={() => void store.retry()}
            />
            <Button
              icon="disable"
              intent="danger"
              disabled={!store.canCancel || store.actions.isBusy}
              text={t('ui.detail.cancelPending', { count: counts?.pending ?? 0 })}
              onClick={() => setAskingCancel(true)}
            />
          </Permitted>
        }
      />
      <Alert
        isOpen={isAskingCancel}
        intent="danger"
        icon="disable"
        confirmButtonText={t('ui.detail.cancelConfirm')}
        cancelButtonText={t('ui.detail.cancelKeep')}
        onCancel={() => setAskingCancel(false)}
        onConfirm={() => {
          setAskingCancel(false);
          void store.cancel();
        }}
      >
        {t('ui.detail.cancelQuestion', { count: counts?.pending ?? 0 })}
      </Alert>
    </>
  );
});
