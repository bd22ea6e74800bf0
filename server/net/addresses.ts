import { isIP } from 'node:net';

/** Why an address may not be reached without being listed; `null` means a public address. */
export type AddressKind = 'loopback' | 'private' | 'linkLocal' | 'reserved' | null;

const v4Number = (address: string): number =>
  address.split('.').reduce((total, part) => total * 256 + Number(part), 0);

const inV4 = (value: number, base: string, bits: number): boolean => {
  const size = 2 ** (32 - bits);
  const start = v4Number(base);
  return value >= start && value < start + size;
};

const V4_RANGES: Array<[string, number, Exclude<AddressKind, null>]> = [
  ['127.0.0.0', 8, 'loopback'],
  ['10.0.0.0', 8, 'private'],
  ['172.16.0.0', 12, 'private'],
  ['192.168.0.0', 16, 'private'],
  ['100.64.0.0', 10, 'private'],
  ['169.254.0.0', 16, 'linkLocal'],
  ['0.0.0.0', 8, 'reserved'],
  ['192.0.0.0', 24, 'reserved'],
  ['198.18.0.0', 15, 'reserved'],
  ['224.0.0.0', 4, 'reserved'],
  ['240.0.0.0', 4, 'reserved'],
];

const classifyV4 = (address: string): AddressKind => {
  const value = v4Number(address);
  return V4_RANGES.find(([base, bits]) => inV4(value, base, bits))?.[2] ?? null;
};

/** Expands an IPv6 address to its 8 groups (numbers); an embedded IPv4 tail becomes two groups. */
const v6Groups = (address: string): number[] => {
  let text = address.toLowerCase().split('%')[0] ?? '';
  const v4Tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4Tail?.[1]) {
    const n = v4Number(v4Tail[1]);
    text = `${text.slice(0, -v4Tail[1].length)}${(n >>> 16).toString(16)}:${(n & 0xffff).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const headParts = head ? head.split(':') : [];
  const tailParts = tail ? tail.split(':') : [];
  const fill = tail === undefined ? [] : new Array<string>(8 - headParts.length - tailParts.length).fill('0');
  return [...headParts, ...fill, ...tailParts].map((part) => parseInt(part, 16));
};

const classifyV6 = (address: string): AddressKind => {
  const g = v6Groups(address);
  const [g0 = 0, g1 = 0, g2 = 0, g3 = 0, g4 = 0, g5 = 0, g6 = 0, g7 = 0] = g;
  const isZeroPrefix = g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0;
  // IPv4-mapped (::ffff:a.b.c.d) and IPv4-compatible (::a.b.c.d) addresses are judged by their IPv4 part.
  if (isZeroPrefix && (g5 === 0xffff || (g5 === 0 && (g6 !== 0 || g7 > 1)))) {
    return classifyV4(`${g6 >> 8}.${g6 & 0xff}.${g7 >> 8}.${g7 & 0xff}`);
  }
  if (isZeroPrefix && g5 === 0 && g6 === 0 && g7 === 1) return 'loopback';
  if (isZeroPrefix && g5 === 0 && g6 === 0 && g7 === 0) return 'reserved';
  if ((g0 & 0xfe00) === 0xfc00) return 'private';
  if ((g0 & 0xffc0) === 0xfe80) return 'linkLocal';
  if ((g0 & 0xff00) === 0xff00) return 'reserved';
  // NAT64 (64:ff9b::/96) embeds an IPv4 address.
  if (g0 === 0x64 && g1 === 0xff9b) return classifyV4(`${g6 >> 8}.${g6 & 0xff}.${g7 >> 8}.${g7 & 0xff}`);
  return null;
};

/** Classifies an IP literal; anything that is not an IP literal is 'reserved' (never reachable unlisted). */
export const classifyAddress = (address: string): AddressKind => {
  const bare = address.replace(/^\[|\]$/g, '');
  const family = isIP(bare);
  if (family === 4) return classifyV4(bare);
  if (family === 6) return classifyV6(bare);
  return 'reserved';
};

export const isIpLiteral = (host: string): boolean => isIP(host.replace(/^\[|\]$/g, '')) !== 0;
