import { Button, Checkbox, HTMLSelect } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { TemplateEvent } from '@shared/messaging/templateEvents';
import { ConfirmRemoveButton } from '../../system/common/ConfirmRemoveButton';
import { usePermission } from '../../system/permission/usePermission';
import type { NotifyRulesStore } from './model/NotifyRulesStore';

/** One approval event: the template that words it and the channels that carry it, saved or removed on its own. */
export const NotifyRuleRow = observer(function NotifyRuleRow({
  store,
  event,
}: {
  store: NotifyRulesStore;
  event: TemplateEvent;
}) {
  const { t } = useTranslation('messaging');
  const canEdit = usePermission()('message:notify:edit');
  const draft = store.draftOf(event);
  const rule = store.shownRules[event];
  const eventName = t(`templates:event.${event.replace('.', '_')}`);
  const templates = store.templatesOf(event);
  const channels = store.channels.value ?? [];
  const isBusy = store.busyEvent === event;
  const toggle = (channelId: string, isOn: boolean) =>
    store.edit(event, {
      channelIds: isOn ? [...draft.channelIds, channelId] : draft.channelIds.filter((id) => id !== channelId),
    });
  return (
    <tr>
      <th scope="row">{eventName}</th>
      <td>
        <HTMLSelect
          fill
          aria-label={t('ui.notify.templateOf', { event: eventName })}
          disabled={!canEdit}
          value={draft.templateId}
          onChange={(e) => store.edit(event, { templateId: e.target.value })}
          options={[
            { value: '', label: templates.length ? t('admin:ui.choose') : t('ui.notify.noTemplate') },
            ...templates.map((tpl) => ({
              value: tpl.templateId,
              label: `${tpl.templateName} (${t(`ui.kind.${tpl.channel}`)})`,
            })),
          ]}
        />
      </td>
      <td>
        <div
          role="group"
          aria-label={t('ui.notify.channelsOf', { event: eventName })}
          className="notify-channels"
        >
          {channels.length === 0 ? <small>{t('ui.notify.noChannel')}</small> : null}
          {channels.map((channel) => (
            <Checkbox
              key={channel.channelId}
              inline
              disabled={!canEdit}
              checked={draft.channelIds.includes(channel.channelId)}
              onChange={(e) => toggle(channel.channelId, e.currentTarget.checked)}
              label={`${channel.channelName} (${t(`ui.kind.${channel.kind}`)})`}
            />
          ))}
        </div>
      </td>
      <td>
        {canEdit ? (
          <div className="admin-ops">
            <Button
              size="small"
              intent="primary"
              loading={isBusy}
              disabled={!store.isChanged(event) || !draft.templateId || draft.channelIds.length === 0}
              text={t('ui.notify.save')}
              aria-label={t('ui.notify.saveOf', { event: eventName })}
              onClick={() => void store.save(event)}
            />
            {rule ? (
              <ConfirmRemoveButton name={eventName} onConfirm={() => void store.remove(event)} />
            ) : null}
          </div>
        ) : null}
      </td>
    </tr>
  );
});
