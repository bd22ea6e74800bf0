import { Button, Callout, DialogBody, DialogFooter, InputGroup, TextArea } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '../../../ui/AppDialog';
import { useClosingValue } from '../../../ui/useClosingValue';
import { Field } from '../../system/common/Field';
import type { ChannelTestStore } from './model/ChannelTestStore';

/** "Send a test": where to and what, then the provider's real answer, ok or failed. */
export const ChannelTestDialog = observer(function ChannelTestDialog({
  store: current,
  onClose,
}: {
  store: ChannelTestStore | undefined;
  onClose(): void;
}) {
  const { t } = useTranslation('messaging');
  const store = useClosingValue(current);
  if (!store) return null;
  const { values, answer, refusal } = store;
  return (
    <AppDialog
      isOpen={current !== undefined}
      onClose={onClose}
      title={t('ui.test.title', { name: store.channel.channelName })}
      style={{ width: 560, maxWidth: '96vw' }}
    >
      <form
        // the console's own messages, in the UI language, instead of the browser's
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void store.send();
        }}
      >
        <DialogBody>
          {store.addressKind === 'none' ? (
            <p>{t('ui.test.toGroup')}</p>
          ) : (
            <Field label={t(`ui.address.${store.addressKind}`)} inputId="channel-test-address">
              <InputGroup
                id="channel-test-address"
                dir="ltr"
                value={values.address}
                onChange={(e) => store.set('address', e.target.value)}
              />
            </Field>
          )}
          <Field label={t('ui.test.subject')} inputId="channel-test-subject">
            <InputGroup
              id="channel-test-subject"
              value={values.subject}
              onChange={(e) => store.set('subject', e.target.value)}
            />
          </Field>
          <Field label={t('ui.test.body')} inputId="channel-test-body">
            <TextArea
              id="channel-test-body"
              fill
              rows={3}
              value={values.body}
              onChange={(e) => store.set('body', e.target.value)}
            />
          </Field>
          <div role="status" aria-live="polite" className="channel-answer">
            {answer ? (
              <Callout
                intent={answer.ok ? 'success' : 'danger'}
                icon={answer.ok ? 'tick-circle' : 'error'}
                title={answer.ok ? t('ui.test.ok') : t('ui.test.failed')}
              >
                <p data-testid="send-answer">{answer.answer}</p>
                {answer.reply ? (
                  <>
                    {t('ui.test.answer', { ms: answer.durationMs })}
                    <pre data-testid="provider-answer">{answer.reply}</pre>
                  </>
                ) : null}
              </Callout>
            ) : null}
            {refusal ? (
              <Callout intent="danger" icon="error" title={t('ui.test.failed')}>
                {refusal}
              </Callout>
            ) : null}
          </div>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t('ui.close')} onClick={onClose} />
              <Button
                type="submit"
                intent="primary"
                icon="send-message"
                loading={store.isBusy}
                text={t('ui.test.send')}
              />
            </>
          }
        />
      </form>
    </AppDialog>
  );
});
