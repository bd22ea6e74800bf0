/**
 * Test-only host page for the form runtime (built only for e2e and benchmarks). The test puts a form document
 * in `window.__FORM_DOC__` before the page loads; the page renders it with the console's data source and shows
 * what getData() resolves or rejects with.
 */
import { useMemo, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { createApiClient } from '@shared/api/client';
import type { FormDocument } from '@shared/form';
import { FormRuntime, createConsoleDataSource, type FormRuntimeHandle } from '@runtime/index';

declare global {
  interface Window {
    __FORM_DOC__?: FormDocument;
    __FORM_OPTIONS__?: { outputString?: boolean; locale?: string };
    __FORM_HANDLE__?: FormRuntimeHandle | null;
  }
}

const readToken = () => {
  const part = document.cookie.split('; ').find((item) => item.startsWith('Admin-Token='));
  return part ? decodeURIComponent(part.slice('Admin-Token='.length)) : undefined;
};

function TestHost({ form }: { form: FormDocument }) {
  const handle = useRef<FormRuntimeHandle | null>(null);
  // each answer is numbered, so a test waits for the answer to its own click rather than read the one before
  const [answer, setAnswer] = useState({ count: 0, text: '' });
  const setResult = (text: string) => setAnswer((previous) => ({ count: previous.count + 1, text }));
  const dataSource = useMemo(() => {
    const client = createApiClient({
      token: readToken,
      language: () => 'en_US',
      t: (key) => key,
      notifyError: () => undefined,
      showRelogin: () => undefined,
    });
    return createConsoleDataSource({ call: client.call, token: readToken, language: () => 'en_US' });
  }, []);
  const options = window.__FORM_OPTIONS__ ?? {};
  return (
    <main style={{ maxWidth: 960, margin: '0 auto', padding: 16 }}>
      <FormRuntime
        ref={(value) => {
          handle.current = value;
          window.__FORM_HANDLE__ = value;
        }}
        document={form}
        locale={options.locale ?? 'en_US'}
        outputString={options.outputString}
        dataSource={dataSource}
      />
      <div style={{ display: 'flex', gap: 8, marginTop: 16 }}>
        <button
          type="button"
          onClick={() =>
            handle.current?.getData().then(
              (data) => setResult(JSON.stringify({ ok: true, data })),
              (errors: unknown) => setResult(JSON.stringify({ ok: false, errors })),
            )
          }
        >
          Get data
        </button>
      </div>
      <pre data-testid="result" data-answers={answer.count} style={{ whiteSpace: 'pre-wrap' }}>
        {answer.text}
      </pre>
    </main>
  );
}

const element = document.getElementById('root');
const form = window.__FORM_DOC__;
if (element) createRoot(element).render(form ? <TestHost form={form} /> : <p>No form given</p>);
