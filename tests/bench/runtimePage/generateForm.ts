import type { FormControl, FormDocument, HideRule } from '@shared/form';

const TYPES = [
  'input',
  'input',
  'input',
  'number',
  'select',
  'textarea',
  'radio',
  'date',
  'input',
  'checkbox',
] as const;
const OPTIONS = [
  { label: 'Alpha', value: 'a' },
  { label: 'Beta', value: 'b' },
  { label: 'Gamma', value: 'c' },
];

/** A generated form: `fields` controls of common types (every fifth required) and `rules` hide rules. */
export function generateForm(fields: number, rules: number): FormDocument {
  const list: FormControl[] = [];
  for (let i = 0; i < fields; i++) {
    const type = TYPES[i % TYPES.length] ?? 'input';
    list.push({
      type,
      label: `Field ${i + 1}`,
      key: `f${i}`,
      model: `f${i}`,
      options: {
        ...(type === 'select' || type === 'radio' || type === 'checkbox' ? { options: OPTIONS } : {}),
        ...(type === 'number' ? { min: 0, max: 1000 } : {}),
      },
      rules: [{ required: i % 5 === 0, message: `Field ${i + 1} is required` }],
    } as FormControl);
  }
  const hideRules: HideRule[] = [];
  for (let r = 0; r < rules; r++) {
    // conditions read the first input and a select; each rule shows two fields further down
    hideRules.push({
      range: r % 2 ? 'any' : 'all',
      conditions: [
        { field: 'f0', operator: r % 3 ? 'have' : '!=', value: `x${r}` },
        { field: `f${4 + 10 * (r % 10)}`, operator: '!=', value: 'z' },
      ],
      showKeys: [`f${100 + r * 2}`, `f${101 + r * 2}`],
    });
  }
  return {
    list,
    config: {
      layout: 'horizontal',
      labelCol: { span: 4 },
      wrapperCol: { span: 18 },
      labelWidth: 100,
      labelLayout: 'flex',
      hideRules,
      formEvents: [],
    },
  } as unknown as FormDocument;
}
