import type { DictBundleRow, ImportProblemRow } from '@shared/api/modules/config/dictSchemas';
import { itemProblem, typeProblem } from './rules';

type Translate = (key: string, values?: Record<string, unknown>) => string;

/**
 * Every bad entry of an import file, each named by its position (`dicts[2].items[0]`), dictionary code and
 * value, the field and what is wrong; also duplicates inside the file. Empty when the whole file may be written.
 */
export const importProblems = (dicts: DictBundleRow[], t: Translate): ImportProblemRow[] => {
  const problems: ImportProblemRow[] = [];
  const add = (position: string, dictCode: string, dictValue: string, field: string, key: string) =>
    problems.push({
      position,
      dictCode,
      dictValue,
      field,
      message: t(`dicts.${key}`, { field, value: dictValue || dictCode }),
    });
  const codes = new Set<string>();
  dicts.forEach((dict, d) => {
    const at = `dicts[${d}]`;
    const typeIssue = typeProblem(dict);
    if (typeIssue) add(at, dict.dictCode, '', typeIssue.field, typeIssue.key);
    const code = dict.dictCode.trim();
    if (codes.has(code)) add(at, dict.dictCode, '', 'dictCode', 'codeRepeated');
    codes.add(code);
    const values = new Set<string>();
    dict.items.forEach((item, i) => {
      const itemAt = `${at}.items[${i}]`;
      const issue = itemProblem(item);
      if (issue) add(itemAt, dict.dictCode, item.dictValue, issue.field, issue.key);
      const value = item.dictValue.trim();
      if (values.has(value)) add(itemAt, dict.dictCode, item.dictValue, 'dictValue', 'valueRepeated');
      values.add(value);
    });
  });
  return problems;
};
