/**
 * Checks a channel's settings against CHANNEL_SETTINGS (shared/messaging/channelKinds.ts) and the vendor's own
 * rules, and splits them into plain settings and secrets. Every refusal names the setting (`settings.<key>`).
 * Secrets: a non-empty string replaces the stored one, absent (or empty) keeps it, `clearSecrets` removes it.
 */
import { isEmail } from '@shared/form/presets';
import { settingsOf, type ChannelKind, type ChannelSetting } from '@shared/messaging/channelKinds';
import { providerOf } from '../providers/registry';
import type { ChannelConfig } from '../providers/types';
import { channelFieldError } from './errors';

type Value = string | number | boolean;

export interface SettingsInput {
  kind: ChannelKind;
  vendor: string;
  settings: Record<string, Value>;
  clearSecrets?: string[];
}

const fieldOf = (key: string) => `settings.${key}`;
const refuse = (setting: string, reason: string, params: Record<string, unknown> = {}) =>
  channelFieldError(fieldOf(setting), `setting.${reason}`, {
    ...params,
    // translated into `field` by the error handler
    fieldKey: `messaging:settingLabel.${setting}`,
  });

const senderAddress = (sender: string) => /<([^>]+)>\s*$/.exec(sender)?.[1]?.trim() ?? sender;

const isWebUrl = (text: string) => {
  if (!URL.canParse(text)) return false;
  const url = new URL(text);
  return (
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    !url.username &&
    !url.password &&
    !!url.hostname
  );
};

/** One plain setting in its stored form; undefined when it is left empty. */
const plainValue = (setting: ChannelSetting, value: Value): Value | undefined => {
  const { key } = setting;
  if (setting.type === 'boolean') {
    if (typeof value === 'boolean') return value;
    if (value === 'true' || value === 'false') return value === 'true';
    throw refuse(key, 'boolean');
  }
  if (setting.type === 'number') {
    const number = typeof value === 'number' ? value : String(value).trim() === '' ? NaN : Number(value);
    const min = setting.min ?? Number.MIN_SAFE_INTEGER;
    const max = setting.max ?? Number.MAX_SAFE_INTEGER;
    if (typeof value === 'string' && value.trim() === '') return undefined;
    if (!Number.isInteger(number) || number < min || number > max) throw refuse(key, 'range', { min, max });
    return number;
  }
  if (typeof value === 'boolean') throw refuse(key, 'text');
  const text = String(value).trim();
  if (!text) return undefined;
  if (setting.type === 'select' && !setting.options?.includes(text))
    throw refuse(key, 'select', { options: setting.options?.join(', ') ?? '' });
  if (setting.type === 'url' && !isWebUrl(text)) throw refuse(key, 'url');
  if (setting.type === 'email' && !isEmail(senderAddress(text))) throw refuse(key, 'email');
  return text;
};

/**
 * The checked settings and secrets of a channel. `stored` holds the current secrets (empty for a new channel);
 * answers which secrets were replaced (for the audit trail, never their values).
 */
export const checkSettings = (input: SettingsInput, stored: Readonly<Record<string, string>>) => {
  const provider = providerOf(input.kind, input.vendor);
  if (!provider) throw channelFieldError('vendor', 'channel.unknownVendor', { vendor: input.vendor });
  const known = settingsOf(input.kind, input.vendor);
  for (const key of Object.keys(input.settings))
    if (!known.some((s) => s.key === key))
      throw channelFieldError(fieldOf(key), 'setting.unknown', { name: key.slice(0, 40) });
  const clear = new Set(input.clearSecrets ?? []);
  for (const key of clear)
    if (!known.some((s) => s.key === key && s.type === 'secret'))
      throw channelFieldError('clearSecrets', 'setting.notSecret', { name: key.slice(0, 40) });

  const settings: Record<string, Value> = {};
  const secrets: Record<string, string> = {};
  const replaced: string[] = [];
  for (const setting of known) {
    const value = input.settings[setting.key];
    if (setting.type === 'secret') {
      if (value !== undefined && typeof value !== 'string') throw refuse(setting.key, 'text');
      if (value) {
        secrets[setting.key] = value;
        replaced.push(setting.key);
      } else {
        const kept = clear.has(setting.key) ? undefined : stored[setting.key];
        if (kept) secrets[setting.key] = kept;
      }
      if (setting.required && !secrets[setting.key]) throw refuse(setting.key, 'required');
      continue;
    }
    const plain = value === undefined ? undefined : plainValue(setting, value);
    if (plain === undefined) {
      if (setting.required) throw refuse(setting.key, 'required');
      continue;
    }
    settings[setting.key] = plain;
  }
  const config: ChannelConfig = { settings, secrets };
  const [problem] = provider.validate(config);
  if (problem) {
    const [, setting = 'settings'] = problem.split('.');
    throw channelFieldError(fieldOf(setting), problem);
  }
  return { ...config, replaced };
};
