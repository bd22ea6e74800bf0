// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PickerQuery } from '../../dataSource';
import { aControl, aDocument, renderForm } from '../../testing';

/** A directory of `count` people (Person 1…), searched by name, 20 a page. */
const directory = (count: number) => {
  const everyone = Array.from({ length: count }, (_, i) => ({
    value: `U${i + 1}`,
    label: `Person ${i + 1}`,
    hint: `p${i + 1} · Sales`,
  }));
  return vi.fn(async ({ keyword, pageNum }: PickerQuery) => {
    const found = everyone.filter((person) => person.label.includes(keyword));
    return { total: found.length, items: found.slice((pageNum - 1) * 20, pageNum * 20) };
  });
};

const peopleForm = (extra = {}) => aDocument([aControl('userSelect', 'who', extra)]);

describe('people and organisation pickers', () => {
  it('opens on focus with the first page, searches as you type and picks with the mouse', async () => {
    const users = directory(45);
    const { handle } = renderForm({ document: peopleForm(), dataSource: { users } });
    const box = await screen.findByRole('combobox', { name: 'who label' });
    fireEvent.focus(box);
    expect(await screen.findByRole('option', { name: /Person 1 p1 · Sales/ })).toBeTruthy();
    expect(screen.getByText('20 of 45 shown')).toBeTruthy();
    fireEvent.change(box, { target: { value: 'Person 4' } });
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
        'Person 4p4 · Sales',
        'Person 40p40 · Sales',
        'Person 41p41 · Sales',
        'Person 42p42 · Sales',
        'Person 43p43 · Sales',
        'Person 44p44 · Sales',
        'Person 45p45 · Sales',
      ]),
    );
    fireEvent.click(screen.getByRole('option', { name: /Person 42/ }));
    // A pick clears the search: the whole directory is listed again, the pick marked.
    expect((box as HTMLInputElement).value).toBe('');
    await screen.findByText('20 of 45 shown');
    fireEvent.click(screen.getByRole('option', { name: /Person 2 p2/ }));
    fireEvent.click(screen.getByRole('option', { name: /Person 3 p3/ }));
    fireEvent.click(screen.getByRole('option', { name: /Person 3 p3/ }));
    expect(screen.getByRole('option', { name: /Person 2 p2/ }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('option', { name: /Person 3 p3/ }).getAttribute('aria-selected')).toBe('false');
    await expect(handle().getData()).resolves.toEqual({
      who: [
        { label: 'Person 42', value: 'U42' },
        { label: 'Person 2', value: 'U2' },
      ],
    });
    expect(screen.getAllByRole('listitem').map((chip) => chip.textContent)).toEqual([
      'Person 42×',
      'Person 2×',
    ]);
    expect(users.mock.calls.map(([query]) => query.keyword)).toEqual(['', 'Person 4', '']);
  });

  it('loads the next page with "Load more" and by arrowing past the end, then stops', async () => {
    renderForm({ document: peopleForm(), dataSource: { users: directory(45) } });
    fireEvent.focus(await screen.findByRole('combobox'));
    await screen.findByText('20 of 45 shown');
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText('40 of 45 shown');
    const box = screen.getByRole('combobox');
    for (let i = 0; i < 40; i += 1) fireEvent.keyDown(box, { key: 'ArrowDown' });
    await screen.findByText('45 of 45 shown');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(screen.getAllByRole('option')).toHaveLength(45);
  });

  it('works by keyboard: arrows and Enter pick, Escape closes, Backspace removes the last choice', async () => {
    const { handle } = renderForm({
      document: peopleForm({ options: { multiple: false } }),
      dataSource: { users: directory(3) },
    });
    const box = await screen.findByRole('combobox');
    fireEvent.focus(box);
    await screen.findByText('3 of 3 shown');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[1]?.id);
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(box.getAttribute('aria-expanded')).toBe('false');
    await expect(handle().getData()).resolves.toEqual({ who: [{ label: 'Person 2', value: 'U2' }] });
    const around = vi.fn();
    document.addEventListener('keydown', around);
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(around).not.toHaveBeenCalledWith(expect.objectContaining({ key: 'Escape' }));
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(around).toHaveBeenCalledWith(expect.objectContaining({ key: 'Escape' }));
    document.removeEventListener('keydown', around);
    fireEvent.keyDown(box, { key: 'Backspace' });
    await expect(handle().getData()).resolves.toEqual({ who: [] });
  });

  it('says when nothing matches, and when the list failed, with a retry', async () => {
    const organizations = vi
      .fn()
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValue({ total: 0, items: [] });
    renderForm({
      document: aDocument([aControl('organizationSelect', 'org')]),
      dataSource: { organizations },
    });
    const box = await screen.findByRole('combobox', { name: 'org label' });
    expect(box.getAttribute('placeholder')).toBe('Search organisations');
    fireEvent.focus(box);
    await screen.findByText('Could not load the list');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByText('No data');
    fireEvent.change(box, { target: { value: 'zz' } });
    await screen.findByText('Nothing matches “zz”');
  });

  it('shows stored names of people since removed, read-only without a search box', async () => {
    renderForm({
      document: peopleForm(),
      value: { who: [{ label: 'Former Colleague', value: 'U999' }] },
      disabled: true,
      dataSource: { users: directory(0) },
    });
    expect(await screen.findByText('Former Colleague')).toBeTruthy();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
  });
});

