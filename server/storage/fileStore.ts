import type { Readable } from 'node:stream';

/** Inclusive byte positions of a range read, as in an HTTP `Range` header. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where uploaded bytes live: the local directory (the default) or an S3-compatible bucket. Keys are
 * `<tenant>/<stored name>` (see `fileKey`); bytes always flow as streams, never as one buffer.
 */
export interface FileStore {
  readonly kind: 'local' | 's3';
  /**
   * Stores the stream under the key and resolves with the bytes written. When the stream fails (a size limit hit,
   * the client gone) it rejects with that error and leaves nothing under the key.
   */
  put(key: string, body: Readable, contentType: string): Promise<number>;
  /** The stored size, or null when there is no such key. */
  head(key: string): Promise<{ size: number } | null>;
  /** A stream of the whole object or of the range; null when there is no such key. */
  get(key: string, range?: ByteRange): Promise<Readable | null>;
  /** Removes the key; a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** Releases connections. */
  close(): Promise<void>;
}
