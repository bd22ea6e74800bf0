// @vitest-environment happy-dom
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aControl, aDocument, renderForm } from '../testing';

const opts = {
  options: [
    { label: 'One', value: '1' },
    { label: 'Two', value: '2' },
  ],
};

describe('choice controls', () => {
  it('select, checkbox, radio, switch, rate and slider produce their values', async () => {
    const { handle } = renderForm({
      document: aDocument([
        aControl('select', 'sel', { options: opts }),
        aControl('checkbox', 'chk', { options: opts }),
        aControl('radio', 'rad', { options: opts }),
        aControl('switch', 'sw'),
        aControl('rate', 'rt', { options: { max: 5 } }),
        aControl('slider', 'sl', { options: { min: 0, max: 10, step: 1 } }),
      ]),
    });
    fireEvent.change(screen.getByLabelText('sel label'), { target: { value: '2' } });
    const group = screen.getByRole('group', { name: 'chk label' });
    fireEvent.click(group.querySelectorAll('input')[0]!);
    fireEvent.click(group.querySelectorAll('input')[1]!);
    const radios = screen.getByRole('radiogroup', { name: 'rad label' });
    fireEvent.click(radios.querySelectorAll('input')[1]!);
    fireEvent.click(screen.getByRole('switch', { name: 'sw label' }));
    fireEvent.click(screen.getByRole('radio', { name: '4 stars' }));
    fireEvent.change(screen.getByLabelText('sl label'), { target: { value: '7' } });
    await expect(handle().getData()).resolves.toMatchObject({
      sel: '2',
      chk: ['1', '2'],
      rad: '2',
      sw: true,
      rt: 4,
      sl: 7,
    });
    expect(screen.getByRole('switch').getAttribute('aria-checked')).toBe('true');
  });

  it('options come from a dictionary or the host dynamic data', async () => {
    renderForm({
      document: aDocument([
        aControl('select', 'd', { options: { dictCode: 'Jflow_Degree' } }),
        aControl('radio', 'h', { options: { dynamic: true, dynamicKey: 'sizes' } }),
      ]),
      dataSource: {
        dict: (code) => Promise.resolve(code === 'Jflow_Degree' ? [{ label: 'Urgent', value: 'u' }] : []),
        dynamic: (key) => (key === 'sizes' ? [{ label: 'Large', value: 'L' }] : []),
      },
    });
    expect(await screen.findByRole('option', { name: 'Urgent' })).toBeTruthy();
    expect(await screen.findByLabelText('Large')).toBeTruthy();
  });

  it('a searchable select filters its options', () => {
    renderForm({
      document: aDocument([aControl('select', 's', { options: { ...opts, showSearch: true } })]),
    });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'tw' } });
    expect(screen.queryByRole('option', { name: 'One' })).toBeNull();
    expect(screen.getByRole('option', { name: 'Two' })).toBeTruthy();
  });

  it('cascader and treeSelect load on demand and pick nested values', async () => {
    const tree = { options: [{ label: 'A', value: 'a', children: [{ label: 'A1', value: 'a1' }] }] };
    const { handle } = renderForm({
      document: aDocument([
        aControl('cascader', 'cas', { options: tree }),
        aControl('treeSelect', 'tr', { options: tree }),
      ]),
    });
    const group = await screen.findByRole('group', { name: 'cas label' });
    fireEvent.change(group.querySelector('select')!, { target: { value: 'a' } });
    const levels = screen.getByRole('group', { name: 'cas label' }).querySelectorAll('select');
    expect(levels).toHaveLength(2);
    fireEvent.change(levels[1]!, { target: { value: 'a1' } });
    fireEvent.change(await screen.findByLabelText('tr label'), { target: { value: 'a1' } });
    await expect(handle().getData()).resolves.toMatchObject({ cas: ['a', 'a1'], tr: 'a1' });
  });
});

describe('date and time', () => {
  it('uses native inputs and stores YYYY-MM-DD, ranges and HH:mm:ss', async () => {
    const { handle } = renderForm({
      document: aDocument([
        aControl('date', 'day'),
        aControl('date', 'span', { options: { range: true } }),
        aControl('date', 'at', { options: { showTime: true } }),
        aControl('time', 'tm'),
      ]),
    });
    fireEvent.change(screen.getByLabelText('day label'), { target: { value: '2024-05-01' } });
    fireEvent.change(screen.getByLabelText('Start'), { target: { value: '2024-05-01' } });
    fireEvent.change(screen.getByLabelText('End'), { target: { value: '2024-05-03' } });
    const at = screen.getByLabelText('at label') as HTMLInputElement;
    expect(at.type).toBe('datetime-local');
    fireEvent.change(at, { target: { value: '2024-05-01T08:30' } });
    fireEvent.change(screen.getByLabelText('tm label'), { target: { value: '09:15' } });
    await act(async () => undefined);
    await expect(handle().getData()).resolves.toMatchObject({
      day: '2024-05-01',
      span: ['2024-05-01', '2024-05-03'],
      at: '2024-05-01 08:30:00',
      tm: '09:15:00',
    });
  });
});

describe('upload, pickers and address', () => {
  it('loads the upload field on demand, uploads through the data source with progress and respects the default limit of 3', async () => {
    let finish: (() => void) | undefined;
    const upload = ({ file, onProgress }: { file: File; onProgress: (p: number) => void }) =>
      new Promise<{ uid: string; name: string; url: string }>((resolve) => {
        onProgress(40);
        finish = () =>
          resolve({ uid: file.name, name: file.name, url: `https://cdn.example.com/${file.name}` });
      });
    const { handle } = renderForm({
      document: aDocument([aControl('uploadFile', 'files', { options: { defaultValue: '[]' } })]),
      dataSource: { upload },
    });
    const input = (await screen.findByLabelText('Upload')) as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['x'], 'a.txt')] } });
    expect(screen.getByRole('progressbar', { name: 'Uploading 40%' })).toBeTruthy();
    await act(async () => finish?.());
    expect(screen.getByRole('link', { name: 'a.txt' })).toBeTruthy();
    await expect(handle().getData()).resolves.toMatchObject({
      files: [expect.objectContaining({ name: 'a.txt', status: 'done' })],
    });
    expect(screen.getByText('Up to 3 files')).toBeTruthy();
  });

  it("refuses a file over the server's limit or free space at once, without sending it", async () => {
    const sent: string[] = [];
    const upload = ({ file }: { file: File }) => {
      sent.push(file.name);
      return Promise.resolve({ uid: file.name, name: file.name, url: '' });
    };
    const MB = 1024 * 1024;
    let usedBytes = 0;
    renderForm({
      document: aDocument([aControl('uploadFile', 'files', { options: { defaultValue: '[]' } })]),
      dataSource: {
        upload,
        uploadLimits: () => Promise.resolve({ usedBytes, quotaBytes: 10 * MB, maxFileBytes: 2 * MB }),
      },
    });
    const input = (await screen.findByLabelText('Upload')) as HTMLInputElement;
    const big = new File(['x'], 'big.zip');
    Object.defineProperty(big, 'size', { value: 3 * MB });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'The file is larger than 2 MB');
    fireEvent.click(screen.getByRole('button', { name: 'Remove big.zip' }));
    usedBytes = 9 * MB;
    const roomless = new File(['x'], 'roomless.zip');
    Object.defineProperty(roomless, 'size', { value: 1.5 * MB });
    fireEvent.change(input, { target: { files: [roomless] } });
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      "The file does not fit in the tenant's storage quota of 10 MB (1 MB free)",
    );
    expect(sent).toEqual([]);
  });
});
