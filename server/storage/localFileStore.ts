import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ByteRange, FileStore } from './fileStore';

/**
 * Files in a local directory (`DATA_DIR/files`), one folder per tenant. A write goes to a hidden `.part` file that
 * is renamed into place only when complete, so a failed upload leaves nothing a download could find.
 */
export const createLocalFileStore = (root: string): FileStore => {
  const base = path.resolve(root);
  const pathOf = (key: string) => {
    const full = path.resolve(base, key);
    if (!full.startsWith(base + path.sep)) throw new Error(`file key outside the store: ${key}`);
    return full;
  };
  const sizeOf = (file: string) =>
    stat(file).then(
      (s) => (s.isFile() ? s.size : null),
      () => null,
    );

  return {
    kind: 'local',
    put: async (key, body: Readable) => {
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      const temp = path.join(path.dirname(target), `.${path.basename(target)}.part`);
      try {
        await pipeline(body, createWriteStream(temp));
        const { size } = await stat(temp);
        await rename(temp, target);
        return size;
      } finally {
        await rm(temp, { force: true });
      }
    },
    head: async (key) => {
      const size = await sizeOf(pathOf(key));
      return size === null ? null : { size };
    },
    get: async (key, range?: ByteRange) => {
      const file = pathOf(key);
      if ((await sizeOf(file)) === null) return null;
      return createReadStream(file, range ? { start: range.start, end: range.end } : {});
    },
    delete: async (key) => rm(pathOf(key), { force: true }),
    close: async () => undefined,
  };
};
