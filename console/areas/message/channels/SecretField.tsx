import { Button, InputGroup, Tag } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { ChannelFormStore } from './model/ChannelFormStore';

/**
 * A secret setting: the stored value never comes back, so the field says whether one is set and offers to replace
 * it (a password input) or clear it; a channel without one shows the password input at once.
 */
export const SecretField = observer(function SecretField({
  store,
  settingKey,
  inputId,
  label,
  hasError,
}: {
  store: ChannelFormStore;
  settingKey: string;
  inputId: string;
  label: string;
  hasError: boolean;
}) {
  const { t } = useTranslation('messaging');
  const isStored = store.secretsSet[settingKey] === true;
  const mode = store.secretModeOf(settingKey);
  const field = `settings.${settingKey}` as const;
  const state =
    mode === 'clear' ? t('ui.secret.willClear') : isStored ? t('ui.secret.set') : t('ui.secret.notSet');
  return (
    <div className="channel-secret">
      <Tag minimal intent={mode === 'clear' ? 'warning' : isStored ? 'success' : 'none'} aria-live="polite">
        {state}
      </Tag>
      {mode === 'replace' ? (
        <InputGroup
          id={inputId}
          type="password"
          autoComplete="new-password"
          placeholder={isStored ? t('ui.secret.newValue') : ''}
          intent={hasError ? 'danger' : 'none'}
          value={String(store.form.values[field] ?? '')}
          onChange={(e) => store.form.set(field, e.target.value)}
        />
      ) : null}
      {isStored && mode === 'keep' ? (
        <>
          <Button
            id={inputId}
            size="small"
            text={t('ui.secret.replace')}
            aria-label={t('ui.secret.replaceOf', { name: label })}
            onClick={() => store.setSecretMode(settingKey, 'replace')}
          />
          <Button
            size="small"
            intent="danger"
            variant="minimal"
            text={t('ui.secret.clear')}
            aria-label={t('ui.secret.clearOf', { name: label })}
            onClick={() => store.setSecretMode(settingKey, 'clear')}
          />
        </>
      ) : null}
      {isStored && mode !== 'keep' ? (
        <Button
          size="small"
          variant="minimal"
          text={t('ui.secret.keep')}
          aria-label={t('ui.secret.keepOf', { name: label })}
          onClick={() => store.setSecretMode(settingKey, 'keep')}
        />
      ) : null}
    </div>
  );
});
