import { describe, expect, it } from 'vitest';
import { pageDataOptions } from './pageDataOptions.ts';

describe('page data options of the dev server', () => {
  it('follow the configuration as the build does', () => {
    const rules = [{ search: 'foo', replace: 'bar' }];
    expect(
      pageDataOptions(
        {
          replaceRules: rules,
          search: { codeBlocks: false },
          markdown: { extractDescription: false },
        },
        { '@a': '/a' },
        '/docs',
      ),
    ).toEqual({
      root: '/docs',
      replaceRules: rules,
      alias: { '@a': '/a' },
      searchCodeBlocks: false,
      extractDescription: false,
      searchEnabled: true,
    });
  });

  it('search code blocks by default, and know when search is off', () => {
    const options = pageDataOptions({ search: false }, {}, '/docs');
    expect(options.searchCodeBlocks).toBe(true);
    expect(options.searchEnabled).toBe(false);
    expect(pageDataOptions({}, {}, '/docs').replaceRules).toEqual([]);
  });
});
