/** Monaco behind React.lazy: the editor chunk loads only when a JSON or code modal opens. */
import { Suspense, lazy } from 'react';
import { Spinner } from '@blueprintjs/core';
import type { MonacoEditorProps } from './monaco/MonacoEditor';

const MonacoEditor = lazy(() => import('./monaco/MonacoEditor'));

export function CodeEditor(props: MonacoEditorProps) {
  return (
    <Suspense
      fallback={
        <div className="fd-monaco-loading" style={{ height: props.height ?? 420 }}>
          <Spinner size={24} />
        </div>
      }
    >
      <MonacoEditor {...props} />
    </Suspense>
  );
}
