import { describe, expect, it } from 'vitest';
import { readStoredAnswer, storedAnswer } from './storedAnswer';

describe('a recipient’s stored answer', () => {
  it('keeps our sentence and the vendor’s reply apart, and reads them back', () => {
    const stored = storedAnswer({ answer: 'Accepted by the provider', reply: '250 2.0.0 Ok: queued as 42' });
    expect(readStoredAnswer(stored)).toEqual({
      answer: 'Accepted by the provider',
      reply: '250 2.0.0 Ok: queued as 42',
    });
  });
  it('stores a sentence alone when nothing was replied, and reads older plain rows as sentences', () => {
    expect(storedAnswer({ answer: 'No mail address on file.' })).toBe('No mail address on file.');
    expect(readStoredAnswer('250 Ok')).toEqual({ answer: '250 Ok', reply: '' });
    expect(readStoredAnswer('{"answer": broken')).toEqual({ answer: '{"answer": broken', reply: '' });
  });
  it('keeps a long reply whole enough to read, never breaking the document', () => {
    const stored = storedAnswer({ answer: 'Refused by the provider', reply: 'x'.repeat(5000) });
    expect(stored.length).toBeLessThanOrEqual(2000);
    expect(readStoredAnswer(stored).reply).toHaveLength(1200);
  });
});
