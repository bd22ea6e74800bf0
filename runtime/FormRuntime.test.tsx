// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { FieldError, FormEvent } from '@shared/form';
import { aControl, aDocument, renderForm, required } from './testing';

describe('FormRuntime text controls and getData', () => {
  const doc = aDocument([
    aControl('input', 'name', { rules: required('Name is required') }),
    aControl('textarea', 'memo'),
    aControl('number', 'age', { options: { min: 18, max: 60, precision: 0 } }),
    aControl('uuid', 'serial'),
  ]);

  it('labels are bound to inputs and typed values come back from getData', async () => {
    const onChange = vi.fn();
    const { handle } = renderForm({ document: doc, onChange });
    fireEvent.change(screen.getByLabelText('name label'), { target: { value: 'Ann' } });
    fireEvent.change(screen.getByLabelText('memo label'), { target: { value: 'hello' } });
    fireEvent.change(screen.getByLabelText('age label'), { target: { value: '30' } });
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'Ann', age: 30 }), 'age');
    await expect(handle().getData()).resolves.toMatchObject({ name: 'Ann', memo: 'hello', age: 30 });
    expect((screen.getByLabelText('serial label') as HTMLInputElement).readOnly).toBe(true);
  });

  it('the fields sit in the form element: submitting it passes the data to onSubmit', async () => {
    const onSubmit = vi.fn();
    renderForm({ document: doc, onSubmit });
    const name = screen.getByLabelText('name label') as HTMLInputElement;
    fireEvent.change(name, { target: { value: 'Ann' } });
    const form = name.form;
    expect(form?.elements.namedItem(name.id)).toBe(name);
    if (form) fireEvent.submit(form);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ name: 'Ann' })));
  });

  it('each change hands the host a new values object and leaves the ones handed before as they were', () => {
    const onChange = vi.fn();
    renderForm({ document: doc, onChange });
    fireEvent.change(screen.getByLabelText('name label'), { target: { value: 'A' } });
    fireEvent.change(screen.getByLabelText('name label'), { target: { value: 'AB' } });
    const [first, second] = onChange.mock.calls.map((call) => call[0] as Record<string, unknown>);
    expect(first).not.toBe(second);
    expect(first?.name).toBe('A');
    expect(second?.name).toBe('AB');
  });

  it('getData rejects with the error list and shows the rule message', async () => {
    const { handle } = renderForm({ document: doc });
    let errors: FieldError[] = [];
    await act(async () => {
      errors = await handle()
        .getData()
        .then(
          () => [],
          (e: FieldError[]) => e,
        );
    });
    expect(errors.map((e) => e.key)).toEqual(['name']);
    expect(screen.getByText('Name is required')).toBeTruthy();
    expect(screen.getByLabelText('name label').getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(screen.getByLabelText('name label'), { target: { value: 'x' } });
    expect(screen.queryByText('Name is required')).toBeNull();
  });

  it('number leaves the input rounded and clamped to its bounds', () => {
    renderForm({ document: doc });
    const age = screen.getByLabelText('age label') as HTMLInputElement;
    fireEvent.change(age, { target: { value: '75.6' } });
    fireEvent.blur(age);
    expect(age.value).toBe('60');
  });

  it('setData fills values, reset restores defaults', async () => {
    const { handle } = renderForm({ document: doc });
    await act(() => handle().setData({ name: 'Bob' }));
    expect((screen.getByLabelText('name label') as HTMLInputElement).value).toBe('Bob');
    act(() => handle().reset());
    expect((screen.getByLabelText('name label') as HTMLInputElement).value).toBe('');
  });

  it('outputString encodes non-strings on the way out and decodes k-form-design values on the way in', async () => {
    const { handle } = renderForm({
      document: doc,
      outputString: true,
      value: { name: 'A', age: 'k-form-design#number#20' },
    });
    expect((screen.getByLabelText('age label') as HTMLInputElement).value).toBe('20');
    await expect(handle().getData()).resolves.toMatchObject({ name: 'A', age: '$number:20' });
  });

  it('hide/show/disable/enable by key through the ref', () => {
    const { handle } = renderForm({ document: doc });
    act(() => handle().hide(['memo']));
    expect(screen.queryByLabelText('memo label')).toBeNull();
    act(() => handle().show(['memo']));
    expect(screen.getByLabelText('memo label')).toBeTruthy();
    act(() => handle().disable(['name']));
    expect((screen.getByLabelText('name label') as HTMLInputElement).disabled).toBe(true);
    act(() => handle().enable(['name']));
    expect((screen.getByLabelText('name label') as HTMLInputElement).disabled).toBe(false);
  });

  it('privileges hide and disable fields; a hidden required field does not block submit', async () => {
    const onSubmit = vi.fn();
    const { handle } = renderForm({
      document: doc,
      onSubmit,
      privileges: [
        { key: 'name', hidden: true, disabled: false },
        { key: 'memo', hidden: false, disabled: true },
      ],
    });
    expect(screen.queryByLabelText('name label')).toBeNull();
    expect((screen.getByLabelText('memo label') as HTMLTextAreaElement).disabled).toBe(true);
    await expect(handle().getData()).resolves.not.toHaveProperty('name');
  });
});

