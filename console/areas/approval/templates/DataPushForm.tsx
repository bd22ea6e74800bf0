import { useEffect, useState } from 'react';
import { Button, Checkbox, FormGroup, HTMLSelect, InputGroup, Switch } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { api } from '@shared/api';
import { CALLBACK_EVENTS } from '@shared/api/modules/approval';
import type { CallbackConfigData, FieldAliasRow } from '@shared/api/modules/approval';
import { useStores } from '../../../app/storeContext';

export interface DataPushFormProps {
  processId: string;
  fields: FieldAliasRow[];
  onSaved: () => void;
}

type Draft = Omit<CallbackConfigData, 'id'> & { id?: string };
const INSTANCE_FIELDS = ['$instanceId', '$processName', '$itemName', '$event', '$state', '$initiator'];

/** Data push settings: URL, method, data format, events, field mapping; save and test push. */
export function DataPushForm({ processId, fields, onSaved }: DataPushFormProps) {
  const { t } = useTranslation('approval');
  const { client, notify } = useStores();
  const [draft, setDraft] = useState<Draft>({ processId, url: '', method: 'POST', dataFormat: 'json', fieldMapping: [], events: [], enabled: true });
  useEffect(() => {
    client.call(api.approval.callbackDetail, { query: { processId } }).then((found) => found && setDraft(found)).catch(() => undefined);
  }, [client, processId]);
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const setRow = (index: number, patch: Partial<{ source: string; target: string }>) =>
    set({ fieldMapping: draft.fieldMapping.map((row, i) => (i === index ? { ...row, ...patch } : row)) });
  const sources = [...fields.map((f) => ({ value: f.model, label: `${f.fieldLabel} (${f.alias || f.model})` })), ...INSTANCE_FIELDS.map((v) => ({ value: v, label: t(`push.source.${v.slice(1)}`) }))];

  const save = async () => {
    const { id, ...body } = draft;
    try {
      if (id) await client.call(api.approval.callbackUpdate, { body: { id, ...body } });
      else set({ id: (await client.call(api.approval.callbackAdd, { body })).id });
      notify.success(t('message.success'));
      onSaved();
    } catch {
      // shown by the client
    }
  };
  const test = async () => {
    if (!draft.id) return;
    const answer = await client.call(api.approval.pushDataTest, { query: { id: draft.id } }).catch(() => null);
    if (answer) (answer.ok ? notify.success : notify.warning)(t(answer.ok ? 'push.testOk' : 'push.testFailed', { status: answer.httpStatus, error: t(answer.error, { defaultValue: answer.error }) }));
    onSaved();
  };

  return (
    <div className="approval-push-form">
      <Switch checked={draft.enabled} label={t('push.enabled')} onChange={(e) => set({ enabled: e.currentTarget.checked })} />
      <FormGroup label={t('push.url')} labelFor="push-url" helperText={t('push.urlHelp')}>
        <InputGroup id="push-url" value={draft.url} placeholder="https://" onValueChange={(url) => set({ url })} />
      </FormGroup>
      <div className="approval-modal-meta">
        <FormGroup label={t('push.method')} inline className="approval-meta-field">
          <HTMLSelect aria-label={t('push.method')} value={draft.method} options={['POST', 'GET']} onChange={(e) => set({ method: e.currentTarget.value as 'POST' | 'GET' })} />
        </FormGroup>
        <FormGroup label={t('push.format')} inline className="approval-meta-field">
          <HTMLSelect aria-label={t('push.format')} value={draft.dataFormat} onChange={(e) => set({ dataFormat: e.currentTarget.value as 'json' | 'form' })}
            options={[{ value: 'json', label: t('push.formatJson') }, { value: 'form', label: t('push.formatForm') }]} />
        </FormGroup>
      </div>
      <FormGroup label={t('push.events')} helperText={t('push.eventsHelp')}>
        {CALLBACK_EVENTS.map((event) => (
          <Checkbox key={event} inline label={t(`push.event.${event}`)} checked={draft.events.includes(event)}
            onChange={(e) => set({ events: e.currentTarget.checked ? [...draft.events, event] : draft.events.filter((x) => x !== event) })} />
        ))}
      </FormGroup>
      <FormGroup label={t('push.mapping')} helperText={t('push.mappingHelp')}>
        {draft.fieldMapping.map((row, index) => (
          <div key={index} className="approval-mapping-row">
            <HTMLSelect aria-label={t('push.source.label')} value={row.source} onChange={(e) => setRow(index, { source: e.currentTarget.value })}
              options={[{ value: '', label: t('push.source.label') }, ...sources]} />
            <InputGroup aria-label={t('push.target')} placeholder={t('push.target')} value={row.target} onValueChange={(target) => setRow(index, { target })} />
            <Button variant="minimal" icon="trash" aria-label={t('template.delete')} onClick={() => set({ fieldMapping: draft.fieldMapping.filter((_, i) => i !== index) })} />
          </div>
        ))}
        <Button icon="add" size="small" onClick={() => set({ fieldMapping: [...draft.fieldMapping, { source: '', target: '' }] })}>{t('push.addMapping')}</Button>
      </FormGroup>
      <div className="approval-actions">
        <Button intent="primary" icon="floppy-disk" onClick={() => void save()}>{t('push.save')}</Button>
        <Button icon="send-message" disabled={!draft.id} onClick={() => void test()}>{t('push.test')}</Button>
      </div>
    </div>
  );
}
