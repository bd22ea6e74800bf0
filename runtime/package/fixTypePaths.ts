/**
 * tsc keeps the repository's path aliases (`@shared/form`) and extensionless relative paths in the declarations it
 * writes. A project that installs the package knows neither, so every specifier that points into the emitted tree is
 * rewritten to a relative path with its `.js` extension (which TypeScript maps to the `.d.ts` beside it). Stylesheet
 * imports, which tsc keeps as they are, are dropped: the stylesheet is the package's `style.css` export.
 */
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const STYLESHEET_IMPORT = /^import\s*['"][^'"]+\.css['"];\n/gm;
const SPECIFIER = /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])([^'"]+)\2/g;

/** The emitted file a specifier names, as a `.js` path, or undefined when it is not in the tree. */
function emittedTarget(typesRoot: string, fromDir: string, specifier: string): string | undefined {
  const base = specifier.startsWith('@shared/')
    ? path.join(typesRoot, 'shared', specifier.slice('@shared/'.length))
    : specifier.startsWith('.')
      ? path.resolve(fromDir, specifier)
      : undefined;
  if (!base) return undefined;
  const stem = base.replace(/\.(js|ts|tsx)$/, '');
  if (existsSync(`${stem}.d.ts`)) return `${stem}.js`;
  if (existsSync(path.join(stem, 'index.d.ts'))) return path.join(stem, 'index.js');
  return undefined;
}

export function rewriteSpecifiers(typesRoot: string, file: string, text: string): string {
  const fromDir = path.dirname(file);
  return text
    .replace(STYLESHEET_IMPORT, '')
    .replace(SPECIFIER, (whole, lead: string, quote: string, specifier: string) => {
      const target = emittedTarget(typesRoot, fromDir, specifier);
      if (!target) return whole;
      const relative = path.relative(fromDir, target).split(path.sep).join('/');
      return `${lead}${quote}${relative.startsWith('.') ? relative : `./${relative}`}${quote}`;
    });
}

export function fixTypePaths(typesRoot: string): void {
  const files = readdirSync(typesRoot, { recursive: true, encoding: 'utf8' }).filter((f) =>
    f.endsWith('.d.ts'),
  );
  for (const name of files) {
    const file = path.join(typesRoot, name);
    const text = readFileSync(file, 'utf8');
    const fixed = rewriteSpecifiers(typesRoot, file, text);
    if (fixed !== text) writeFileSync(file, fixed);
  }
}
