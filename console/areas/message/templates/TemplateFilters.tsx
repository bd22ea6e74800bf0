import { useState } from 'react';
import { Button, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import {
  TEMPLATE_CHANNELS,
  type TemplateChannel,
  type TemplateStatus,
} from '@shared/messaging/templateEvents';
import { Permitted } from '../../system/permission/Permitted';
import type { TemplateListStore } from './model/TemplateListStore';

/** The template list's toolbar: category, channel and status filters, the search box and "add". */
export const TemplateFilters = observer(function TemplateFilters({ store }: { store: TemplateListStore }) {
  const { t } = useTranslation('templates');
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
        aria-label={t('template.categoryId')}
        value={filter.categoryId}
        onChange={(e) => void store.setFilter({ categoryId: e.target.value })}
        options={[
          { value: '', label: t('template.allCategories') },
          ...(store.categories.value ?? []).map((c) => ({ value: c.categoryId, label: c.categoryName })),
        ]}
      />
      <HTMLSelect
        aria-label={t('template.channel')}
        value={filter.channel}
        onChange={(e) => void store.setFilter({ channel: e.target.value as TemplateChannel | '' })}
        options={[
          { value: '', label: t('template.allChannels') },
          ...TEMPLATE_CHANNELS.map((c) => ({ value: c, label: t(`channel.${c}`) })),
        ]}
      />
      <HTMLSelect
        aria-label={t('ui.status')}
        value={filter.status}
        onChange={(e) => void store.setFilter({ status: e.target.value as TemplateStatus | '' })}
        options={[
          { value: '', label: t('template.allStatuses') },
          { value: '0', label: t('status.0') },
          { value: '1', label: t('status.1') },
        ]}
      />
      <InputGroup
        leftIcon="search"
        aria-label={t('template.search')}
        placeholder={t('template.search')}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      <Button type="submit" icon="search" text={t('admin:ui.search')} />
      <div className="admin-spacer" />
      <Permitted tags={['system:template:add']}>
        <Button intent="primary" icon="add" text={t('template.add')} onClick={() => store.openForm(null)} />
      </Permitted>
    </form>
  );
});
