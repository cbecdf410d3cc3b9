import { BoundedShelf } from './bounded-shelf';

describe('BoundedShelf', () => {
  it('forgets the least recently used entries once their sizes pass the bound', () => {
    const shelf = new BoundedShelf<string>(10, (value) => value.length);
    shelf.set('a', 'aaaa');
    shelf.set('b', 'bbbb');
    expect(shelf.get('a')).toBe('aaaa');
    shelf.set('c', 'cccc');
    expect(shelf.get('b')).toBeUndefined();
    expect(shelf.get('a')).toBe('aaaa');
    expect(shelf.get('c')).toBe('cccc');
    expect(shelf.size).toBe(8);
  });

  it('keeps nothing larger than its bound, and counts a replaced entry once', () => {
    const shelf = new BoundedShelf<string>(10, (value) => value.length);
    shelf.set('big', 'x'.repeat(11));
    expect(shelf.get('big')).toBeUndefined();
    shelf.set('a', 'aaa');
    shelf.set('a', 'aaaaa');
    expect(shelf.size).toBe(5);
  });
});
