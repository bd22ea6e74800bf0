import type { Plugin, Rolldown } from 'vite';
import { PHONE_BOOT_FILES_ID, PHONE_BOOT_SCRIPT, type PhoneBootFiles } from '../../shared/phone/phoneBoot.ts';

/** Where index.html takes the boot script: at the top of its head, before anything else loads. */
export const PHONE_BOOT_MARK = '<!-- phone-boot -->';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

const chunksOf = (bundle: OutputBundle): OutputChunk[] =>
  Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');

/** A chunk and the chunks it imports, leaving out those the entry page loads anyway. */
const withImports = (bundle: OutputBundle, start: OutputChunk, loaded: Set<string>): string[] => {
  const files: string[] = [];
  const visit = (fileName: string) => {
    if (loaded.has(fileName) || files.includes(fileName)) return;
    files.push(fileName);
    const chunk = bundle[fileName];
    if (chunk?.type === 'chunk') chunk.imports.forEach(visit);
  };
  visit(start.fileName);
  return files;
};

/** The stylesheets Vite loads with these chunks (a lazy chunk's import waits for them). */
const stylesOf = (bundle: OutputBundle, files: string[]): string[] => {
  const styles = new Set<string>();
  for (const file of files) {
    const chunk = bundle[file];
    if (chunk?.type === 'chunk') chunk.viteMetadata?.importedCss.forEach((css) => styles.add(css));
  }
  return [...styles];
};

/** The entry chunk's whole static graph (the files every page loads). */
const entryGraph = (bundle: OutputBundle): Set<string> => {
  const loaded = new Set<string>();
  const visit = (fileName: string) => {
    if (loaded.has(fileName)) return;
    loaded.add(fileName);
    const chunk = bundle[fileName];
    if (chunk?.type === 'chunk') chunk.imports.forEach(visit);
  };
  chunksOf(bundle)
    .filter((chunk) => chunk.isEntry)
    .forEach((chunk) => visit(chunk.fileName));
  return loaded;
};

/** Per locale, the chunk of one namespace's texts (`shared/i18n/locales/<locale>/<namespace>.json`). */
const localeChunks = (chunks: OutputChunk[], namespace: string, href: (file: string) => string) => {
  const pattern = new RegExp(`/locales/([a-zA-Z_]+)/${namespace}\\.json$`);
  const found: Record<string, string> = {};
  for (const chunk of chunks) {
    const locale = pattern.exec(chunk.facadeModuleId ?? '')?.[1];
    if (locale) found[locale] = href(chunk.fileName);
  }
  return found;
};

/**
 * Puts the phone pages' boot script (shared/phone/phoneBoot.ts) at the top of index.html, with the list of files it
 * may preload as a JSON data block: the language chunks and, for a task link, the task page's code. The script's
 * text never changes with a build (the Content-Security-Policy allows it by its hash); only the data block does.
 */
export const phoneBoot = (): Plugin => {
  let base = '/';
  return {
    name: 'phone-boot',
    apply: 'build',
    configResolved: (config) => {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html, context) => {
        const bundle = context.bundle;
        if (!bundle) return html;
        const href = (file: string) => `${base}${file}`;
        const chunks = chunksOf(bundle);
        const taskPage = chunks.find((chunk) =>
          /\/pages\/task\/TaskPage\.tsx$/.test(chunk.facadeModuleId ?? ''),
        );
        const taskFiles = taskPage ? withImports(bundle, taskPage, entryGraph(bundle)) : [];
        const files: PhoneBootFiles = {
          task: taskFiles.map(href),
          taskStyles: stylesOf(bundle, taskFiles).map(href),
          mobile: localeChunks(chunks, 'mobile', href),
          approval: localeChunks(chunks, 'approval', href),
        };
        // `<` escaped: the data block can never end its own script element
        const data = JSON.stringify(files).replace(/</g, '\\u003c');
        return html.replace(
          PHONE_BOOT_MARK,
          () =>
            `<script type="application/json" id="${PHONE_BOOT_FILES_ID}">${data}</script>\n` +
            `    <script>${PHONE_BOOT_SCRIPT}</script>`,
        );
      },
    },
  };
};
