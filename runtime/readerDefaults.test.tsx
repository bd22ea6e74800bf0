// @vitest-environment happy-dom
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FieldError } from '@shared/form';
import { aControl, aDocument, renderForm, required } from './testing';

// what a designer working in Chinese leaves when they change nothing, next to what they typed
const designedInChinese = aDocument([
  aControl('input', 'reason', {
    label: '事由',
    options: { placeholder: '请输入' },
    rules: required('必填项'),
  }),
  aControl('input', 'note', { label: '备注', options: { placeholder: '写下您的想法' } }),
  aControl('radio', 'kind', {
    label: '类别',
    options: {
      options: [
        { value: '1', label: '选项1' },
        { value: '2', label: '选项2' },
        { value: '3', label: '出差' },
      ],
    },
  }),
]);

describe('a form whose designer left the defaults', () => {
  it('shows the defaults to an Arabic reader in Arabic, and what the designer typed as typed', async () => {
    const { handle } = renderForm({ document: designedInChinese, locale: 'ar_EG' });
    expect(screen.getByLabelText('事由').getAttribute('placeholder')).toBe('يرجى الإدخال');
    expect(screen.getByLabelText('备注').getAttribute('placeholder')).toBe('写下您的想法');
    expect(screen.getByText('خيار 1')).toBeTruthy();
    expect(screen.getByText('خيار 2')).toBeTruthy();
    expect(screen.getByText('出差')).toBeTruthy();
    expect(screen.queryByText('选项1')).toBeNull();
    await act(async () => {
      await handle()
        .getData()
        .catch((errors: FieldError[]) => errors);
    });
    expect(screen.getByText('مطلوب')).toBeTruthy();
  });

  it('shows the same defaults to an English reader in English', () => {
    renderForm({ document: designedInChinese, locale: 'en_US' });
    expect(screen.getByLabelText('事由').getAttribute('placeholder')).toBe('Please enter');
    expect(screen.getByText('Option 1')).toBeTruthy();
  });
});