describe('hide rules', () => {
  const doc = aDocument(
    [
      aControl('radio', 'kind', {
        options: {
          options: [
            { label: 'Trip', value: 'trip' },
            { label: 'Leave', value: 'leave' },
          ],
        },
      }),
      aControl('input', 'city', { rules: required('City please'), options: { defaultValue: 'Rome' } }),
    ],
    {
      hideRules: [
        { range: 'all', conditions: [{ field: 'kind', operator: '=', value: 'trip' }], showKeys: ['city'] },
      ],
    },
  );
  it('re-evaluates on init and each change; hidden values are kept but not submitted', async () => {
    const { handle } = renderForm({ document: doc });
    expect(screen.queryByLabelText('city label')).toBeNull();
    await expect(handle().getData()).resolves.toEqual({ kind: '' });
    fireEvent.click(screen.getByLabelText('Trip'));
    expect((screen.getByLabelText('city label') as HTMLInputElement).value).toBe('Rome');
    await expect(handle().getData()).resolves.toEqual({ kind: 'trip', city: 'Rome' });
  });
  it('re-evaluates after setData; submitHiddenValues keeps hidden values', async () => {
    const { handle } = renderForm({
      document: { ...doc, config: { ...doc.config, submitHiddenValues: true } },
    });
    await act(() => handle().setData({ kind: 'trip' }));
    expect(screen.getByLabelText('city label')).toBeTruthy();
    await act(() => handle().setData({ kind: 'leave' }));
    expect(screen.queryByLabelText('city label')).toBeNull();
    await expect(handle().getData()).resolves.toEqual({ kind: 'leave', city: 'Rome' });
  });
});

describe('batch rows', () => {
  const doc = aDocument([
    aControl('batch', 'items', {
      options: { minLimit: 1 },
      list: [aControl('input', 'item', { rules: required('Item needed') }), aControl('number', 'qty')],
    }),
  ]);
  it('adds and removes rows, keeps the minimum, validates per row', async () => {
    const { handle } = renderForm({ document: doc });
    expect(screen.getByText('No.')).toBeTruthy();
    expect((screen.getByRole('button', { name: /Delete Row 1/ }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: /Add/ }));
    expect(screen.getAllByRole('row')).toHaveLength(3);
    fireEvent.change(screen.getByLabelText('item label (Row 1)'), { target: { value: 'pen' } });
    let errors: FieldError[] = [];
    await act(async () => {
      errors = await handle()
        .getData()
        .then(
          () => [],
          (e: FieldError[]) => e,
        );
    });
    expect(errors).toEqual([expect.objectContaining({ key: 'item', rowIndex: 1, parentKey: 'items' })]);
    expect(screen.getByText('Item needed')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Delete Row 2/ }));
    const data = await handle().getData();
    expect(data.items).toEqual([expect.objectContaining({ item: 'pen' })]);
  });
  it('hides the sequence column when asked', () => {
    renderForm({
      document: aDocument([
        aControl('batch', 'b', { options: { hideSequence: true }, list: [aControl('input', 'x')] }),
      ]),
    });
    expect(screen.queryByText('No.')).toBeNull();
  });
});

describe('events', () => {
  const event = (extra: Partial<FormEvent>): FormEvent => ({
    uuid: 'e',
    name: 'e',
    triggerParam: 'init',
    requestMethod: 'POST',
    requestUrl: 'https://api.example.com/opts',
    requestHeaders: { headers: [], bodys: [{ name: 'q', type: 'formField', value: 'name' }] },
    responseFields: [],
    ...extra,
  });
  const doc = aDocument([aControl('input', 'name'), aControl('select', 'city'), aControl('input', 'title')], {
    formEvents: [
      event({
        responseFields: [
          { field: 'city', value: '$.cities', isOptions: true, optionLabel: 'n', optionValue: 'v' },
        ],
      }),
      event({
        uuid: 'e2',
        triggerParam: 'name',
        responseFields: [{ field: 'title', value: '$.title', isOptions: false }],
      }),
    ],
  });
  it('fires init events and trigger-field events, shows loading, applies options and values', async () => {
    let release: (value: unknown) => void = () => undefined;
    const callEvent = vi.fn((call: { body: Record<string, unknown> }) =>
      call.body.q
        ? Promise.resolve({ code: '10000', data: { data: { title: `Dr ${String(call.body.q)}` } } })
        : new Promise((resolve) => (release = resolve)),
    );
    renderForm({ document: doc, dataSource: { callEvent } });
    expect(callEvent).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status').textContent).toContain('Loading');
    await act(async () => release({ code: '10000', data: { data: { cities: [{ n: 'Paris', v: 'p' }] } } }));
    expect(screen.getByRole('option', { name: 'Paris' })).toBeTruthy();
    expect(screen.queryByText('Loading…')).toBeNull();
    fireEvent.change(screen.getByLabelText('name label'), { target: { value: 'Who' } });
    await waitFor(() =>
      expect((screen.getByLabelText('title label') as HTMLInputElement).value).toBe('Dr Who'),
    );
    expect(callEvent).toHaveBeenLastCalledWith({
      path: 'https://api.example.com/opts',
      method: 'POST',
      headers: {},
      body: { q: 'Who' },
    });
  });
  it('a failed call stops loading silently', async () => {
    renderForm({ document: doc, dataSource: { callEvent: () => Promise.reject(new Error('down')) } });
    await waitFor(() => expect(screen.queryByText('Loading…')).toBeNull());
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
