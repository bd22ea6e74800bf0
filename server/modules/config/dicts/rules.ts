import { CODE_PATTERN } from '@shared/api/modules/config/dictSchemas';
import { cleanLabels } from './labels';

const CODE = new RegExp(CODE_PATTERN);

/** A problem with one field: which field, and the `server` message key under `dicts.`. */
export interface DictProblem {
  field: string;
  key: string;
}

export const codeProblem = (field: string, code: string): DictProblem | undefined => {
  if (!code.trim()) return { field, key: 'codeRequired' };
  if (!CODE.test(code.trim())) return { field, key: 'codeFormat' };
  return undefined;
};

const text = (field: string, value: string | undefined, max: number, required: boolean) => {
  if (required && !(value ?? '').trim()) return { field, key: `${field}Required` };
  if ((value ?? '').length > max) return { field, key: 'tooLong' };
  return undefined;
};

const status = (value: string | undefined) =>
  value === undefined || value === '0' || value === '1'
    ? undefined
    : { field: 'status', key: 'statusInvalid' };

export interface TypeFields {
  dictCode: string;
  dictName: string;
  names?: Record<string, string>;
  status?: string;
  remark?: string;
}

/** Per-language texts (item labels, type names): known UI languages only, each at most 100 characters. */
const textsProblem = (
  field: 'labels' | 'names',
  texts: Record<string, string> | undefined,
): DictProblem | undefined =>
  (cleanLabels(texts).unknown !== undefined
    ? { field, key: field === 'labels' ? 'labelLocale' : 'nameLocale' }
    : undefined) ??
  (Object.values(texts ?? {}).some((l) => l.length > 100) ? { field, key: 'tooLong' } : undefined);

export const typeProblem = (t: TypeFields): DictProblem | undefined =>
  codeProblem('dictCode', t.dictCode) ??
  text('dictName', t.dictName, 100, true) ??
  textsProblem('names', t.names) ??
  text('remark', t.remark, 500, false) ??
  status(t.status);

export interface ItemFields {
  dictValue: string;
  dictLabel: string;
  labels?: Record<string, string>;
  remark?: string;
  status?: string;
}

export const itemProblem = (i: ItemFields): DictProblem | undefined =>
  text('dictValue', i.dictValue, 100, true) ??
  text('dictLabel', i.dictLabel, 100, true) ??
  textsProblem('labels', i.labels) ??
  text('remark', i.remark, 500, false) ??
  status(i.status);
