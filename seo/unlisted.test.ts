import { describe, expect, it } from 'vitest';
import { isUnlisted } from './unlisted.ts';

describe('pages that are not documentation', () => {
  it('are the 404 pages and the pages that ask robots not to index them', () => {
    expect(isUnlisted({ pageType: '404' })).toBe(true);
    const noindex = {
      pageType: 'custom',
      head: [['meta', { name: 'robots', content: 'noindex' }]],
    };
    expect(isUnlisted(noindex)).toBe(true);
    expect(isUnlisted({ head: [['meta', { name: 'Robots', content: 'noindex, nofollow' }]] })).toBe(
      true,
    );
  });

  it('are not the doc pages, whatever else their head holds', () => {
    expect(isUnlisted(undefined)).toBe(false);
    expect(isUnlisted({})).toBe(false);
    expect(
      isUnlisted({ pageType: 'doc', head: [['meta', { name: 'robots', content: 'index' }]] }),
    ).toBe(false);
    expect(isUnlisted({ head: [['meta', { name: 'description', content: 'noindex' }]] })).toBe(
      false,
    );
    expect(isUnlisted({ head: [['link', { rel: 'robots', href: 'noindex' }]] })).toBe(false);
    expect(isUnlisted({ head: 'noindex' })).toBe(false);
  });
});
