/**
 * Embedding snippets for the code view: a Vue component, a plain HTML page and a React component, each mounting this
 * form with the runtime package (`mountForm` for Vue and HTML, `<FormRuntime>` for React). Each file starts with the
 * one command that installs what it imports. Pure.
 */
import type { FormDocument } from '@shared/form';
import runtimePackage from '@runtime/package.json' with { type: 'json' };

export type CodeTab = 'vue' | 'html' | 'react';
export const CODE_TABS: readonly CodeTab[] = ['vue', 'html', 'react'];

/** The runtime's package name (runtime/package.json). */
export const RUNTIME_PACKAGE = runtimePackage.name;
/** The build with React inside, for hosts that are not React apps (Vue, a plain page). */
const STANDALONE = `${RUNTIME_PACKAGE}/standalone`;
const STYLESHEET = `${RUNTIME_PACKAGE}/style.css`;
/** Where `npm install` puts the package, from a page in the same folder. */
const INSTALLED = `./node_modules/${RUNTIME_PACKAGE}`;

/** The command that installs what each snippet imports. */
export const INSTALL_COMMANDS: Record<CodeTab, string> = {
  vue: `npm install ${RUNTIME_PACKAGE} vue`,
  html: `npm install ${RUNTIME_PACKAGE}`,
  react: `npm install ${RUNTIME_PACKAGE} react react-dom`,
};

const indent = (text: string, spaces: number) => text.split('\n').join(`\n${' '.repeat(spaces)}`);

export function embedCode(tab: CodeTab, document: FormDocument): string {
  const json = JSON.stringify(document, null, 2);
  switch (tab) {
    case 'vue':
      return `<!-- ${INSTALL_COMMANDS.vue} -->
<template>
  <div>
    <div ref="host"></div>
    <button type="button" @click="submit">Submit</button>
  </div>
</template>

<script setup>
import { onBeforeUnmount, onMounted, ref } from 'vue';
import { mountForm } from '${STANDALONE}';
import '${STYLESHEET}';

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
      return `<!-- ${INSTALL_COMMANDS.html}, then serve this folder: no build step needed -->
<!doctype html>
<html>
  <head>
    <meta charset="utf-8" />
    <title>Form</title>
    <link rel="stylesheet" href="${INSTALLED}/dist/form-runtime.css" />
    <script type="importmap">
      { "imports": { "${STANDALONE}": "${INSTALLED}/dist/standalone/form-runtime.js" } }
    </script>
  </head>
  <body>
    <div id="form"></div>
    <button type="button" id="submit">Submit</button>
    <script type="module">
      import { mountForm } from '${STANDALONE}';

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
      return `// ${INSTALL_COMMANDS.react}
import { useRef } from 'react';
import { FormRuntime } from '${RUNTIME_PACKAGE}';
import type { FormRuntimeHandle } from '${RUNTIME_PACKAGE}';
import '${STYLESHEET}';

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
