import { Fragment, type ReactNode } from 'react';
import {
  Button,
  DialogBody,
  DialogFooter,
  HTMLSelect,
  InputGroup,
  Radio,
  RadioGroup,
} from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { SEND_KINDS, type SendKind } from '@shared/messaging/channelKinds';
import { useFocusField } from '../../../app/useFocusField';
import { AppDialog } from '../../../ui/AppDialog';
import { useClosingValue } from '../../../ui/useClosingValue';
import { Field } from '../../system/common/Field';
import type { SendTaskCreateStore } from './model/SendTaskCreateStore';
import { CHOICE_FIELD } from './model/VendorChoices';
import { RecipientsField } from './RecipientsField';
import { TemplateVariables } from './TemplateVariables';

const inputIdOf = (field: string) => (field === 'recipients' ? 'send-task-addresses' : `send-task-${field}`);

/** New send task: kind, channel and template, the template's variables with a preview, recipients, when. */
export const SendTaskCreateDialog = observer(function SendTaskCreateDialog({
  store: current,
  onClose,
  onCreated,
}: {
  store: SendTaskCreateStore | undefined;
  onClose(): void;
  onCreated(): void;
}) {
  const { t } = useTranslation('messaging');
  const store = useClosingValue(current);
  useFocusField(store?.form.focus, inputIdOf);
  if (!store) return null;
  const { form } = store;
  const field = (key: string, required: boolean, control: ReactNode) => (
    <Field label={t(`ui.task.${key}`)} error={form.errors[key]} required={required} inputId={inputIdOf(key)}>
      {control}
    </Field>
  );
  const select = (
    key: 'channelId' | 'templateId' | 'signId' | 'vendorTemplateId',
    options: { value: string; label: string }[],
  ) =>
    field(
      key,
      true,
      <HTMLSelect
        id={inputIdOf(key)}
        fill
        value={form.values[key]}
        onChange={(e) =>
          key === 'channelId' ? void store.setChannel(e.target.value) : form.set(key, e.target.value)
        }
        options={options.length ? options : [{ value: '', label: t('ui.task.noChoice') }]}
      />,
    );
  return (
    <AppDialog
      isOpen={current !== undefined}
      onClose={onClose}
      title={t('ui.task.addTitle')}
      style={{ width: 980, maxWidth: '96vw' }}
    >
      <form
        // the console's own messages, in the UI language, instead of the browser's
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void store.save().then((saved) => saved && onCreated());
        }}
      >
        <DialogBody>
          <div className="send-task-grid">
            <div>
              {field(
                'taskName',
                true,
                <InputGroup
                  id={inputIdOf('taskName')}
                  intent={form.errors.taskName ? 'danger' : 'none'}
                  value={form.values.taskName}
                  onChange={(e) => form.set('taskName', e.target.value)}
                />,
              )}
              {field(
                'kind',
                true,
                <HTMLSelect
                  id={inputIdOf('kind')}
                  fill
                  value={form.values.kind}
                  onChange={(e) => store.setKind(e.target.value as SendKind)}
                  options={SEND_KINDS.map((k) => ({ value: k, label: t(`ui.kind.${k}`) }))}
                />,
              )}
              {form.values.kind === 'letter'
                ? null
                : select(
                    'channelId',
                    store.channelChoices.map((c) => ({ value: c.channelId, label: c.channelName })),
                  )}
              {store.vendor.choicesOf(form.values.kind).map(({ role, options }) => (
                <Fragment key={role}>{select(CHOICE_FIELD[role], options)}</Fragment>
              ))}
              {select(
                'templateId',
                store.templateChoices.map((c) => ({ value: c.templateId, label: c.templateName })),
              )}
              <TemplateVariables store={store} />
            </div>
            <div>
              <RecipientsField store={store} />
              <div className="send-task-timing">
                <RadioGroup
                  inline
                  label={t('ui.task.timing')}
                  selectedValue={form.values.timing}
                  onChange={(e) => form.set('timing', e.currentTarget.value as 'now' | 'at')}
                >
                  <Radio value="now" label={t('ui.task.now')} />
                  <Radio value="at" label={t('ui.task.at')} />
                </RadioGroup>
                {form.values.timing === 'at' ? (
                  <InputGroup
                    id={inputIdOf('sendAt')}
                    type="datetime-local"
                    aria-label={t('ui.task.sendAt')}
                    intent={form.errors.sendAt ? 'danger' : 'none'}
                    value={form.values.sendAt}
                    onChange={(e) => form.set('sendAt', e.target.value)}
                  />
                ) : null}
              </div>
              {form.errors.sendAt ? <p className="admin-inline-error">{form.errors.sendAt}</p> : null}
            </div>
          </div>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t('admin:ui.cancel')} onClick={onClose} />
              <Button
                type="submit"
                intent="primary"
                icon="send-message"
                loading={form.isBusy}
                text={t('ui.task.create')}
              />
            </>
          }
        />
      </form>
    </AppDialog>
  );
});
