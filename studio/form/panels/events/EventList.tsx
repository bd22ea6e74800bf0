/** The form's front-end events with add, edit and delete. */
import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Button } from '@blueprintjs/core';
import type { FormEvent } from '@shared/form';
import { INIT_TRIGGER, findControl } from '@shared/form';
import { useDesigner } from '../../DesignerContext';
import { EventEditor } from './EventEditor';

const blank = (): FormEvent => ({
  uuid: '',
  name: '',
  description: '',
  triggerParam: INIT_TRIGGER,
  requestMethod: 'GET',
  requestUrl: '',
  requestHeaders: { headers: [{ name: '', value: '' }], bodys: [{ name: '', type: 'custom', value: '' }] },
  responseFormat: '',
  responseFields: [],
});

export const EventList = observer(function EventList() {
  const { editor, t } = useDesigner();
  const events = editor.doc.config.formEvents ?? [];
  const [editing, setEditing] = useState<{ index: number; event: FormEvent } | undefined>();
  const write = (next: FormEvent[]) => editor.setConfig({ formEvents: next });
  const triggerText = (event: FormEvent) =>
    event.triggerParam === INIT_TRIGGER
      ? t('event.init')
      : (findControl(editor.doc.list, event.triggerParam)?.label ?? event.triggerParam);
  return (
    <section className="fd-section" aria-label={t('event.title')}>
      <h4 className="fd-section-title">
        {t('event.title')}
        <Button
          size="small"
          icon="plus"
          text={t('event.add')}
          onClick={() => setEditing({ index: events.length, event: blank() })}
        />
      </h4>
      {events.length === 0 ? <p className="fd-muted">{t('event.none')}</p> : null}
      <ul className="fd-list">
        {events.map((event, index) => (
          <li key={event.uuid || index}>
            <span className="fd-list-text">
              <strong>{event.name}</strong> · {event.requestMethod} {event.requestUrl} · {triggerText(event)}
            </span>
            <Button
              size="small"
              variant="minimal"
              icon="edit"
              aria-label={t('actions.edit')}
              onClick={() => setEditing({ index, event })}
            />
            <Button
              size="small"
              variant="minimal"
              icon="trash"
              aria-label={t('actions.delete')}
              onClick={() => write(events.filter((_, at) => at !== index))}
            />
          </li>
        ))}
      </ul>
      {editing ? (
        <EventEditor
          event={editing.event}
          onClose={() => setEditing(undefined)}
          onSave={(event) => {
            const next = [...events];
            next[editing.index] = event;
            write(next);
            setEditing(undefined);
          }}
        />
      ) : null}
    </section>
  );
});
