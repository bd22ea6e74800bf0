import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text files worth compressing, and the size below which compressing gains nothing. */
const TEXT = /\.(js|css|html|json|svg|webmanifest)$/;
const MIN_BYTES = 1024;

const filesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? filesUnder(file) : [file];
  });

/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy beside every text file of the phone build, once, at build time:
 * the server sends the copy a browser accepts (server/http/staticFiles.ts, `preCompressed`), so a phone on a slow
 * network downloads a third of the bytes and the server spends no CPU compressing per request.
 */
export const precompress = (): Plugin => {
  let outDir = '';
  return {
    name: 'phone-precompress',
    apply: 'build',
    configResolved: (config) => {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: () => {
      for (const file of filesUnder(outDir)) {
        if (!TEXT.test(file)) continue;
        const content = readFileSync(file);
        if (content.length < MIN_BYTES) continue;
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
};
