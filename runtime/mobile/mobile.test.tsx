// @vitest-environment happy-dom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FORM_DETAIL_PATH, fetchForm, formIdFromHash, readAdminToken } from './fetchForm';
import { MobilePreview } from './MobilePreview';
import { mountForm } from '../mountForm';
import { stripDangerous } from '../controls/sanitize';

const doc = {
  list: [{ type: 'input', label: 'Reason', key: 'reason', model: 'reason', options: {} }],
  config: { layout: 'horizontal' },
};
const reply = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status }));

describe('mobile preview', () => {
  it('reads the id from the hash and the token from the Admin-Token cookie', () => {
    expect(formIdFromHash('#/preview?id=42')).toBe('42');
    expect(formIdFromHash('#/preview')).toBeUndefined();
    expect(readAdminToken('a=1; Admin-Token=abc%3D; b=2')).toBe('abc=');
  });

  it('fetches with the bearer token and parses data.jsonContent', async () => {
    const fetcher = vi.fn(() =>
      reply({ code: '10000', msg: 'ok', data: { jsonContent: JSON.stringify(doc) } }),
    );
    const form = await fetchForm('7', 'tok', fetcher as unknown as typeof fetch);
    expect(fetcher).toHaveBeenCalledWith(`${FORM_DETAIL_PATH}?id=7`, {
      headers: { Accept: 'application/json', Authorization: 'Bearer tok' },
    });
    expect(form?.list[0]?.key).toBe('reason');
    await expect(
      fetchForm('7', undefined, (() => reply({ code: '50000', msg: 'no' })) as unknown as typeof fetch),
    ).rejects.toThrow('no');
  });

  it('shows loading, then the form; empty and error states with retry', async () => {
    const ok = vi.fn(() => reply({ code: '10000', msg: 'ok', data: { jsonContent: JSON.stringify(doc) } }));
    const { unmount } = render(
      <MobilePreview formId="1" token="t" locale="en_US" fetcher={ok as unknown as typeof fetch} />,
    );
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect(await screen.findByLabelText('Reason')).toBeTruthy();
    unmount();
    render(<MobilePreview formId={undefined} token={undefined} locale="en_US" />);
    expect(screen.getByText('No form')).toBeTruthy();
    const failing = vi.fn(() => reply({}, 500));
    render(
      <MobilePreview formId="2" token="t" locale="en_US" fetcher={failing as unknown as typeof fetch} />,
    );
    expect(await screen.findByText('Failed to load the form')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByText('Failed to load the form');
    expect(failing).toHaveBeenCalledTimes(2);
  });
});

describe('mountForm and html cleaning', () => {
  it('mounts into a plain element and exposes the handle', async () => {
    const element = document.createElement('div');
    document.body.appendChild(element);
    const mounted = mountForm(element, { document: doc as never, locale: 'en_US' });
    expect(element.querySelector('label')?.textContent).toBe('Reason');
    await mounted.setData({ reason: 'trip' });
    await expect(mounted.getData()).resolves.toEqual({ reason: 'trip' });
    mounted.unmount();
    expect(element.innerHTML).toBe('');
  });

  it('removes scripts, handlers and script URLs', () => {
    const clean = stripDangerous(
      '<p onclick="x()">a</p><script>x()</script><a href="javascript:x()">l</a><img src="data:image/png;base64,AA">',
    );
    expect(clean).not.toMatch(/script|onclick|javascript/);
    expect(clean).toContain('<p>a</p>');
    expect(clean).toContain('data:image/png');
  });
});
