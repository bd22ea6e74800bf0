import type { FieldProblem } from '@shared/api/modules/identity/rules';
import { settingsOf, type ChannelKind, type ChannelSetting } from '@shared/messaging/channelKinds';

/** A setting's value while it is edited: text for every input, a flag for a checkbox. */
export type SettingValue = string | boolean;

/** What the editor does with a stored secret: keep it, replace it with the typed value, or clear it. */
export type SecretMode = 'keep' | 'replace' | 'clear';

/** The form field of a setting: settings live beside the channel's own fields as `settings.<key>`. */
export const settingField = (key: string): `settings.${string}` => `settings.${key}`;

/** The value a setting starts with in a new channel: the first option of a select, off, or empty. */
export const initialValueOf = (setting: ChannelSetting): SettingValue => {
  if (setting.type === 'boolean') return false;
  if (setting.type === 'select') return setting.options?.[0] ?? '';
  return '';
};

/** Form values of every setting of `kind` for `vendor`, from `stored` (non-secret values the server sent). */
export const settingValuesOf = (
  kind: ChannelKind,
  vendor: string,
  stored: Readonly<Record<string, string | number | boolean>> = {},
): Record<`settings.${string}`, SettingValue> =>
  Object.fromEntries(
    settingsOf(kind, vendor).map((setting) => {
      const value = stored[setting.key];
      const shown =
        setting.type === 'secret' || value === undefined
          ? initialValueOf(setting)
          : typeof value === 'boolean'
            ? value
            : String(value);
      return [settingField(setting.key), shown];
    }),
  );

/**
 * The settings to send: numbers as numbers, empty optional values left out, a secret only when a new value was
 * typed (absent keeps the stored one), and the secrets to clear.
 */
export const settingsToSend = (
  kind: ChannelKind,
  vendor: string,
  values: object,
  modes: Readonly<Record<string, SecretMode>>,
): { settings: Record<string, string | number | boolean>; clearSecrets: string[] } => {
  const settings: Record<string, string | number | boolean> = {};
  const clearSecrets: string[] = [];
  for (const setting of settingsOf(kind, vendor)) {
    const value = (values as Record<string, unknown>)[settingField(setting.key)];
    if (setting.type === 'secret' && modes[setting.key] === 'clear') clearSecrets.push(setting.key);
    else if (typeof value === 'boolean') settings[setting.key] = value;
    else if (typeof value === 'string' && value.trim() !== '')
      settings[setting.key] = setting.type === 'number' ? Number(value) : value.trim();
  }
  return { settings, clearSecrets };
};

/** Required settings left empty (a required secret counts as filled while a stored one is kept). */
export const missingSettings = (
  kind: ChannelKind,
  vendor: string,
  values: object,
  secretsSet: Readonly<Record<string, boolean>>,
  modes: Readonly<Record<string, SecretMode>>,
): FieldProblem[] =>
  settingsOf(kind, vendor)
    .filter((setting) => setting.required && setting.type !== 'boolean')
    .filter((setting) => {
      const value = (values as Record<string, unknown>)[settingField(setting.key)];
      const isTyped = typeof value === 'string' && value.trim() !== '';
      if (setting.type !== 'secret') return !isTyped;
      const isKept = secretsSet[setting.key] === true && (modes[setting.key] ?? 'keep') === 'keep';
      return !isKept && !isTyped;
    })
    .map((setting) => ({ field: settingField(setting.key), key: 'ui.form.required' }));
