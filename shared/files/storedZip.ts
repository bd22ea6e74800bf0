/**
 * A zip archive whose entries are stored as they are (method 0, no compression): enough to hand several files
 * over as one download when they are already compressed (JPEG tiles). Names are UTF-8 (general-purpose flag
 * bit 11), so a flow named in Chinese keeps its name. No zip64: entries and archive stay under 4 GB.
 */

export interface ZipEntry {
  name: string;
  data: Uint8Array;
}

const LOCAL_HEADER = 30;
const CENTRAL_HEADER = 46;
const END_RECORD = 22;
const UTF8_NAMES = 0x0800;
const VERSION = 20;

let crcTable: Uint32Array | undefined;

/** CRC-32 (IEEE 802.3, the polynomial zip uses) of `data`. */
export function crc32(data: Uint8Array): number {
  if (!crcTable) {
    crcTable = new Uint32Array(256);
    for (let n = 0; n < 256; n += 1) {
      let c = n;
      for (let bit = 0; bit < 8; bit += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      crcTable[n] = c >>> 0;
    }
  }
  let crc = 0xffffffff;
  for (const byte of data) crc = (crcTable[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** MS-DOS time and date fields of a local time (zip's own clock, two-second steps, years from 1980). */
function dosTime(date: Date): { time: number; day: number } {
  const year = Math.max(1980, date.getFullYear());
  return {
    time: (date.getHours() << 11) | (date.getMinutes() << 5) | (date.getSeconds() >> 1),
    day: ((year - 1980) << 9) | ((date.getMonth() + 1) << 5) | date.getDate(),
  };
}

/** The archive's bytes: each entry's local header and data, then the central directory and its end record. */
export function storedZip(entries: readonly ZipEntry[], date = new Date()): Uint8Array<ArrayBuffer> {
  const encoder = new TextEncoder();
  const names = entries.map((entry) => encoder.encode(entry.name));
  const crcs = entries.map((entry) => crc32(entry.data));
  const dataSize = entries.reduce(
    (sum, entry, i) => sum + LOCAL_HEADER + (names[i]?.length ?? 0) + entry.data.length,
    0,
  );
  const directorySize = names.reduce((sum, name) => sum + CENTRAL_HEADER + name.length, 0);
  const bytes = new Uint8Array(dataSize + directorySize + END_RECORD);
  const view = new DataView(bytes.buffer);
  const { time, day } = dosTime(date);
  let at = 0;
  const u16 = (value: number) => {
    view.setUint16(at, value, true);
    at += 2;
  };
  const u32 = (value: number) => {
    view.setUint32(at, value, true);
    at += 4;
  };
  const put = (data: Uint8Array) => {
    bytes.set(data, at);
    at += data.length;
  };
  /** The fields local and central headers share, from "version needed" to the extra field's length. */
  const common = (i: number) => {
    [VERSION, UTF8_NAMES, 0, time, day].forEach(u16);
    [crcs[i] ?? 0, entries[i]?.data.length ?? 0, entries[i]?.data.length ?? 0].forEach(u32);
    [names[i]?.length ?? 0, 0].forEach(u16);
  };
  const offsets: number[] = [];
  entries.forEach((entry, i) => {
    offsets.push(at);
    u32(0x04034b50);
    common(i);
    put(names[i] ?? new Uint8Array());
    put(entry.data);
  });
  const directoryStart = at;
  entries.forEach((_entry, i) => {
    u32(0x02014b50);
    u16(VERSION);
    common(i);
    [0, 0, 0].forEach(u16); // comment length, disk number, internal attributes
    [0, offsets[i] ?? 0].forEach(u32); // external attributes, where the local header is
    put(names[i] ?? new Uint8Array());
  });
  u32(0x06054b50);
  [0, 0, entries.length, entries.length].forEach(u16);
  [directorySize, directoryStart].forEach(u32);
  u16(0);
  return bytes;
}
