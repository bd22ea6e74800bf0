/**
 * Embedding snippets for the code view: a Vue component, a plain HTML page and a React component,
 * each mounting this form with the runtime (`mountForm` for Vue and HTML, `<FormRuntime>` for React).
 * Pure.
 */
import type { FormDocument } from '@shared/form';

export type CodeTab = 'vue' | 'html' | 'react';
export const CODE_TABS: readonly CodeTab[] = ['vue', 'html', 'react'];

/** Where the snippets import the runtime from (the repo alias by default). */
export const DEFAULT_RUNTIME_MODULE = '@runtime/index';

const indent = (text: string, spaces: number) => text.split('\n').join(`\n${' '.repeat(spaces)}`);

export function embedCode(
  tab: CodeTab,
  document: FormDocument,
  runtimeModule = DEFAULT_RUNTIME_MODULE,
): string {
  const json = indent(JSON.stringify(document, null, 2), 0);
  switch (tab) {
    case 'vue':
      return `<template>
  <div>
    <div ref="host"></div>
    <button type="button" @click="submit">Submit</button>
  </div>
</template>

<script setup>
import { onBeforeUnmount, onMounted, ref } from 'vue';
import { mountForm } from '${runtimeModule}';

const formDocument = ${json};

const host = ref(null);
let form;

onMounted(() => {
  form = mountForm(host.value, { document: formDocument });
});
onBeforeUnmount(() => form?.unmount());

async function submit() {
  try {
    const data = await form.getData();
    console.log('form data', data);
  } catch (errors) {
    console.warn('form errors', errors);
  }
}
</script>
`;
    case 'html':
      return `<!doctype html>
<html>
  <head>
    <meta charset="utf-8" />
    <title>Form</title>
  </head>
  <body>
    <div id="form"></div>
    <button type="button" id="submit">Submit</button>
    <script type="module">
      import { mountForm } from '${runtimeModule}';

      const formDocument = ${indent(json, 6)};

      const form = mountForm(document.getElementById('form'), { document: formDocument });
      document.getElementById('submit').addEventListener('click', async () => {
        try {
          console.log('form data', await form.getData());
        } catch (errors) {
          console.warn('form errors', errors);
        }
      });
    </script>
  </body>
</html>
`;
    case 'react':
      return `import { useRef } from 'react';
import { FormRuntime } from '${runtimeModule}';
import type { FormRuntimeHandle } from '${runtimeModule}';

const formDocument = ${json};

export function MyForm() {
  const form = useRef<FormRuntimeHandle>(null);
  const submit = async () => {
    try {
      console.log('form data', await form.current?.getData());
    } catch (errors) {
      console.warn('form errors', errors);
    }
  };
  return (
    <div>
      <FormRuntime ref={form} document={formDocument} />
      <button type="button" onClick={submit}>Submit</button>
    </div>
  );
}
`;
  }
}

/** Starts a browser download of text as a file. */
export function downloadText(fileName: string, text: string, mime = 'application/json'): void {
  const url = URL.createObjectURL(new Blob([text], { type: mime }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
