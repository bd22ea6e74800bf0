import type { Readable } from 'node:stream';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { S3StoreConfig } from '../fileStoreConfig';
import type { FileStore } from './fileStore';

/**
 * Parts of a multipart upload: S3's smallest part, sent two at a time, so one upload holds at most about three parts
 * in memory however large the file is. A file smaller than one part goes in a single PUT.
 */
const PART_BYTES = 5 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404);

/** Counts the bytes that pass. */
const byteCounter = () => {
  const counter = Object.assign(
    new Transform({
      transform(chunk: Buffer, _encoding, done) {
        counter.bytes += chunk.length;
        done(null, chunk);
      },
    }),
    { bytes: 0 },
  );
  return counter;
};

/** Files in an S3-compatible bucket (AWS S3, MinIO, Ceph, …) through the AWS SDK v3 client. */
export const createS3FileStore = (config: S3StoreConfig): FileStore => {
  const client = new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    ...(config.accessKeyId && config.secretAccessKey
      ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }
      : {}),
    // Checksums only where S3 requires them: many S3-compatible servers do not understand the trailing-checksum
    // (aws-chunked) uploads the SDK would otherwise send.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = config.bucket;

  return {
    kind: 's3',
    put: async (Key, body, contentType) => {
      const counter = byteCounter();
      const upload = new Upload({
        client,
        params: { Bucket, Key, Body: counter, ContentType: contentType },
        partSize: PART_BYTES,
        queueSize: PARTS_IN_FLIGHT,
      });
      // Both sides settle before answering: a failed body makes the SDK abort the multipart upload, a failed
      // upload stops the body. The body's own error (a size limit, say) is the one worth reporting.
      const [sent, read] = await Promise.allSettled([
        upload.done().catch((error: unknown) => {
          counter.destroy(error instanceof Error ? error : new Error(String(error)));
          throw error;
        }),
        pipeline(body, counter),
      ]);
      if (read.status === 'rejected') throw read.reason;
      if (sent.status === 'rejected') throw sent.reason;
      return counter.bytes;
    },
    head: async (Key) => {
      try {
        const answer = await client.send(new HeadObjectCommand({ Bucket, Key }));
        return { size: answer.ContentLength ?? 0 };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    get: async (Key, range) => {
      try {
        const answer = await client.send(
          new GetObjectCommand({
            Bucket,
            Key,
            ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
          }),
        );
        return (answer.Body as Readable | undefined) ?? null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    delete: async (Key) => {
      await client.send(new DeleteObjectCommand({ Bucket, Key }));
    },
    close: async () => client.destroy(),
  };
};
