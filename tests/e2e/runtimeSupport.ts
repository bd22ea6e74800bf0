import http from 'node:http';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

/** Port of the local endpoint that form events call (allowlisted as `localhost` via OUTBOUND_ALLOWLIST). */
export const EVENT_PORT = Number(process.env.E2E_EVENT_PORT ?? 8296);
export const RUNTIME_PAGE = '/tests/e2e/pages/runtime.html';

/** A tiny JSON endpoint for events: /cities answers a list, echoing the body it got. */
export const startEventEndpoint = async () => {
  const server = http.createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      const body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
      const province = String(body.province ?? '');
      const cities =
        province === 'js'
          ? [
              { n: 'Nanjing', v: 'nj' },
              { n: 'Suzhou', v: 'sz' },
            ]
          : [
              { n: 'Hangzhou', v: 'hz' },
              { n: 'Ningbo', v: 'nb' },
              { n: 'Wenzhou', v: 'wz' },
            ];
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ code: 200, data: { cities, capital: cities[0]?.n } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(EVENT_PORT, '127.0.0.1', resolve));
  return { close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
};

/** Opens the runtime test page with this document (the page must be signed in for events and uploads). */
export const openForm = async (page: Page, form: unknown, options: Record<string, unknown> = {}) => {
  await page.addInitScript(
    ([doc, opts]) => {
      (window as unknown as Record<string, unknown>).__FORM_DOC__ = doc;
      (window as unknown as Record<string, unknown>).__FORM_OPTIONS__ = opts;
    },
    [form, options] as const,
  );
  await page.goto(RUNTIME_PAGE);
};

/** The k-form-design fixture forms; the palette file lists one control of each type. */
export const fixtureForms = () => {
  const dir = path.join(process.cwd(), 'tests/fixtures/forms');
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => {
      const json = JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as Record<string, unknown>;
      if (!('defaultSchemaList' in json))
        return { name, form: json as { list: Array<Record<string, unknown>> } };
      const list = (json.defaultSchemaList as Array<Record<string, unknown>>).map(
        (control, index): Record<string, unknown> => ({
          ...control,
          key: `${String(control.type)}_${index}`,
          model: `${String(control.type)}_${index}`,
        }),
      );
      return {
        name,
        form: { list, config: { layout: 'horizontal', labelCol: { span: 4 }, wrapperCol: { span: 18 } } },
      };
    });
};

/** Builders for the small documents the tests use. */
export const control = (
  type: string,
  label: string,
  key: string,
  options: Record<string, unknown> = {},
  rules: unknown[] = [{ required: false, message: '' }],
) => ({
  type,
  label,
  key,
  model: key,
  options,
  rules,
});
export const aForm = (list: unknown[], config: Record<string, unknown> = {}) => ({
  list,
  config: { layout: 'horizontal', labelWidth: 120, labelLayout: 'flex', ...config },
});
