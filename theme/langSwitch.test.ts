import { describe, expect, it } from 'vitest';
import { homeOf, type LanguageSwitch, languageSwitchHref } from './langSwitch.ts';

const routes = new Set([
  '/',
  '/zh/',
  '/guide/start/introduction',
  '/zh/guide/start/introduction',
  '/guide/basic/ssg',
  '/zh/guide/basic/ssg',
  '/guide/only-english',
  '/api/',
  '/zh/api/',
  '/plugin/system/introduction',
  '/zh/plugin/system/introduction',
]);
const landings = {
  en: ['/guide/start/introduction', '/plugin/system/introduction', '/api/'],
  zh: ['/zh/guide/start/introduction', '/zh/plugin/system/introduction', '/zh/api/'],
};

const hrefFor = (
  options: Partial<LanguageSwitch> & Pick<LanguageSwitch, 'pathname' | 'from' | 'to'>,
) =>
  languageSwitchHref({
    search: '',
    hash: '',
    defaultLang: 'en',
    notFound: false,
    routeExists: (path) => routes.has(path),
    landings: landings[options.to as 'en' | 'zh'],
    ...options,
  });

describe('languageSwitchHref', () => {
  it('keeps the path, the query and the hash in both directions', () => {
    expect(
      hrefFor({ pathname: '/guide/basic/ssg', hash: '#what-it-does', from: 'en', to: 'zh' }),
    ).toBe('/zh/guide/basic/ssg#what-it-does');
    expect(
      hrefFor({
        pathname: '/zh/guide/basic/ssg',
        search: '?tab=1',
        hash: '#options',
        from: 'zh',
        to: 'en',
      }),
    ).toBe('/guide/basic/ssg?tab=1#options');
  });

  it('switches between the home pages and section indexes', () => {
    expect(hrefFor({ pathname: '/', from: 'en', to: 'zh' })).toBe('/zh/');
    expect(hrefFor({ pathname: '/zh/', from: 'zh', to: 'en' })).toBe('/');
    expect(hrefFor({ pathname: '/zh', from: 'zh', to: 'en' })).toBe('/');
    expect(hrefFor({ pathname: '/api/', from: 'en', to: 'zh' })).toBe('/zh/api/');
  });

  it("goes to the section's landing page in the other language when the twin is missing", () => {
    expect(hrefFor({ pathname: '/guide/only-english', hash: '#usage', from: 'en', to: 'zh' })).toBe(
      '/zh/guide/start/introduction',
    );
  });

  it('goes to the home page of the other language when the section has no landing page', () => {
    expect(hrefFor({ pathname: '/blog/post', from: 'en', to: 'zh' })).toBe('/zh/');
    expect(
      hrefFor({
        pathname: '/guide/only-english',
        from: 'en',
        to: 'zh',
        routeExists: (path) => path === '/zh/',
      }),
    ).toBe('/zh/');
  });

  it('goes home from a page-not-found page', () => {
    expect(hrefFor({ pathname: '/zh/missing', from: 'zh', to: 'en', notFound: true })).toBe('/');
    expect(hrefFor({ pathname: '/missing', from: 'en', to: 'zh', notFound: true })).toBe('/zh/');
  });
});

describe('homeOf', () => {
  it('has no prefix for the default language only', () => {
    expect(homeOf('en', 'en')).toBe('/');
    expect(homeOf('zh', 'en')).toBe('/zh/');
  });
});
