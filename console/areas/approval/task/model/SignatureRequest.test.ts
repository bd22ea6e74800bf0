import { describe, expect, it } from 'vitest';
import { SignatureRequest } from './SignatureRequest';

describe('signature pad', () => {
  it('draws strokes, undoes the last one, clears, and answers only when something is drawn', async () => {
    const pad = new SignatureRequest();
    const answer = pad.ask();
    expect([pad.isAsking, pad.isEmpty]).toEqual([true, true]);
    pad.answer('data:image/png;base64,x');
    expect(pad.isAsking).toBe(true);
    pad.begin(1, 2);
    pad.extend(3, 4);
    pad.end();
    pad.extend(9, 9);
    pad.begin(5, 5);
    pad.end();
    expect(pad.strokes).toEqual([
      [1, 2, 1, 2, 3, 4],
      [5, 5, 5, 5],
    ]);
    pad.undo();
    expect(pad.strokes).toHaveLength(1);
    pad.clear();
    expect(pad.isEmpty).toBe(true);
    pad.begin(1, 1);
    pad.end();
    pad.answer('data:image/png;base64,x');
    await expect(answer).resolves.toBe('data:image/png;base64,x');
    expect(pad.isAsking).toBe(false);
  });

  it('a cancelled pad answers null and a new question starts empty', async () => {
    const pad = new SignatureRequest();
    const first = pad.ask();
    pad.begin(1, 1);
    pad.answer(null);
    await expect(first).resolves.toBeNull();
    void pad.ask();
    expect(pad.isEmpty).toBe(true);
  });
});
