import { describe, expect, it } from 'vitest';
import { renderHeadTags, type SeoRoute, seoHeadTags, TwinIndex } from './head.ts';
import { SOCIAL_IMAGE_SIZE, socialImagePath } from './socialImage.ts';

const site = { siteUrl: 'https://rspress.rs', siteName: 'Rspress', defaultLang: 'en' };
const route = (routePath: string, lang: string): SeoRoute => ({
  routePath,
  lang,
  pureRoutePath: lang === 'en' ? routePath : routePath.slice(lang.length + 1),
});
const ssgEn = route('/guide/basic/ssg', 'en');
const ssgZh = route('/zh/guide/basic/ssg', 'zh');
const onlyEn = route('/guide/only-english', 'en');
const twins = new TwinIndex(
  [ssgZh, ssgEn, onlyEn, route('/', 'en'), route('/zh/', 'zh')],
  ['en', 'zh'],
);

const attr = (tags: ReturnType<typeof seoHeadTags>, key: string, value: string) =>
  tags.filter(([, attrs]) => (attrs as Record<string, string>)[key] === value).map(([, a]) => a);

describe('TwinIndex', () => {
  it('lists the language versions of a page in the order of the languages', () => {
    expect(twins.versionsOf(ssgZh).map((r) => r.routePath)).toEqual([
      '/guide/basic/ssg',
      '/zh/guide/basic/ssg',
    ]);
    expect(twins.versionsOf(route('/zh/', 'zh')).map((r) => r.routePath)).toEqual(['/', '/zh/']);
    expect(twins.versionsOf(onlyEn)).toEqual([onlyEn]);
  });
});

describe('seoHeadTags', () => {
  it('gives a Chinese page its canonical URL, x-default, Open Graph locales and share image', () => {
    const tags = seoHeadTags(ssgZh, twins.versionsOf(ssgZh), site);
    expect(attr(tags, 'rel', 'canonical')).toEqual([
      { rel: 'canonical', href: 'https://rspress.rs/zh/guide/basic/ssg' },
    ]);
    expect(attr(tags, 'hreflang', 'x-default')).toEqual([
      { rel: 'alternate', hreflang: 'x-default', href: 'https://rspress.rs/guide/basic/ssg' },
    ]);
    const og = Object.fromEntries(
      tags.flatMap(([, a]) => ('property' in a && a.property ? [[a.property, a.content]] : [])),
    );
    expect(og).toMatchObject({
      'og:url': 'https://rspress.rs/zh/guide/basic/ssg',
      'og:site_name': 'Rspress',
      'og:image': 'https://rspress.rs/og-image.png',
      'og:image:width': '1200',
      'og:image:height': '630',
      'og:locale': 'zh_CN',
      'og:locale:alternate': 'en_US',
    });
    expect(og['og:image:alt']).toContain('Rspress');
    expect(attr(tags, 'name', 'twitter:card')).toEqual([
      { name: 'twitter:card', content: 'summary_large_image' },
    ]);
  });

  it('points og:image and twitter:image at the page’s own image when it has one', () => {
    const image = {
      path: socialImagePath(ssgZh.routePath),
      ...SOCIAL_IMAGE_SIZE,
      alt: '静态站点生成 · 指南 · Rspress',
    };
    const tags = seoHeadTags(ssgZh, twins.versionsOf(ssgZh), site, image);
    const url = 'https://rspress.rs/og/zh/guide/basic/ssg.png';
    expect(attr(tags, 'property', 'og:image')).toEqual([{ property: 'og:image', content: url }]);
    expect(attr(tags, 'name', 'twitter:image')).toEqual([{ name: 'twitter:image', content: url }]);
    for (const [key, value] of [
      ['og:image:type', 'image/png'],
      ['og:image:width', '1200'],
      ['og:image:height', '630'],
      ['og:image:alt', '静态站点生成 · 指南 · Rspress'],
    ]) {
      expect(attr(tags, 'property', key as string)).toEqual([{ property: key, content: value }]);
    }
    expect(attr(tags, 'name', 'twitter:image:alt')).toEqual([
      { name: 'twitter:image:alt', content: '静态站点生成 · 指南 · Rspress' },
    ]);
  });

  it('falls back on the site’s share image, in the page’s language', () => {
    const tags = seoHeadTags(ssgEn, twins.versionsOf(ssgEn), site);
    expect(attr(tags, 'name', 'twitter:image')).toEqual([
      { name: 'twitter:image', content: 'https://rspress.rs/og-image.png' },
    ]);
    expect(attr(tags, 'property', 'og:image:alt')).toEqual([
      { property: 'og:image:alt', content: expect.stringMatching(/^Rspress logo/) },
    ]);
  });

  it('names no alternates for a page without a twin', () => {
    const tags = seoHeadTags(onlyEn, twins.versionsOf(onlyEn), site);
    expect(attr(tags, 'hreflang', 'x-default')).toEqual([]);
    expect(attr(tags, 'property', 'og:locale:alternate')).toEqual([]);
    expect(attr(tags, 'property', 'og:locale')).toEqual([
      { property: 'og:locale', content: 'en_US' },
    ]);
  });

  it('never repeats a tag Rspress writes itself', () => {
    const tags = seoHeadTags(ssgEn, twins.versionsOf(ssgEn), site);
    const keys = tags.map(([, a]) => ('rel' in a ? a.rel : (a.property ?? a.name)));
    for (const own of ['description', 'og:title', 'og:description', 'og:type']) {
      expect(keys).not.toContain(own);
    }
    expect(tags.filter(([, a]) => 'hreflang' in a && a.hreflang !== 'x-default')).toEqual([]);
  });
});

describe('renderHeadTags', () => {
  it('writes HTML with escaped attribute values', () => {
    expect(
      renderHeadTags([
        ['meta', { property: 'og:image:alt', content: 'A "quoted" <b>&</b>' }],
        ['link', { rel: 'canonical', href: 'https://rspress.rs/' }],
      ]),
    ).toBe(
      '<meta property="og:image:alt" content="A &quot;quoted&quot; &lt;b&gt;&amp;&lt;/b&gt;"><link rel="canonical" href="https://rspress.rs/">',
    );
  });
});
