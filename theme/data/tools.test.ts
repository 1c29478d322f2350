import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
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
  it('has the six tools in the order of the spec, then the curated list', () => {
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
    expect(CURATED_LIST.url).toBe('https://github.com/web-infra-dev/awesome-rstack');
    expect(ORGANISATION_URL).toBe('https://github.com/web-infra-dev');
  });

  it.each(ECOSYSTEM_LINKS.map((link) => [link.name, link] as const))(
    '%s has descriptions in both languages, https URLs and a logo of ours',
    (_name, link) => {
      expect(link.desc.trim()).not.toBe('');
      expect(link.descEn.trim()).not.toBe('');
      expect(hasHan(link.desc)).toBe(true);
      expect(hasHan(link.descEn)).toBe(false);
      expect(https(link.url)).toBe(true);
      if (link.urlEn !== undefined) expect(https(link.urlEn)).toBe(true);
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
    for (const lang of ['en', 'zh'] as const) {
      const urls = ECOSYSTEM_LINKS.map((link) => localizeToolLink(link, lang).url);
      expect(new Set(urls).size).toBe(urls.length);
    }
  });

  it('localises a link: desc and url in Chinese, descEn and urlEn (or url) in English', () => {
    const rspack = TOOLS[0];
    if (!rspack) throw new Error('no tools');
    expect(localizeToolLink(rspack, 'zh')).toEqual({ desc: rspack.desc, url: rspack.url });
    expect(localizeToolLink(rspack, 'en')).toEqual({ desc: rspack.descEn, url: rspack.urlEn });
    expect(localizeToolLink(CURATED_LIST, 'en').url).toBe(CURATED_LIST.url);
  });
});

describe('landing cards', () => {
  it.each(['en', 'zh'] as const)('has six cards in %s', (lang) => {
    const cards = landingCards(lang);
    expect(cards.map((card) => card.name)).toEqual(TOOLS.map((tool) => tool.name));
    for (const [index, card] of cards.entries()) {
      const tool = TOOLS[index];
      if (!tool) throw new Error('missing tool');
      expect(card.desc).toBe(lang === 'zh' ? tool.desc : tool.descEn);
      expect(card.url).toBe(lang === 'zh' ? tool.url : (tool.urlEn ?? tool.url));
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
