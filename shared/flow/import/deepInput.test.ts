import { describe, expect, it } from 'vitest';
import { importFlow } from './importFlow';

describe('importFlow on pathological input', () => {
  it('refuses a chain nested deep enough to exhaust the stack with a message, instead of throwing', () => {
    // written as text: JSON.stringify itself cannot nest this deep
    const depth = 20_000;
    const opening = '{"nodeName":"n","type":1,"childNode":'.repeat(depth);
    const text = `{"nodeConfig":{"nodeName":"start","type":0,"childNode":${opening}null${'}'.repeat(depth)}}}`;
    expect(importFlow(text, { t: (key: string) => key })).toMatchObject({
      ok: false,
      errorKey: 'import.unknownShape',
    });
  });
});
