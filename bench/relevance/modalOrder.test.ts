import { describe, expect, it } from 'vitest';
import { type ModalHit, modalOrder } from './modalOrder.ts';

const hit = (url: string, lvl0: string, lvl1: string): ModalHit => ({
  url,
  hierarchy: { lvl0, lvl1 },
});

describe('modalOrder', () => {
  it('lists hits in runs of the same sidebar group: a group that comes back is listed again', () => {
    const hits = [
      hit('/guide/a#1', 'Guide', 'A'),
      hit('/api/x', 'API', 'X'),
      hit('/guide/b', 'Guide', 'B'),
      hit('/api/x#2', 'API', 'X'),
    ];
    expect(modalOrder(hits).map((h) => h.url)).toEqual([
      '/guide/a#1',
      '/api/x',
      '/guide/b',
      '/api/x#2',
    ]);
  });

  it('groups by page title inside a group', () => {
    const hits = [
      hit('/a#1', 'G', 'A'),
      hit('/b#1', 'G', 'B'),
      hit('/a#2', 'G', 'A'),
      hit('/b#2', 'G', 'B'),
    ];
    expect(modalOrder(hits).map((h) => h.url)).toEqual(['/a#1', '/a#2', '/b#1', '/b#2']);
  });

  it('shows at most 5 hits of a group, and of a title inside it', () => {
    const many = Array.from({ length: 7 }, (_, i) => hit(`/a#${i}`, 'G', 'A'));
    expect(modalOrder([...many, hit('/z', 'H', 'Z')]).map((h) => h.url)).toEqual([
      '/a#0',
      '/a#1',
      '/a#2',
      '/a#3',
      '/a#4',
      '/z',
    ]);
  });

  it('reads the group from the highlighted value without its marks', () => {
    const highlighted = {
      ...hit('/b', 'Guide', 'B'),
      _highlightResult: { hierarchy: { lvl0: { value: '<mark>Guide</mark>' } } },
    };
    const hits = [hit('/a', 'Guide', 'A'), highlighted, hit('/x', 'API', 'X')];
    expect(modalOrder(hits).map((h) => h.url)).toEqual(['/a', '/b', '/x']);
    // One run: the highlighted hit is of the same group, so its title groups with /a's title.
    const titled = [
      hit('/a#1', 'Guide', 'A'),
      { ...highlighted, hierarchy: { lvl0: 'Guide', lvl1: 'B' } },
      hit('/a#2', 'Guide', 'A'),
    ];
    expect(modalOrder(titled).map((h) => h.url)).toEqual(['/a#1', '/a#2', '/b']);
  });
});
