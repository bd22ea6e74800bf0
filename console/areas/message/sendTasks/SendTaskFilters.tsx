import { useState } from 'react';
import { Button, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import {
  SEND_KINDS,
  SEND_TASK_STATUSES,
  type SendKind,
  type SendTaskStatus,
} from '@shared/messaging/channelKinds';
import { Permitted } from '../../system/permission/Permitted';
import type { SendTaskListStore } from './model/SendTaskListStore';

/** The send task list's toolbar: kind and state filters, the name search and "new task". */
export const SendTaskFilters = observer(function SendTaskFilters({ store }: { store: SendTaskListStore }) {
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
        aria-label={t('ui.task.kind')}
        value={filter.kind}
        onChange={(e) => void store.setFilter({ kind: e.target.value as SendKind | '' })}
        options={[
          { value: '', label: t('ui.channel.allKinds') },
          ...SEND_KINDS.map((k) => ({ value: k, label: t(`ui.kind.${k}`) })),
        ]}
      />
      <HTMLSelect
        aria-label={t('ui.task.status')}
        value={filter.status}
        onChange={(e) => void store.setFilter({ status: e.target.value as SendTaskStatus | '' })}
        options={[
          { value: '', label: t('ui.allStatuses') },
          ...SEND_TASK_STATUSES.map((s) => ({ value: s, label: t(`ui.taskStatus.${s}`) })),
        ]}
      />
      <InputGroup
        leftIcon="search"
        aria-label={t('ui.task.search')}
        placeholder={t('ui.task.search')}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      <Button type="submit" icon="search" text={t('admin:ui.search')} />
      <div className="admin-spacer" />
      <Permitted tags={['message:task:add']}>
        <Button intent="primary" icon="add" text={t('ui.task.add')} onClick={() => store.openCreate()} />
      </Permitted>
    </form>
  );
});
