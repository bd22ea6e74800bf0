import { describe, expect, it } from 'vitest';
import { addFavourite, removeFavourite } from './favourites';

describe('favourites §5', () => {
  it('adds a menu at the end', () => expect(addFavourite(['a'], 'b')).toEqual({ menuIds: ['a', 'b'] }));
  it('refuses a duplicate with Menu already exists', () =>
    expect(addFavourite(['a'], 'a')).toEqual({ warningKey: 'favourites.exists' }));
  it('refuses an eleventh with the maximum warning', () => {
    const ten = Array.from({ length: 10 }, (_, i) => `m${i}`);
    expect(addFavourite(ten, 'x')).toEqual({ warningKey: 'favourites.max' });
    expect(addFavourite(ten.slice(1), 'x')).toEqual({ menuIds: [...ten.slice(1), 'x'] });
  });
  it('removes a menu', () => expect(removeFavourite(['a', 'b'], 'a')).toEqual({ menuIds: ['b'] }));
});
