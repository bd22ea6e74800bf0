// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aControl, aDocument, renderForm, required } from './testing';

const choices = {
  options: [
    { label: 'A', value: 'a' },
    { label: 'B', value: 'b' },
  ],
};

describe('assistive technology reads the runtime form', () => {
  const doc = aDocument([
    aControl('input', 'name', { rules: required('Name is required') }),
    aControl('select', 'kind', { rules: required('Kind is required'), options: choices }),
    aControl('radio', 'size', { rules: required('Size is required'), options: choices }),
    aControl('checkbox', 'tags', { rules: required('Tags are required'), options: choices }),
    aControl('date', 'day', { rules: required('Day is required') }),
    aControl('input', 'memo'),
  ]);

  it('marks required fields: aria-required where the role takes it, "Required" in a group name otherwise', () => {
    renderForm({ document: doc });
    expect(screen.getByLabelText('name label').getAttribute('aria-required')).toBe('true');
    expect(screen.getByLabelText('kind label').getAttribute('aria-required')).toBe('true');
    expect(screen.getByLabelText('day label').getAttribute('aria-required')).toBe('true');
    expect(screen.getByRole('radiogroup', { name: 'size label' }).getAttribute('aria-required')).toBe('true');
    expect(screen.getByRole('group', { name: 'tags label (Required)' })).toBeTruthy();
    expect(screen.getByLabelText('memo label').hasAttribute('aria-required')).toBe(false);
    // the visible mark is drawn by CSS, with empty alternative text: it stays out of the label's name
    expect(screen.getByText('name label').className).toContain('fr-label-required');
    expect(screen.getByText('memo label').className).not.toContain('fr-label-required');
  });

  it('a field gets its error live region with the first check and keeps it, so later messages are read out', async () => {
    const { container, handle } = renderForm({ document: doc });
    expect(container.querySelectorAll('[aria-live]')).toHaveLength(0);
    await act(() => handle().validate());
    const memo = screen.getByLabelText('memo label');
    expect(memo.hasAttribute('aria-describedby')).toBe(false);
    const memoArea = container.querySelector('[data-key="memo"] [aria-live="polite"]');
    expect(memoArea?.textContent).toBe('');
    const name = screen.getByLabelText('name label');
    fireEvent.change(name, { target: { value: 'Ada' } });
    const nameArea = container.querySelector('[data-key="name"] [aria-live="polite"]');
    expect(nameArea?.textContent).toBe('');
    expect(name.hasAttribute('aria-describedby')).toBe(false);
    fireEvent.change(name, { target: { value: '' } });
    expect(container.querySelector('[data-key="name"] [aria-live="polite"]')).toBe(nameArea);
    expect(nameArea?.textContent).toBe('Name is required');
    expect(name.getAttribute('aria-describedby')).toBe(nameArea?.id);
  });

  it('a failed submit shows an alert listing the errors, focuses the first field and links each error to its field', async () => {
    const { handle } = renderForm({ document: doc });
    expect(screen.queryByRole('alert')).toBeNull();
    await act(() => handle().validate());
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('5 fields need attention')).toBeTruthy();
    expect(
      within(alert)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([
      'name label: Name is required',
      'kind label: Kind is required',
      'size label: Size is required',
      'tags label: Tags are required',
      'day label: Day is required',
    ]);
    const name = screen.getByLabelText('name label');
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(name.getAttribute('aria-invalid')).toBe('true');
    const description = document.getElementById(name.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe('Name is required');

    fireEvent.click(within(alert).getByRole('button', { name: 'kind label: Kind is required' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('kind label')));
  });

  it('the summary stays until the next attempt and goes once every error is fixed', async () => {
    const small = aDocument([
      aControl('input', 'a', { rules: required('A is required') }),
      aControl('input', 'b', { rules: required('B is required') }),
    ]);
    const { handle } = renderForm({ document: small });
    await act(() => handle().validate());
    fireEvent.change(screen.getByLabelText('a label'), { target: { value: 'x' } });
    expect(within(screen.getByRole('alert')).getAllByRole('button')).toHaveLength(2);
    await act(() => handle().validate());
    expect(within(screen.getByRole('alert')).getAllByRole('button')).toHaveLength(1);
    fireEvent.change(screen.getByLabelText('b label'), { target: { value: 'y' } });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a sub-form row error names its table and row and focuses the cell', async () => {
    const batch = aDocument([
      aControl('batch', 'items', {
        list: [aControl('input', 'item', { rules: required('Item is required') })],
      }),
    ]);
    const { handle } = renderForm({ document: batch });
    await act(() => handle().validate());
    const link = within(screen.getByRole('alert')).getByRole('button');
    expect(link.textContent).toBe('items label (Row 1): Item is required');
    fireEvent.click(link);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('item label (Row 1)')));
  });
});

describe('the frame modal', () => {
  const doc = aDocument([
    aControl('frame', 'site', {
      label: 'Site',
      options: { frameUrl: 'https://example.com/', mode: 'frame' },
    }),
  ]);

  it('is a named dialog that keeps the focus inside and gives it back to its opener on Escape', async () => {
    renderForm({ document: doc });
    const opener = screen.getByRole('button', { name: 'Open' });
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Site' });
    const close = within(dialog).getByRole('button', { name: 'Close' });
    await waitFor(() => expect(document.activeElement).toBe(close));
    // tabbing past the framed page lands on the guard after the dialog, which sends the focus back to the top
    const guards = dialog.parentElement?.querySelectorAll(':scope > [tabindex="0"]') ?? [];
    expect(guards).toHaveLength(2);
    close.blur();
    fireEvent.focus(guards[1] as HTMLElement);
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});
