/** Loads a saved form by id for the mobile preview (envelope `{ code: '10000', msg, data: { jsonContent } }`). */
import { normaliseDocument } from '@shared/form';
import type { FormDocument } from '@shared/form';

export const FORM_DETAIL_PATH = '/digital-portal/api/authority/admin/workflow/form/config/detail';

/** The session token from the `Admin-Token` cookie. */
export function readAdminToken(cookie: string): string | undefined {
  for (const part of cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === 'Admin-Token') return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

/** The `id` query parameter of a hash route like `#/preview?id=12`. */
export function formIdFromHash(hash: string): string | undefined {
  const query = hash.includes('?') ? hash.slice(hash.indexOf('?') + 1) : '';
  return new URLSearchParams(query).get('id') ?? undefined;
}

export class FormLoadError extends Error {}

/** Fetches and parses the form; resolves null when the form has no content. */
export async function fetchForm(
  id: string,
  token: string | undefined,
  fetcher: typeof fetch = fetch,
): Promise<FormDocument | null> {
  const response = await fetcher(`${FORM_DETAIL_PATH}?id=${encodeURIComponent(id)}`, {
    headers: { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });
  if (!response.ok) throw new FormLoadError(`HTTP ${response.status}`);
  const body = (await response.json()) as {
    code?: string;
    msg?: string;
    data?: { jsonContent?: string } | null;
  };
  if (body.code !== '10000') throw new FormLoadError(body.msg ?? 'error');
  const text = body.data?.jsonContent;
  if (!text) return null;
  const parsed = JSON.parse(text) as FormDocument;
  if (!parsed || !Array.isArray(parsed.list)) return null;
  return normaliseDocument(parsed);
}
