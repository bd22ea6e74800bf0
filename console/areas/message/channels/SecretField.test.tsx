// @vitest-environment happy-dom
import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { scriptedServer } from '../../../app/model/testing/scriptedClient';
import { setupI18n } from '../../../i18n/setupI18n';
import { ChannelFormStore } from './model/ChannelFormStore';
import { aChannel } from './model/testRows';
import { SecretField } from './SecretField';

const renderSecret = async (store: ChannelFormStore) => {
  const i18n = await setupI18n('en_US');
  return render(
    <I18nextProvider i18n={i18n}>
      <SecretField store={store} settingKey="password" inputId="pw" label="Password" hasError={false} />
    </I18nextProvider>,
  );
};

describe('a secret setting', () => {
  it('says a stored secret is set, never shows it, and offers to replace or clear it', async () => {
    const store = new ChannelFormStore(scriptedServer().deps, 'C1');
    store.applyDetail(aChannel('C1'));
    const { container } = await renderSecret(store);
    expect(screen.getByText('Set')).toBeTruthy();
    expect(container.querySelector('input')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Replace Password' }));
    const input = container.querySelector('input');
    expect(input?.type).toBe('password');
    expect(input?.value).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Keep the stored Password' }));
    fireEvent.click(screen.getByRole('button', { name: 'Clear Password' }));
    expect(screen.getByText('Cleared on save')).toBeTruthy();
    expect(store.secretModeOf('password')).toBe('clear');
  });

  it('in a new channel says "not set" and asks for the value at once', async () => {
    const store = new ChannelFormStore(scriptedServer().deps, null, 'mail');
    const { container } = await renderSecret(store);
    expect(screen.getByText('Not set')).toBeTruthy();
    expect(container.querySelector('input[type="password"]')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
