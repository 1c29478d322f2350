import { describe, expect, it } from 'vitest';
import { indexLangOf, type PageEntry, pickSuggestions } from './suggest.ts';

const pages: PageEntry[] = [
  { routePath: '/guide/start/introduction', title: 'Introduction', lang: 'en' },
  { routePath: '/plugin/system/introduction', title: 'Introduction to plugins', lang: 'en' },
  { routePath: '/api/', title: 'API Overview', lang: 'en' },
  { routePath: '/zh/guide/start/introduction', title: '介绍', lang: 'zh' },
  { routePath: '/zh/plugin/system/introduction', title: '插件介绍', lang: 'zh' },
  { routePath: '/zh/api/', title: 'API 概览', lang: 'zh' },
  { routePath: '/zh/guide/only-here', title: '仅中文', lang: 'zh' },
];

describe('indexLangOf', () => {
  it("searches a path's Latin words among the default language's pages", () => {
    expect(indexLangOf('start introductoin', 'zh')).toBe('en');
    expect(indexLangOf('introductoin', 'en')).toBe('en');
  });

  it("searches Han words among the page's own language's pages", () => {
    expect(indexLangOf('介绍', 'zh')).toBe('zh');
  });
});

describe('pickSuggestions', () => {
  const hits = [
    '/guide/start/introduction',
    '/guide/start/introduction#why-rspress',
    'https://rspress.rs/plugin/system/introduction#what-a-plugin-is',
    '/api/index.html',
  ];

  it('gives each page once, pages by their title before pages by a section, each in the order of the hits', () => {
    expect(pickSuggestions([{ lang: 'en', urls: hits }], 'en', pages)).toEqual([
      { href: '/guide/start/introduction', title: 'Introduction' },
      { href: '/api/', title: 'API Overview' },
      { href: '/plugin/system/introduction', title: 'Introduction to plugins' },
    ]);
  });

  it('puts a page found by its title before one ranked above it for a heading', () => {
    const urls = ['/api/index.html#introduction', '/plugin/system/introduction', '/api/'];
    expect(
      pickSuggestions([{ lang: 'en', urls }], 'en', pages).map((suggestion) => suggestion.href),
    ).toEqual(['/plugin/system/introduction', '/api/']);
  });

  it("takes the default language's hits to their twins in the page's language", () => {
    expect(pickSuggestions([{ lang: 'en', urls: hits }], 'zh', pages)).toEqual([
      { href: '/zh/guide/start/introduction', title: '介绍' },
      { href: '/zh/api/', title: 'API 概览' },
      { href: '/zh/plugin/system/introduction', title: '插件介绍' },
    ]);
  });

  it('keeps the hits of the page language as they are, and leaves out pages the site lacks', () => {
    expect(
      pickSuggestions(
        [{ lang: 'zh', urls: ['/zh/guide/only-here#a', '/zh/guide/gone', '/zh/api/'] }],
        'zh',
        pages,
      ),
    ).toEqual([
      { href: '/zh/api/', title: 'API 概览' },
      { href: '/zh/guide/only-here', title: '仅中文' },
    ]);
    expect(pickSuggestions([{ lang: 'zh', urls: ['/zh/guide/only-here'] }], 'en', pages)).toEqual(
      [],
    );
  });

  it('puts the more specific query first and stops at the limit', () => {
    const lists = [
      { lang: 'en' as const, urls: ['/plugin/system/introduction'] },
      {
        lang: 'en' as const,
        urls: ['/guide/start/introduction', '/plugin/system/introduction', '/api/'],
      },
    ];
    expect(pickSuggestions(lists, 'en', pages, 2).map((s) => s.href)).toEqual([
      '/plugin/system/introduction',
      '/guide/start/introduction',
    ]);
  });
});
