import { describe, expect, it } from 'vitest';
import { readConfig } from './config';

describe('readConfig publicUrl', () => {
  it('is PUBLIC_URL without its trailing slash, or the server’s own address', () => {
    expect(readConfig({ PUBLIC_URL: ' https://portal.example.com/ ' }).publicUrl).toBe(
      'https://portal.example.com',
    );
    expect(readConfig({ HOST: '0.0.0.0', PORT: '9000' }).publicUrl).toBe('http://0.0.0.0:9000');
    expect(readConfig({}).publicUrl).toBe('http://127.0.0.1:8080');
  });
});
