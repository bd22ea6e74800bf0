/**
 * Field aliases: the names form fields are pushed under to other systems (workflow spec §2.5 data push with
 * field mapping, §7 field alias update). Pure rules: which aliases a form may take.
 */

/** One data field of a form: its control key and the key its value is stored under. */
export interface AliasField {
  fieldKey: string;
  model: string;
}

export interface AliasItem {
  fieldKey: string;
  alias: string;
}

/** What is wrong with one item of an alias update: the item's path and a reason key of the approval namespace. */
export interface AliasProblem {
  field: string;
  reasonKey: string;
  params: Record<string, string>;
}

/** Letters (any script), digits, `_`, `.` and `-`; `$` starts the process fields and cannot start an alias. */
const ALIAS_SHAPE = /^[\p{L}\p{N}_.-]+$/u;

/**
 * The first problem of an update, or null: every item names a field of the form once, each alias has the
 * alias shape, and no two fields would be pushed under one name (an alias, or the data key of a field that
 * keeps none). Items with a blank alias clear that field's alias.
 */
export function checkAliasItems(
  fields: readonly AliasField[],
  items: readonly AliasItem[],
): AliasProblem | null {
  const byKey = new Map(fields.map((field) => [field.fieldKey, field]));
  const aliasOf = new Map<string, string>();
  for (const [index, item] of items.entries()) {
    if (!byKey.has(item.fieldKey))
      return {
        field: `items[${index}].fieldKey`,
        reasonKey: 'approval:error.aliasUnknownField',
        params: { key: item.fieldKey },
      };
    if (aliasOf.has(item.fieldKey))
      return {
        field: `items[${index}].fieldKey`,
        reasonKey: 'approval:error.aliasFieldTwice',
        params: { key: item.fieldKey },
      };
    const alias = item.alias.trim();
    if (alias !== '' && !ALIAS_SHAPE.test(alias))
      return { field: `items[${index}].alias`, reasonKey: 'approval:error.aliasShape', params: { alias } };
    aliasOf.set(item.fieldKey, alias);
  }
  const owner = new Map<string, string>();
  for (const field of fields) {
    const name = aliasOf.get(field.fieldKey) || field.model;
    const other = owner.get(name);
    if (other !== undefined) {
      const blamed = aliasOf.get(field.fieldKey) ? field.fieldKey : other;
      const index = items.findIndex((item) => item.fieldKey === blamed);
      return {
        field: `items[${Math.max(0, index)}].alias`,
        reasonKey: 'approval:error.aliasTwice',
        params: { alias: name },
      };
    }
    owner.set(name, field.fieldKey);
  }
  return null;
}

/** Renames the keys of pushed form data by alias (a key without one stays). */
export function renameByAlias(
  formData: Record<string, unknown>,
  aliasByModel: ReadonlyMap<string, string>,
): Record<string, unknown> {
  if (aliasByModel.size === 0) return formData;
  return Object.fromEntries(
    Object.entries(formData).map(([key, value]) => [aliasByModel.get(key) || key, value]),
  );
}
