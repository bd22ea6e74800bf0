import { describe, expect, it } from 'vitest';
import { displayText } from './values';

describe('displayText (what a person reads for a stored value)', () => {
  it('names uploaded files by their names, not by the stored record', () => {
    const files = [
      { uid: 'u1', name: 'ticket.png', url: '/files/a/ticket.png', status: 'done' },
      { uid: 'u2', name: 'hotel.pdf', url: '/files/b/hotel.pdf', status: 'done' },
    ];
    expect(displayText(files)).toBe('ticket.png,hotel.pdf');
  });

  it('reads people by label, an address by its names, plain values as they are', () => {
    expect(displayText([{ label: '李四', value: 'U1003' }])).toBe('李四');
    expect(displayText({ province: '11', provinceName: '北京市', detail: '1 号' })).toBe('北京市 1 号');
    expect(displayText(3)).toBe('3');
  });
});
