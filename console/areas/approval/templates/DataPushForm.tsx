import { Button, Checkbox, FormGroup, H6, HTMLSelect, InputGroup, Switch } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { CALLBACK_EVENTS } from '@shared/api/modules/approval';
import { INSTANCE_FIELDS } from './model/DataPushStore';
import type { TemplateSettingsStore } from './model/TemplateSettingsStore';

export interface DataPushFormProps {
  store: TemplateSettingsStore;
}

/** The data push setup being edited: URL, method, data format, events, field mapping; save and test push. */
export const DataPushForm = observer(function DataPushForm({ store }: DataPushFormProps) {
  const { t } = useTranslation('approval');
  const { push } = store;
  const { draft } = push;
  const set = (patch: Parameters<typeof push.set>[0]) => push.set(patch);
  const sources = [
    ...store.fields.map((f) => ({ value: f.model, label: `${f.fieldLabel} (${f.alias || f.model})` })),
    ...INSTANCE_FIELDS.map((v) => ({ value: v, label: t(`push.source.${v.slice(1)}`) })),
  ];

  return (
    <div className="approval-push-form">
      <H6>{draft.id ? t('push.setups.editing', { url: draft.url }) : t('push.setups.creating')}</H6>
      <Switch
        checked={draft.enabled}
        label={t('push.enabled')}
        onChange={(e) => set({ enabled: e.currentTarget.checked })}
      />
      <FormGroup label={t('push.url')} labelFor="push-url" helperText={t('push.urlHelp')}>
        <InputGroup
          id="push-url"
          value={draft.url}
          placeholder="https://"
          onValueChange={(url) => set({ url })}
        />
      </FormGroup>
      <div className="approval-modal-meta">
        <FormGroup label={t('push.method')} inline className="approval-meta-field">
          <HTMLSelect
            aria-label={t('push.method')}
            value={draft.method}
            options={['POST', 'GET']}
            onChange={(e) => set({ method: e.currentTarget.value as 'POST' | 'GET' })}
          />
        </FormGroup>
        <FormGroup label={t('push.format')} inline className="approval-meta-field">
          <HTMLSelect
            aria-label={t('push.format')}
            value={draft.dataFormat}
            onChange={(e) => set({ dataFormat: e.currentTarget.value as 'json' | 'form' })}
            options={[
              { value: 'json', label: t('push.formatJson') },
              { value: 'form', label: t('push.formatForm') },
            ]}
          />
        </FormGroup>
      </div>
      <FormGroup label={t('push.events')} helperText={t('push.eventsHelp')}>
        {CALLBACK_EVENTS.map((event) => (
          <Checkbox
            key={event}
            inline
            label={t(`push.event.${event}`)}
            checked={draft.events.includes(event)}
            onChange={(e) => push.toggleEvent(event, e.currentTarget.checked)}
          />
        ))}
      </FormGroup>
      <FormGroup label={t('push.mapping')} helperText={t('push.mappingHelp')}>
        {draft.fieldMapping.map((row, index) => (
          <div key={index} className="approval-mapping-row">
            <HTMLSelect
              aria-label={t('push.source.label')}
              value={row.source}
              onChange={(e) => store.pickSource(index, e.currentTarget.value)}
              options={[{ value: '', label: t('push.source.label') }, ...sources]}
            />
            <InputGroup
              aria-label={t('push.target')}
              placeholder={t('push.target')}
              value={row.target}
              onValueChange={(target) => push.setRow(index, { target })}
            />
            <Button
              variant="minimal"
              icon="trash"
              aria-label={t('template.delete')}
              onClick={() => push.removeRow(index)}
            />
          </div>
        ))}
        <Button icon="add" size="small" onClick={() => push.addRow()}>
          {t('push.addMapping')}
        </Button>
      </FormGroup>
      <div className="approval-actions">
        <Button intent="primary" icon="floppy-disk" onClick={() => void store.saveAndLog()}>
          {t('push.save')}
        </Button>
        <Button icon="send-message" disabled={!draft.id} onClick={() => void store.testAndLog()}>
          {t('push.test')}
        </Button>
      </div>
    </div>
  );
});
