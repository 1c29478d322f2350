import { describe, expect, it } from 'vitest';
import { langFromPath, resolveLang, toLang } from './lang.ts';

describe('langFromPath', () => {
  it.each([
    ['/zh', 'zh'],
    ['/zh/', 'zh'],
    ['/zh/guide/start/introduction', 'zh'],
    ['/zh/api/', 'zh'],
    ['/docs/zh/guide/basic/ssg', 'zh'],
    ['/zh/guide/basic/ssg#options', 'zh'],
    ['/zh?x=1', 'zh'],
  ] as const)('%s is Chinese', (path, lang) => {
    expect(langFromPath(path)).toBe(lang);
  });

  it.each([
    '/',
    '',
    '/guide/start/introduction',
    '/api/',
    '/guide/zhuyin',
    '/zhong/',
    '/guide/basic/ssg?lang=zh',
    '/guide/basic/ssg#zh',
  ])('%s is English', (path) => {
    expect(langFromPath(path)).toBe('en');
  });
});

describe('toLang', () => {
  it('narrows language tags', () => {
    expect(toLang('zh')).toBe('zh');
    expect(toLang('zh-CN')).toBe('zh');
    expect(toLang('en')).toBe('en');
    expect(toLang('en-US')).toBe('en');
    expect(toLang('fr')).toBe('en');
    expect(toLang('')).toBeUndefined();
    expect(toLang(undefined)).toBeUndefined();
  });
});

describe('resolveLang', () => {
  it('prefers the lang prop over the path', () => {
    expect(resolveLang('en', '/zh/guide/')).toBe('en');
    expect(resolveLang('zh', '/guide/')).toBe('zh');
  });

  it('falls back to the path without a prop', () => {
    expect(resolveLang(undefined, '/zh/guide/')).toBe('zh');
    expect(resolveLang(undefined, '/guide/')).toBe('en');
  });
});
