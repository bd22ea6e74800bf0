import { describe, expect, it } from 'vitest';
import { readZip } from '../../tests/support/readZip';
import { crc32, storedZip } from './storedZip';

const text = (value: string) => new TextEncoder().encode(value);

describe('crc32', () => {
  it('matches the standard check values', () => {
    expect(crc32(text('123456789'))).toBe(0xcbf43926);
    expect(crc32(new Uint8Array())).toBe(0);
    expect(crc32(text('The quick brown fox jumps over the lazy dog'))).toBe(0x414fa339);
  });
});

describe('storedZip', () => {
  it('stores each file as it is, with UTF-8 names, in order', () => {
    const jpeg = Uint8Array.from({ length: 1000 }, (_, i) => (i * 37) % 256);
    const bytes = storedZip([
      { name: '请假-01-of-02.jpg', data: jpeg },
      { name: 'b.txt', data: text('hello') },
    ]);
    const entries = readZip(bytes);
    expect(entries.map((entry) => entry.name)).toEqual(['请假-01-of-02.jpg', 'b.txt']);
    expect(entries[0]?.data).toEqual(jpeg);
    expect(new TextDecoder().decode(entries[1]?.data)).toBe('hello');
    for (const entry of entries) {
      expect(entry.method).toBe(0);
      expect(entry.flags & 0x0800).toBe(0x0800);
      expect(entry.crc).toBe(crc32(entry.data));
    }
  });

  it('has the exact size of its headers and data: nothing compressed, nothing padded', () => {
    const name = 'flow-tiles.jpg';
    const bytes = storedZip([{ name, data: new Uint8Array(10) }]);
    expect(bytes.length).toBe(30 + name.length + 10 + 46 + name.length + 22);
    expect(Array.from(bytes.subarray(0, 4))).toEqual([0x50, 0x4b, 0x03, 0x04]);
  });

  it('an empty archive is just the end record', () => {
    expect(readZip(storedZip([]))).toEqual([]);
    expect(storedZip([]).length).toBe(22);
  });

  it('records the local time in DOS form', () => {
    const bytes = storedZip([{ name: 'a', data: new Uint8Array(1) }], new Date(2026, 10, 26, 19, 30, 42));
    const view = new DataView(bytes.buffer);
    expect(view.getUint16(10, true)).toBe((19 << 11) | (30 << 5) | 21);
    expect(view.getUint16(12, true)).toBe(((2026 - 1980) << 9) | (11 << 5) | 26);
  });
});
