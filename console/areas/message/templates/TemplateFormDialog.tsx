import { useEffect, type ReactNode, type SyntheticEvent } from 'react';
import { Button, DialogBody, DialogFooter, HTMLSelect, InputGroup, TextArea } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import {
  TEMPLATE_CHANNELS,
  TEMPLATE_EVENTS,
  type TemplateChannel,
  type TemplateEvent,
} from '@shared/messaging/templateEvents';
import type { CategoryViewRow } from '@shared/api/modules/messaging/templateSchemas';
import { useFocusField } from '../../../app/useFocusField';
import { AppDialog } from '../../../ui/AppDialog';
import { Field } from '../../system/common/Field';
import type { TemplateFormStore, TextField } from './model/TemplateFormStore';
import { TemplatePreview } from './TemplatePreview';
import { VariableChips } from './VariableChips';
import './templates.css';

const inputIdOf = (field: string) => `tpl-${field}`;

/** Add or edit a message template: fields, the event's variables as chips, and a live preview. */
export const TemplateFormDialog = observer(function TemplateFormDialog({
  store,
  categories,
  onClose,
  onSaved,
}: {
  store: TemplateFormStore | undefined;
  categories: readonly CategoryViewRow[];
  onClose(): void;
  onSaved(): void;
}) {
  const { t } = useTranslation('templates');
  useFocusField(store?.form.focus, inputIdOf);
  const caret = store?.caret;
  useEffect(() => {
    if (!caret) return;
    const input = document.getElementById(inputIdOf(caret.field)) as HTMLInputElement | null;
    input?.focus();
    input?.setSelectionRange(caret.at, caret.at);
  }, [caret]);
  if (!store) return null;
  const { form } = store;
  const submit = () => void store.save().then((saved) => saved && onSaved());
  const field = (key: string, required: boolean, control: ReactNode) => (
    <Field label={t(`template.${key}`)} error={form.errors[key]} required={required} inputId={inputIdOf(key)}>
      {control}
    </Field>
  );
  const text = (key: 'templateCode' | 'templateName' | 'remark', required = true) =>
    field(
      key,
      required,
      <InputGroup
        id={inputIdOf(key)}
        intent={form.errors[key] ? 'danger' : 'none'}
        value={form.values[key]}
        onChange={(e) => form.set(key, e.target.value)}
      />,
    );
  const aim = (key: TextField) => (e: SyntheticEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    store.aim(key, e.currentTarget.selectionStart ?? -1, e.currentTarget.selectionEnd ?? -1);
  return (
    <AppDialog
      isOpen
      onClose={onClose}
      title={store.templateId ? t('template.editTitle') : t('template.addTitle')}
      style={{ width: 900, maxWidth: '96vw' }}
    >
      <DialogBody>
        <div className="admin-dialog-body">
          {text('templateCode')}
          {text('templateName')}
          {field(
            'categoryId',
            true,
            <HTMLSelect
              id={inputIdOf('categoryId')}
              fill
              value={form.values.categoryId}
              onChange={(e) => form.set('categoryId', e.target.value)}
              options={[
                { value: '', label: t('admin:ui.choose') },
                ...categories.map((c) => ({ value: c.categoryId, label: c.categoryName })),
              ]}
            />,
          )}
          {field(
            'channel',
            true,
            <HTMLSelect
              id={inputIdOf('channel')}
              fill
              value={form.values.channel}
              onChange={(e) => form.set('channel', e.target.value as TemplateChannel)}
              options={TEMPLATE_CHANNELS.map((c) => ({ value: c, label: t(`channel.${c}`) }))}
            />,
          )}
          {field(
            'event',
            true,
            <HTMLSelect
              id={inputIdOf('event')}
              fill
              value={form.values.event}
              onChange={(e) => form.set('event', e.target.value as TemplateEvent)}
              options={TEMPLATE_EVENTS.map((ev) => ({
                value: ev,
                label: t(`event.${ev.replace('.', '_')}`),
              }))}
            />,
          )}
          {text('remark', false)}
        </div>
        <VariableChips store={store} />
        <div className="tpl-texts">
          <div>
            {field(
              'subject',
              false,
              <InputGroup
                id={inputIdOf('subject')}
                intent={form.errors.subject ? 'danger' : 'none'}
                value={form.values.subject}
                onChange={(e) => form.set('subject', e.target.value)}
                onFocus={aim('subject')}
                onSelect={aim('subject')}
              />,
            )}
            {field(
              'body',
              true,
              <TextArea
                id={inputIdOf('body')}
                fill
                rows={5}
                intent={form.errors.body ? 'danger' : 'none'}
                value={form.values.body}
                onChange={(e) => form.set('body', e.target.value)}
                onFocus={aim('body')}
                onSelect={aim('body')}
              />,
            )}
          </div>
          <TemplatePreview store={store} />
        </div>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('admin:ui.cancel')} onClick={onClose} />
            <Button intent="primary" loading={form.isBusy} text={t('admin:ui.save')} onClick={submit} />
          </>
        }
      />
    </AppDialog>
  );
});
