import { describe, expect, it } from 'vitest';
import { classifyAddress } from './addresses';

describe('classifyAddress', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'loopback'],
    ['10.0.0.1', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['100.64.0.1', 'private'],
    ['169.254.169.254', 'linkLocal'],
    ['0.0.0.0', 'reserved'],
    ['224.0.0.1', 'reserved'],
    ['255.255.255.255', 'reserved'],
    ['::1', 'loopback'],
    ['[::1]', 'loopback'],
    ['::', 'reserved'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['::ffff:10.1.1.1', 'private'],
    ['64:ff9b::a9fe:a9fe', 'linkLocal'],
    ['fc00::1', 'private'],
    ['fd12:3456::1', 'private'],
    ['fe80::1', 'linkLocal'],
    ['ff02::1', 'reserved'],
    ['not-an-ip', 'reserved'],
  ])('%s is %s', (address, kind) => expect(classifyAddress(address)).toBe(kind));

  it.each([
    '8.8.8.8',
    '172.15.255.255',
    '172.32.0.1',
    '192.169.0.1',
    '1.1.1.1',
    '2606:4700::1111',
    '::ffff:8.8.8.8',
  ])('%s is public', (address) => expect(classifyAddress(address)).toBeNull());
});
