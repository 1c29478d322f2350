import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGS } from '../../common/site.ts';
import {
  CURATED_LIST,
  ECOSYSTEM_LINKS,
  landingCards,
  localizeToolLink,
  ORGANISATION_URL,
  TOOLS,
} from './tools.ts';

const publicFile = (url: string) => new URL(`../../docs/public${url}`, import.meta.url);
const https = (url: string) => new URL(url).protocol === 'https:';
const hasHan = (text: string) => /\p{Script=Han}/u.test(text);

describe('tool data', () => {
  it('has the six tools in their order (bundler to test framework), then the curated list', () => {
    expect(TOOLS.map((tool) => tool.name)).toEqual([
      'Rspack',
      'Rsbuild',
      'Rspress',
      'Rslib',
      'Rsdoctor',
      'Rstest',
    ]);
    expect(ECOSYSTEM_LINKS).toHaveLength(7);
    expect(ECOSYSTEM_LINKS.at(-1)).toBe(CURATED_LIST);
    expect(CURATED_LIST.url.en).toBe('https://github.com/web-infra-dev/awesome-rstack');
    expect(ORGANISATION_URL).toBe('https://github.com/web-infra-dev');
  });

  it.each(ECOSYSTEM_LINKS.map((link) => [link.name, link] as const))(
    '%s has descriptions in both languages, https URLs and a logo of ours',
    (_name, link) => {
      for (const lang of LANGS) {
        expect(link.desc[lang].trim()).not.toBe('');
        expect(https(link.url[lang])).toBe(true);
      }
      expect(hasHan(link.desc.zh)).toBe(true);
      expect(hasHan(link.desc.en)).toBe(false);
      expect(link.logo).toMatch(/^\/tools\/[a-z-]+\.svg$/);
      expect(existsSync(publicFile(link.logo))).toBe(true);
      if (link.logoScale !== undefined) {
        expect(link.logoScale).toBeGreaterThan(0);
        expect(link.logoScale).toBeLessThanOrEqual(2);
      }
    },
  );

  it('has unique names and URLs', () => {
    const names = ECOSYSTEM_LINKS.map((link) => link.name);
    expect(new Set(names).size).toBe(names.length);
    for (const lang of LANGS) {
      const urls = ECOSYSTEM_LINKS.map((link) => localizeToolLink(link, lang).url);
      expect(new Set(urls).size).toBe(urls.length);
    }
  });

  it("localises a link: the language's description and URL", () => {
    const rspack = TOOLS[0];
    if (!rspack) throw new Error('no tools');
    expect(localizeToolLink(rspack, 'zh')).toEqual({
      desc: '基于 Rust 编写的高性能 JavaScript 打包工具',
      url: 'https://rspack.rs/zh/',
    });
    expect(localizeToolLink(rspack, 'en')).toEqual({
      desc: 'A fast JavaScript bundler written in Rust',
      url: 'https://rspack.rs/',
    });
    expect(localizeToolLink(CURATED_LIST, 'zh').url).toBe(CURATED_LIST.url.en);
  });
});

describe('landing cards', () => {
  it.each(['en', 'zh'] as const)('has six cards in %s', (lang) => {
    const cards = landingCards(lang);
    expect(cards.map((card) => card.name)).toEqual(TOOLS.map((tool) => tool.name));
    for (const [index, card] of cards.entries()) {
      const tool = TOOLS[index];
      if (!tool) throw new Error('missing tool');
      expect(card.desc).toBe(tool.desc[lang]);
      expect(card.url).toBe(tool.url[lang]);
      expect(https(card.url)).toBe(true);
      expect(card.urlText).toBe(new URL(card.url).host);
      expect(card.logo).toBe(tool.logo);
      expect(card.logoScale).toBe(tool.logoScale);
    }
  });

  it('links English cards to the English sites and Chinese cards to the Chinese ones', () => {
    expect(landingCards('en')[0]?.url).toBe('https://rspack.rs/');
    expect(landingCards('zh')[0]?.url).toBe('https://rspack.rs/zh/');
    expect(landingCards('en')[0]?.urlText).toBe('rspack.rs');
  });
});
