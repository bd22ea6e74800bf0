// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { FieldProps } from './controls/types';
import { FIELD_RENDERERS } from './controls/registry';
import { FIRST_STEP } from './controls/useIsAllIn';
import { aControl, aDocument, renderForm, required } from './testing';

const original = FIELD_RENDERERS.input;
const renders = new Map<string, number>();

function CountingInput(props: FieldProps) {
  renders.set(props.control.key, (renders.get(props.control.key) ?? 0) + 1);
  return (
    <input
      id={props.id}
      value={String(props.value ?? '')}
      onChange={(event) => props.onChange(event.target.value)}
    />
  );
}

afterEach(() => {
  FIELD_RENDERERS.input = original;
  renders.clear();
});

describe('a keystroke re-renders only the fields it concerns', () => {
  const doc = aDocument(
    [
      aControl('input', 'a', { rules: required('A is required') }),
      aControl('input', 'b', { rules: required('B is required') }),
      aControl('input', 'c'),
      aControl('input', 'd'),
    ],
    { hideRules: [{ range: 'all', conditions: [{ field: 'a', operator: 'have' }], showKeys: ['c'] }] },
  );

  it('typing in a field renders that field again, plus the field a hide rule shows', async () => {
    FIELD_RENDERERS.input = CountingInput;
    const { handle } = renderForm({ document: doc });
    expect(screen.queryByLabelText('c label')).toBeNull();
    expect([...renders.keys()]).toEqual(['a', 'b', 'd']);
    renders.clear();
    fireEvent.change(screen.getByLabelText('b label'), { target: { value: 'x' } });
    expect(Object.fromEntries(renders)).toEqual({ b: 1 });
    renders.clear();
    fireEvent.change(screen.getByLabelText('a label'), { target: { value: 'y' } });
    expect(Object.fromEntries(renders)).toEqual({ a: 1, c: 1 });
    expect(screen.getByLabelText('c label')).toBeTruthy();
    await handle().getData();
  });

  it('after a failed submit, fixing one field clears only its error', async () => {
    FIELD_RENDERERS.input = CountingInput;
    const { handle } = renderForm({ document: doc });
    await handle()
      .getData()
      .catch(() => undefined);
    expect(await screen.findByText('A is required')).toBeTruthy();
    expect(screen.getByText('B is required')).toBeTruthy();
    renders.clear();
    fireEvent.change(screen.getByLabelText('b label'), { target: { value: 'ok' } });
    expect(screen.queryByText('B is required')).toBeNull();
    expect(screen.getByText('A is required')).toBeTruthy();
    expect(Object.fromEntries(renders)).toEqual({ b: 1 });
  });
});

describe('long lists render in steps', () => {
  const many = aDocument(
    Array.from({ length: 150 }, (_, index) =>
      aControl('input', `f${index}`, index === 149 ? { rules: required('Last is required') } : {}),
    ),
  );

  it('shows the first rows at once and every row in the following tasks', async () => {
    const { container } = renderForm({ document: many });
    const count = () => container.querySelectorAll('.fr-item').length;
    expect(count()).toBe(FIRST_STEP);
    await waitFor(() => expect(count()).toBe(150));
    expect(screen.getByLabelText('f149 label')).toBeTruthy();
  });

  it('a submit attempt renders every row at once so the first error can take the focus', async () => {
    const { container, handle } = renderForm({ document: many });
    expect(container.querySelectorAll('.fr-item')).toHaveLength(FIRST_STEP);
    let errors: unknown[] = [];
    await act(async () => {
      errors = await handle()
        .getData()
        .then(
          () => [],
          (e: unknown[]) => e,
        );
    });
    expect(errors).toHaveLength(1);
    expect(container.querySelectorAll('.fr-item')).toHaveLength(150);
    expect(screen.getByText('Last is required')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('f149 label')));
  });
});
