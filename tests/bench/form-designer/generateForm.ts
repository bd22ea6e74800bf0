/** Generated benchmark forms: a realistic mix of fields with a grid and a card every so often. */
import { createDefaultConfig } from '@shared/form';
import type { ControlType, FormControl, FormDocument } from '@shared/form';

const TYPES: ControlType[] = [
  'input',
  'textarea',
  'select',
  'radio',
  'checkbox',
  'date',
  'number',
  'uploadFile',
  'userSelect',
  'switch',
];

const field = (type: ControlType, index: number): FormControl => ({
  type,
  key: `${type}_${1_000_000 + index}`,
  model: `${type}_${1_000_000 + index}`,
  label: `Field ${index + 1}`,
  options: {
    placeholder: 'Please enter',
    width: '100%',
    ...(type === 'radio' || type === 'checkbox' || type === 'select'
      ? { options: [1, 2, 3].map((n) => ({ value: String(n), label: `Option ${n}` })) }
      : {}),
    ...(type === 'textarea' ? { minRows: 4, maxRows: 6 } : {}),
  },
  rules: [{ required: index % 3 === 0, message: 'Required' }],
});

/** A form of exactly `count` controls (containers count with their children). */
export function generateForm(count: number): FormDocument {
  const list: FormControl[] = [];
  let made = 0;
  while (made < count) {
    if (made % 25 === 24 && count - made >= 3) {
      list.push({
        type: 'grid',
        key: `grid_${made}`,
        label: 'Grid',
        options: { gutter: 0 },
        columns: [
          { span: 12, list: [field('input', made + 1)] },
          { span: 12, list: [field('date', made + 2)] },
        ],
      });
      made += 3;
      continue;
    }
    list.push(field(TYPES[made % TYPES.length] ?? 'input', made));
    made += 1;
  }
  return { list, config: createDefaultConfig() };
}
