import { describe, expect, it } from 'vitest';
import { formatFileSize } from './fileSize';

describe('formatFileSize', () => {
  it.each([
    [0, '0.00 B'],
    [1, '1.00 B'],
    [102, '102.00 B'],
    [102.4, '0.10 KB'],
    [103, '0.10 KB'],
    [1024, '1.00 KB'],
    [1536, '1.50 KB'],
    [104_857, '102.40 KB'],
    [104_858, '0.10 MB'],
    [1_048_576, '1.00 MB'],
    [20 * 1_048_576, '20.00 MB'],
    [107_374_182, '102.40 MB'],
    [107_374_183, '0.10 GB'],
    [1_073_741_824, '1.00 GB'],
    [5.5 * 1_073_741_824, '5.50 GB'],
    [-1, '0.00 B'],
    [Number.NaN, '0.00 B'],
  ])('%s bytes → %s', (bytes, text) => expect(formatFileSize(bytes)).toBe(text));
});
