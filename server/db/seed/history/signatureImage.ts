/** A handwritten-looking signature for the demo history: a wavy stroke drawn into a small PNG, as a data URL. */
import { crc32, deflateSync } from 'node:zlib';
import type { Random } from './random';

const WIDTH = 160;
const HEIGHT = 48;

const chunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** Greyscale with alpha: transparent paper, a dark ink stroke whose waves depend on `random`. */
export const signatureDataUrl = (random: Random): string => {
  const rows = Array.from({ length: HEIGHT }, () => Buffer.alloc(1 + WIDTH * 2));
  const waves = 2 + random.next() * 3;
  const lift = random.next() * Math.PI;
  for (let x = 8; x < WIDTH - 8; x++) {
    const y = Math.round(HEIGHT / 2 + Math.sin((x / WIDTH) * waves * Math.PI * 2 + lift) * (HEIGHT / 4));
    for (let dy = -1; dy <= 1; dy++) {
      const row = rows[y + dy];
      if (row) row.writeUInt16BE(0x20ff, 1 + x * 2);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(WIDTH, 0);
  header.writeUInt32BE(HEIGHT, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(4, 9); // greyscale with alpha
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return `data:image/png;base64,${png.toString('base64')}`;
};
