// @vitest-environment happy-dom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CustomTitlePicker, SummaryFieldPicker } from './DisplayFieldPicker';
import type { FlowT } from '../../useFlowT';

const t = ((key: string, params?: Record<string, string | number>) =>
  params ? `${key} ${JSON.stringify(params)}` : key) as FlowT;
const fields = [
  { key: 'days', label: 'Days', type: 'number', required: true },
  { key: 'reason', label: 'Reason', type: 'input' },
  { key: 'city', label: 'City', type: 'input' },
];

describe('SummaryFieldPicker', () => {
  it('lists the chosen fields in order, notes removed ones and adds, moves and removes fields', () => {
    const onChange = vi.fn();
    render(
      <SummaryFieldPicker keys={['reason', 'gone', 'days']} fields={fields} onChange={onChange} t={t} />,
    );
    expect(screen.getByRole('status').textContent).toContain('"fields":"gone"');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Reason', 'Days']);
    fireEvent.change(screen.getByLabelText('displayPicker.addField'), { target: { value: 'city' } });
    expect(onChange).toHaveBeenLastCalledWith(['reason', 'days', 'city']);
    fireEvent.click(screen.getByLabelText('displayPicker.moveUp {"field":"Days"}'));
    expect(onChange).toHaveBeenLastCalledWith(['days', 'reason']);
    fireEvent.click(screen.getByLabelText('displayPicker.remove {"field":"Reason"}'));
    expect(onChange).toHaveBeenLastCalledWith(['days']);
  });

  it('offers no more fields once 5 are chosen', () => {
    const many = Array.from({ length: 6 }, (_, i) => ({ key: `f${i}`, label: `F${i}`, type: 'input' }));
    render(
      <SummaryFieldPicker keys={many.slice(0, 5).map((f) => f.key)} fields={many} onChange={vi.fn()} t={t} />,
    );
    expect((screen.getByLabelText('displayPicker.addField') as HTMLSelectElement).disabled).toBe(true);
  });
});

describe('CustomTitlePicker', () => {
  it('inserts the picked placeholder at the caret', () => {
    const onChange = vi.fn();
    render(<CustomTitlePicker value="Trip of " fields={fields} onChange={onChange} t={t} />);
    const input = screen.getByLabelText('settings.customTitle') as HTMLInputElement;
    input.setSelectionRange(8, 8);
    fireEvent.change(screen.getByLabelText('displayPicker.insertField'), {
      target: { value: '{initiator}' },
    });
    expect(onChange).toHaveBeenLastCalledWith('Trip of {initiator}');
    fireEvent.change(screen.getByLabelText('displayPicker.insertField'), {
      target: { value: '{field:days}' },
    });
    expect(onChange).toHaveBeenLastCalledWith('Trip of {initiator}{field:days}');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('notes the title fields no longer in the form', () => {
    render(<CustomTitlePicker value="{field:gone} {field:days}" fields={fields} onChange={vi.fn()} t={t} />);
    expect(screen.getByRole('status').textContent).toBe('displayPicker.removedTitle {"fields":"gone"}');
  });
});
