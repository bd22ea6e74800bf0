/** The Monaco editor, loaded offline in its own lazy chunk (default export for React.lazy). */
import Editor from '@monaco-editor/react';
import { setupMonaco } from './setupMonaco';

setupMonaco();

export interface MonacoEditorProps {
  value: string;
  language?: string;
  isReadOnly?: boolean;
  height?: number;
  onChange?: (value: string) => void;
  label?: string;
}

export default function MonacoEditor({
  value,
  language = 'json',
  isReadOnly = false,
  height = 420,
  onChange,
  label,
}: MonacoEditorProps) {
  return (
    <div className="fd-monaco" aria-label={label} data-testid="code-editor">
      <Editor
        height={height}
        language={language}
        value={value}
        onChange={(next) => onChange?.(next ?? '')}
        options={{
          readOnly: isReadOnly,
          minimap: { enabled: false },
          scrollBeyondLastLine: false,
          fontSize: 13,
          automaticLayout: true,
          tabSize: 2,
        }}
      />
    </div>
  );
}
