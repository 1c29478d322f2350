import { describe, expect, it } from 'vitest';
import {
  backgroundPeak,
  breakableTitle,
  CARD_COLORS,
  contrastRatio,
  layoutTitle,
  sectionOf,
  socialCardOf,
  socialImageAlt,
  socialImagePath,
  TITLE_BOX,
  TITLE_LINE_HEIGHT,
  wrapTitle,
} from './socialImage.ts';

describe('socialImagePath', () => {
  it('derives a stable file under /og/ from the route, with index for a folder', () => {
    expect(socialImagePath('/guide/basic/ssg')).toBe('/og/guide/basic/ssg.png');
    expect(socialImagePath('/zh/guide/basic/ssg')).toBe('/og/zh/guide/basic/ssg.png');
    expect(socialImagePath('/')).toBe('/og/index.png');
    expect(socialImagePath('/zh/')).toBe('/og/zh/index.png');
    expect(socialImagePath('/api/')).toBe('/og/api/index.png');
    expect(socialImagePath('/zh/api/')).toBe('/og/zh/api/index.png');
  });
});

const labels = {
  guide: { en: 'Guide', zh: '指南' },
  plugin: { en: 'Plugin', zh: '插件' },
  api: { en: 'API', zh: 'API' },
};
const site = {
  siteUrl: 'https://rspress.rs',
  siteName: 'Rspress',
  descriptions: { en: 'Rsbuild based static site generator', zh: '基于 Rsbuild 的静态站点生成器' },
};

describe('socialCardOf', () => {
  it('takes the section from the first folder of the path without its language', () => {
    expect(sectionOf('/guide/basic/ssg')).toBe('guide');
    expect(sectionOf('/plugin/official-plugins/llms')).toBe('plugin');
    expect(sectionOf('/api/')).toBe('api');
    expect(sectionOf('/')).toBeUndefined();
    expect(sectionOf('/search')).toBeUndefined();
  });

  it('names the section in the page’s language and puts the title on one line', () => {
    const page = {
      routePath: '/zh/guide/basic/ssg',
      pureRoutePath: '/guide/basic/ssg',
      lang: 'zh',
      title: '静态站点\n  生成',
    };
    expect(socialCardOf(page, labels, site)).toEqual({
      lang: 'zh',
      title: '静态站点 生成',
      section: '指南',
      host: 'rspress.rs',
    });
  });

  it('gives the home page the language’s description and no section', () => {
    const home = { routePath: '/zh/', pureRoutePath: '/', lang: 'zh', title: 'Rspress' };
    expect(socialCardOf({ ...home, pageType: 'home' }, labels, site)).toEqual({
      lang: 'zh',
      title: '基于 Rsbuild 的静态站点生成器',
      host: 'rspress.rs',
    });
  });

  it('describes the image in its alternative text', () => {
    const card = { lang: 'en', title: 'Static site generation', section: 'Guide', host: 'x' };
    expect(socialImageAlt(card, 'Rspress')).toBe('Static site generation · Guide · Rspress');
    expect(socialImageAlt({ lang: 'en', title: 'Rspress', host: 'x' }, 'Rspress')).toBe('Rspress');
  });
});

describe('title layout', () => {
  it('keeps a short title large, on one line', () => {
    expect(layoutTitle('Static site generation')).toMatchObject({
      fontSize: 72,
      lines: ['Static site generation'],
      clamped: false,
    });
    expect(layoutTitle('自动生成导航栏和侧边栏').lines).toEqual(['自动生成导航栏和侧边栏']);
  });

  it('wraps between words, and Chinese between any two characters', () => {
    const lines = wrapTitle('Official plugins overview and how to configure them', 72);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join(' ')).toBe('Official plugins overview and how to configure them');
    const zh = wrapTitle(
      '在构建时把站点的每个页面渲染为静态的超文本标记语言文件以便搜索引擎抓取',
      72,
    );
    expect(zh.length).toBe(3);
    expect(zh.join('')).toBe(
      '在构建时把站点的每个页面渲染为静态的超文本标记语言文件以便搜索引擎抓取',
    );
  });

  it('breaks long API names where a reader would, between their words', () => {
    expect(breakableTitle('@rspress/plugin-api-docgen')).toBe(
      '@rspress/\u200bplugin-\u200bapi-\u200bdocgen',
    );
    expect(breakableTitle('usePageData')).toBe('use\u200bPage\u200bData');
    expect(breakableTitle('静态站点生成 SSG')).toBe('静态站点生成 SSG');
    const lines = wrapTitle('useSomethingExtremelyLongIdentifierWithoutAnySpaceInItsName', 72);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join('')).toBe('useSomethingExtremelyLongIdentifierWithoutAnySpaceInItsName');
    expect(lines[0]).toMatch(/[a-z]$/);
    expect(lines[1]).toMatch(/^[A-Z]/);
  });

  it('steps the size down until the title fits the box, and clamps past the smallest', () => {
    const long = layoutTitle(
      '@rspress/plugin-api-docgen: generate API tables from TypeScript component props automatically',
    );
    expect(long.fontSize).toBeLessThan(72);
    expect(long.lines.length).toBeLessThanOrEqual(long.maxLines);
    expect(long.clamped).toBe(false);
    const endless = layoutTitle('a configuration option '.repeat(20));
    expect(endless.fontSize).toBe(42);
    expect(endless.clamped).toBe(true);
    for (const layout of [long, endless]) {
      expect(layout.maxLines * layout.fontSize * TITLE_LINE_HEIGHT).toBeLessThanOrEqual(
        TITLE_BOX.height,
      );
    }
  });
});

describe('colours', () => {
  it('keep every text readable on the brightest point of the background', () => {
    const peak = backgroundPeak();
    expect(contrastRatio(CARD_COLORS.title, peak)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(CARD_COLORS.accent, peak)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(CARD_COLORS.brand, peak)).toBeGreaterThanOrEqual(4.5);
  });

  it('compute WCAG contrast ratios', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
  });
});
