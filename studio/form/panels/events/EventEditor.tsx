/** Editor of one front-end event: name, trigger (init or a field), method, URL, headers/body, response mapping. */
import { useState } from 'react';
import {
  Button,
  DialogBody,
  DialogFooter,
  FormGroup,
  HTMLSelect,
  InputGroup,
  TextArea,
} from '@blueprintjs/core';
import { AppDialog } from '@studio/common/ui/AppDialog';
import type { FormEvent } from '@shared/form';
import { INIT_TRIGGER, collectDataFields, dataKey } from '@shared/form';
import { cloneData, completeEvent, generateId } from '../../model';
import { useDesigner } from '../../DesignerContext';
import { HeaderBodyEditor } from './HeaderBodyEditor';
import { ResponseMappingEditor } from './ResponseMappingEditor';

export interface EventEditorProps {
  event: FormEvent;
  onSave: (event: FormEvent) => void;
  onClose: () => void;
}

export function EventEditor({ event: initial, onSave, onClose }: EventEditorProps) {
  const { editor, t, idOf } = useDesigner();
  const [event, setEvent] = useState<FormEvent>(() => cloneData(initial));
  const [isHeadersOpen, setHeadersOpen] = useState(false);
  const fields = collectDataFields([...editor.doc.list]);
  const patch = (next: Partial<FormEvent>) => setEvent({ ...event, ...next });
  const save = () =>
    onSave(completeEvent(event, { translate: (key, params) => t(key, params), newId: () => generateId() }));
  return (
    <AppDialog isOpen title={t('event.editorTitle')} onClose={onClose} style={{ width: 760 }}>
      <DialogBody>
        <FormGroup label={t('event.name')} labelFor={idOf('fd-event-name')}>
          <InputGroup
            id={idOf('fd-event-name')}
            value={event.name}
            placeholder={t('event.defaultName')}
            onChange={(e) => patch({ name: e.target.value })}
          />
        </FormGroup>
        <FormGroup label={t('event.description')} labelFor={idOf('fd-event-description')}>
          <TextArea
            id={idOf('fd-event-description')}
            fill
            rows={2}
            value={event.description ?? ''}
            onChange={(e) => patch({ description: e.target.value })}
          />
        </FormGroup>
        <div className="fd-row">
          <FormGroup label={t('event.trigger')} labelFor={idOf('fd-event-trigger')}>
            <HTMLSelect
              id={idOf('fd-event-trigger')}
              value={event.triggerParam}
              onChange={(e) => patch({ triggerParam: e.target.value })}
            >
              <option value={INIT_TRIGGER}>{t('event.init')}</option>
              {fields.map((field) => (
                <option key={field.key} value={dataKey(field)}>
                  {field.label}
                </option>
              ))}
            </HTMLSelect>
          </FormGroup>
          <FormGroup label={t('event.method')} labelFor={idOf('fd-event-method')}>
            <HTMLSelect
              id={idOf('fd-event-method')}
              value={event.requestMethod}
              onChange={(e) => patch({ requestMethod: e.target.value as FormEvent['requestMethod'] })}
            >
              <option value="GET">GET</option>
              <option value="POST">POST</option>
            </HTMLSelect>
          </FormGroup>
        </div>
        <FormGroup label={t('event.url')} labelFor={idOf('fd-event-url')}>
          <InputGroup
            id={idOf('fd-event-url')}
            value={event.requestUrl}
            onChange={(e) => patch({ requestUrl: e.target.value })}
          />
        </FormGroup>
        <FormGroup label={t('event.headerBodyTitle')}>
          <span className="fd-muted">
            {t('event.headerBodySummary', {
              headers: event.requestHeaders.headers.filter((row) => row.name).length,
              bodys: event.requestHeaders.bodys.filter((row) => row.name).length,
            })}
          </span>{' '}
          <Button size="small" icon="edit" text={t('actions.edit')} onClick={() => setHeadersOpen(true)} />
        </FormGroup>
        <ResponseMappingEditor
          fields={event.responseFields}
          onChange={(responseFields) => patch({ responseFields })}
        />
        {isHeadersOpen ? (
          <HeaderBodyEditor
            value={event.requestHeaders}
            onClose={() => setHeadersOpen(false)}
            onSave={(requestHeaders) => {
              patch({ requestHeaders });
              setHeadersOpen(false);
            }}
          />
        ) : null}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('actions.cancel')} onClick={onClose} />
            <Button intent="primary" text={t('actions.save')} onClick={save} />
          </>
        }
      />
    </AppDialog>
  );
}
