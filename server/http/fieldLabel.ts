import type { TFunction } from 'i18next';

/**
 * The name a person knows a request field by, in the request's language: `fieldLabel.<name>` of the `server`
 * namespace for the last named part of the field's path (`roleIds.0` → roleIds), or the path itself when no
 * label is known.
 */
export const fieldLabel = (t: TFunction, field: string): string => {
  const name = field
    .split('.')
    .filter((part) => part !== '' && !/^\d+$/.test(part))
    .at(-1);
  return name ? t(`fieldLabel.${name}`, { defaultValue: field }) : field;
};
