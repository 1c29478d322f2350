import { describe, expect, it } from 'vitest';
import { pathQueries, segmentWords } from './pathQueries.ts';

describe('segmentWords', () => {
  it.each([
    ['introductoin', ['introductoin']],
    ['auto-nav_sidebar', ['auto', 'nav', 'sidebar']],
    ['autoNavSidebar', ['auto', 'nav', 'sidebar']],
    ['config-basic.html', ['config', 'basic']],
    ['plugin-api.md', ['plugin', 'api']],
    ['index.html', []],
    ['v2.0', ['v2', '0']],
    ['%E4%BB%8B%E7%BB%8D', ['介绍']],
  ])('%s → %o', (segment, words) => {
    expect(segmentWords(segment)).toEqual(words);
  });

  it('reads a segment that is not valid percent-encoding as it is', () => {
    expect(segmentWords('config%ZZbasic')).toEqual(['config', 'zzbasic']);
  });
});

describe('pathQueries', () => {
  it.each([
    ['/guide/start/introductoin', ['introductoin', 'start introductoin']],
    ['/zh/guide/start/introductoin', ['introductoin', 'start introductoin']],
    ['/guide/start/introductoin/', ['introductoin', 'start introductoin']],
    ['/api/config/config-basci.html', ['config basci']],
    ['/guide/basic/auto-nav-sidebar', ['auto nav sidebar', 'basic auto nav sidebar']],
    ['/zh/guide/default-theme/i18n?lang=zh#locales', ['i18n', 'default theme i18n']],
    ['/sidebar', ['sidebar']],
    ['/zh/%E4%BB%8B%E7%BB%8D', ['介绍']],
    ['/guide/index.html', ['guide']],
    ['/', []],
    ['/zh/', []],
    ['/zh', []],
    ['/---/', []],
  ])('%s → %o', (pathname, queries) => {
    expect(pathQueries(pathname)).toEqual(queries);
  });

  it('leaves the site base out', () => {
    expect(pathQueries('/docs/guide/start/introductoin', '/docs/')).toEqual([
      'introductoin',
      'start introductoin',
    ]);
  });

  it('keeps a query short, however long the path', () => {
    const queries = pathQueries(`/guide/${'a-'.repeat(50)}b`);
    for (const query of queries) expect(query.split(' ').length).toBeLessThanOrEqual(8);
  });
});
