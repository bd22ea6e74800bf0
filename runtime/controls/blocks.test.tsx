// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { FieldError } from '@shared/form';
import { aControl, aDocument, renderForm, required } from '../testing';

describe('static controls', () => {
  it('text, divider, alert render with their options; html is sanitised', async () => {
    const { container } = renderForm({
      document: aDocument([
        aControl('text', 'tx', {
          model: undefined,
          label: 'Heading',
          options: { color: 'rgb(255, 0, 0)', fontSize: '12pt', textAlign: 'center' },
        }),
        aControl('divider', 'dv', { model: undefined, label: 'Part 2' }),
        aControl('alert', 'al', {
          model: undefined,
          label: 'Careful',
          options: { type: 'warning', description: 'Read this', closable: true },
        }),
        aControl('html', 'ht', {
          model: undefined,
          options: {
            defaultValue:
              '<b>bold</b><img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script>',
          },
        }),
      ]),
    });
    const heading = screen.getByText('Heading');
    expect(heading.style.color).toBe('rgb(255, 0, 0)');
    expect(heading.style.fontSize).toBe('12pt');
    expect(screen.getByRole('separator').textContent).toBe('Part 2');
    expect(screen.getByRole('alert').textContent).toContain('Read this');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Careful')).toBeNull();
    await waitFor(() => expect(screen.getByText('bold')).toBeTruthy());
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
  });

  it('frame: only http(s) URLs, modal 850x500 by default, inline and new-tab modes', () => {
    renderForm({
      document: aDocument([
        aControl('frame', 'f1', { options: { frameUrl: 'javascript:alert(1)' } }),
        aControl('frame', 'f2', {
          options: { frameUrl: 'https://example.com/page', mode: 'frame', modalTitle: 'External' },
        }),
        aControl('frame', 'f3', { options: { frameUrl: 'https://example.com/tab', mode: 'tab' } }),
      ]),
    });
    expect(screen.getByText('Only http(s) addresses are allowed')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open' }).getAttribute('href')).toBe('https://example.com/tab');
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'External' });
    expect(dialog.style.width).toBe('850px');
    expect(dialog.querySelector('iframe')?.style.height).toBe('500px');
  });

  it('buttons submit (validating first), reset, or call the host', async () => {
    const onSubmit = vi.fn();
    const buttonAction = vi.fn();
    renderForm({
      onSubmit,
      dataSource: { buttonAction },
      document: aDocument([
        aControl('input', 'name', { rules: required('Need name') }),
        aControl('button', 'ok', { model: undefined, label: 'Send', options: { handle: 'submit' } }),
        aControl('button', 'clr', { model: undefined, label: 'Clear all', options: { handle: 'reset' } }),
        aControl('button', 'dyn', {
          model: undefined,
          label: 'Custom',
          options: { handle: 'dynamic', dynamicFun: 'doIt' },
        }),
      ]),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Need name')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('name label'), { target: { value: 'A' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: 'A' }));
    fireEvent.click(screen.getByRole('button', { name: 'Custom' }));
    expect(buttonAction).toHaveBeenCalledWith('doIt', { name: 'A' });
    fireEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    expect((screen.getByLabelText('name label') as HTMLInputElement).value).toBe('');
  });
});

describe('layout containers', () => {
  it('grid, card, table with spans render their children', () => {
    const { container } = renderForm({
      document: aDocument([
        aControl('grid', 'g', {
          model: undefined,
          columns: [
            { span: 12, list: [aControl('input', 'left')] },
            { span: 12, list: [aControl('input', 'right')] },
          ],
        }),
        aControl('card', 'c', { model: undefined, label: 'Card title', list: [aControl('input', 'inCard')] }),
        aControl('table', 't', {
          model: undefined,
          options: { bordered: true },
          trs: [{ tds: [{ colspan: 2, rowspan: 1, list: [aControl('input', 'cell')] }] }],
        }),
      ]),
    });
    expect(screen.getByLabelText('left label')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Card title' })).toBeTruthy();
    expect(container.querySelector('td')?.getAttribute('colspan')).toBe('2');
    expect((container.querySelector('.fr-grid-col') as HTMLElement).style.flexBasis).toBe('50%');
  });

  it('tabs switch by click and arrow keys; submit activates the tab holding the first error', async () => {
    const { handle } = renderForm({
      document: aDocument([
        aControl('tabs', 'tb', {
          model: undefined,
          columns: [
            { label: 'First', value: '1', list: [aControl('input', 'a')] },
            { label: 'Second', value: '2', list: [aControl('input', 'b', { rules: required('B needed') })] },
          ],
        }),
      ]),
    });
    expect(screen.getByRole('tab', { name: 'First' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(screen.getByRole('tab', { name: 'First' }), { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Second' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('tab', { name: 'First' }));
    let errors: FieldError[] = [];
    await act(async () => {
      errors = await handle()
        .getData()
        .then(
          () => [],
          (e: FieldError[]) => e,
        );
    });
    expect(errors[0]?.key).toBe('b');
    expect(screen.getByRole('tab', { name: 'Second' }).getAttribute('aria-selected')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('b label')));
  });

  it('selectInputList validates only the checked rows', async () => {
    const { handle } = renderForm({
      document: aDocument([
        aControl('selectInputList', 'sil', {
          options: { multiple: true },
          columns: [
            {
              label: 'Car',
              value: 'car',
              list: [aControl('input', 'plate', { rules: required('Plate needed') })],
            },
          ],
        }),
      ]),
    });
    await expect(handle().getData()).resolves.toMatchObject({
      sil: [expect.objectContaining({ checked: false })],
    });
    fireEvent.click(screen.getByLabelText('Car'));
    await act(async () => {
      await handle()
        .getData()
        .catch(() => undefined);
    });
    expect(screen.getByText('Plate needed')).toBeTruthy();
  });

  it('config: hideRequiredMark, customStyle scoped to the root, layout class', () => {
    const { container } = renderForm({
      document: aDocument([aControl('input', 'n', { rules: required() })], {
        hideRequiredMark: true,
        layout: 'horizontal',
        customStyle: '.fr-input { color: blue }',
      }),
    });
    expect(container.querySelector('.fr-required-mark, .fr-label-required')).toBeNull();
    const form = container.querySelector('form')!;
    expect(form.className).toContain('fr-layout-horizontal');
    expect(container.querySelector('style')?.textContent).toContain(
      `[data-fr-form="${form.getAttribute('data-fr-form')}"] .fr-input`,
    );
  });
});