const REGIONS: Record<string, { label: string; value: string }[]> = {
  root: [
    { label: '北京市', value: '110000' },
    { label: '浙江省', value: '330000' },
  ],
  '110000': [{ label: '朝阳区', value: '110105' }],
  '330000': [{ label: '杭州市', value: '330100' }],
  '330100': [{ label: '西湖区', value: '330106' }],
};
const regions = async (parent: string | null) => REGIONS[parent ?? 'root'] ?? [];

describe('address', () => {
  it('chooses level by level and keeps each code with its name', async () => {
    const { handle } = renderForm({
      document: aDocument([aControl('address', 'addr')]),
      dataSource: { regions },
    });
    await screen.findByRole('option', { name: '浙江省' });
    fireEvent.change(screen.getByLabelText('Province'), { target: { value: '330000' } });
    await screen.findByRole('option', { name: '杭州市' });
    fireEvent.change(screen.getByLabelText('City'), { target: { value: '330100' } });
    await screen.findByRole('option', { name: '西湖区' });
    fireEvent.change(screen.getByLabelText('District'), { target: { value: '330106' } });
    await expect(handle().getData()).resolves.toEqual({
      addr: {
        province: '330000',
        provinceName: '浙江省',
        city: '330100',
        cityName: '杭州市',
        district: '330106',
        districtName: '西湖区',
      },
    });
    fireEvent.change(screen.getByLabelText('Province'), { target: { value: '110000' } });
    await screen.findByRole('option', { name: '朝阳区' });
    expect((screen.getByLabelText('City') as HTMLSelectElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('District'), { target: { value: '110105' } });
    await expect(handle().getData()).resolves.toEqual({
      addr: { province: '110000', provinceName: '北京市', district: '110105', districtName: '朝阳区' },
    });
  });

  it('still shows the names of codes the regions no longer have', async () => {
    renderForm({
      document: aDocument([aControl('address', 'addr')]),
      value: {
        addr: {
          province: '330000',
          provinceName: '浙江省',
          city: '330100',
          cityName: '杭州市',
          district: '330199',
          districtName: '旧区',
        },
      },
      dataSource: { regions },
    });
    const district = screen.getByLabelText('District') as HTMLSelectElement;
    await waitFor(() => expect(within(district).getByRole('option', { name: '旧区' })).toBeTruthy());
    expect(district.value).toBe('330199');
    await act(async () => undefined);
  });
});
