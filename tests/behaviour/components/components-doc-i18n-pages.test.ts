/**
 * What the components guide, the doc page guide and the internationalisation guide state beyond the
 * other files of the suite: the look of `Button` beside the home page's actions, the props of the
 * content components that only pass classes or attributes on, the sidebar, outline and their texts
 * on a long page, and a two-language site (the default language, links, the switcher, the
 * last-updated line, the edit link) with the builds that `i18n.json`, `useI18n` and
 * `languageParity` stop.
 */
import type { Browser, Page } from '@playwright/test';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { claim } from '../../support/claims.ts';
import { launchChromium, openHydrated } from '../../support/scratchBrowser.ts';
import {
  buildScratchSite,
  commitFiles,
  type RunningServer,
  type ScratchBuild,
} from '../../support/scratchSite.ts';

const LONG = 'A sentence long enough to fill a line of the content column. '.repeat(20);
const CALLOUTS = ['tip', 'note', 'info', 'important', 'warning', 'caution', 'danger'] as const;

const ONE_LANGUAGE: Record<string, string> = {
  'rspress.config.ts': `import { defineConfig } from '@rspress/core';

export default defineConfig({ root: 'docs', title: 'Scratch', search: false });
`,
  'i18n.json': JSON.stringify({
    outlineTitle: { en: 'Contents here' },
    menuTitle: { en: 'Pages here' },
  }),
  'docs/_nav.json': JSON.stringify([
    { text: 'Guide', link: '/guide/start', tag: 'new' },
    { text: 'Parts', link: '/parts', tag: 'experimental' },
  ]),
  'docs/index.md': `---
pageType: home
hero:
  name: Acme
  actions:
    - theme: brand
      text: Brand action
      link: /guide/start
    - theme: alt
      text: Alt action
      link: /parts
---
`,
  'docs/parts.mdx': `import { Button, Callout, CodeBlockRuntime, Link, PageTab, PageTabs, Tab, Tabs } from '@rspress/core/theme';

# Parts

<div className="rp-not-doc" id="btn-brand"><Button type="a" href="/guide/start">Brand</Button></div>
<div className="rp-not-doc" id="btn-alt"><Button type="a" theme="alt" href="/guide/start">Alt</Button></div>

${CALLOUTS.map((type) => `<div id="c-${type}"><Callout type="${type}">Body ${type}.</Callout></div>`).join('\n')}
<div id="c-details"><Callout type="details">Body details.</Callout></div>

<div id="t-classes"><Tabs className="my-tabs" labelItemClassName="my-label" contentItemClassName="my-panel"><Tab label="One">Panel one</Tab><Tab label="Two">Panel two</Tab></Tabs></div>

<div id="pt"><PageTabs tabPosition="center" className="my-page-tabs"><PageTab label="Guide">Guide body</PageTab><PageTab label="Reference">Reference body</PageTab></PageTabs></div>

<span id="l-attrs"><Link href="/guide/start" title="The title" className="my-link" aria-label="Labelled" data-x="y" download="file.txt">Attrs</Link></span>

<div id="cbr-lines"><CodeBlockRuntime lang="ts" lineNumbers code={'const one = 1;\\nconst two = 2;'} /></div>
<div id="cbr-wrap"><CodeBlockRuntime lang="ts" wrapCode code={'const wrapped = 1;'} /></div>
<div id="cbr-plain"><CodeBlockRuntime lang="ts" code={'const plain = 1;'} /></div>
`,
  'docs/toc.mdx': `---
outline: false
---
import { Toc } from '@rspress/core/theme';

# Toc page

<div id="toc"><Toc /></div>

## First part {#first}

${LONG}

## Second part {#second}

${LONG}
`,
  'docs/guide/_meta.json': JSON.stringify([
    'start',
    { type: 'dir', name: 'deep', label: 'Deep group', collapsible: true, collapsed: true },
    { type: 'dir', name: 'other', label: 'Other group', collapsible: true, collapsed: true },
  ]),
  'docs/guide/start.md': `# Start\n\n${Array.from(
    { length: 6 },
    (_, index) => `## Part ${index} {#part-${index}}\n\n${LONG}\n\n${LONG}\n`,
  ).join('\n')}`,
  'docs/guide/deep/_meta.json': JSON.stringify(['inner']),
  'docs/guide/deep/inner.md': '# Inner page\n\nText.\n',
  'docs/guide/other/_meta.json': JSON.stringify(['leaf']),
  'docs/guide/other/leaf.md': '# Leaf page\n\nText.\n',
};

/** The computed value of `property` of the first element `selector` matches. */
const style = (tab: Page, selector: string, property: string) =>
  tab
    .locator(selector)
    .first()
    .evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);

describe('a one-language site whose pages use the content components, a long page and a collapsed sidebar', () => {
  let site: ScratchBuild;
  let server: RunningServer;
  let browser: Browser;
  const pages = new Map<string, Promise<Page>>();

  beforeAll(async () => {
    site = await buildScratchSite(ONE_LANGUAGE);
    expect(site.ok, site.output).toBe(true);
    [server, browser] = await Promise.all([site.preview(), launchChromium()]);
  });
  afterAll(async () => {
    await browser?.close();
    await site?.remove();
  });

  /** The page at `route`, opened once (1440 pixels wide) and shared by the claims that only read it. */
  function opened(route: string): Promise<Page> {
    if (!pages.has(route)) {
      pages.set(
        route,
        openHydrated(browser, `${server.origin}${route}`, {
          viewport: { width: 1440, height: 900 },
        }),
      );
    }
    return pages.get(route) as Promise<Page>;
  }

  claim(
    'guide/default-theme/components#button',
    "theme brand is filled with the gradient of the hero name and alt is outlined, the same as the home page's actions",
    async () => {
      const look = (tab: Page, selector: string) =>
        tab
          .locator(selector)
          .first()
          .evaluate((element) => {
            const css = getComputedStyle(element);
            return {
              image: css.backgroundImage,
              colour: css.backgroundColor,
              border: css.borderTopWidth,
              height: element.getBoundingClientRect().height,
            };
          });
      const parts = await opened('/parts');
      const brand = await look(parts, '#btn-brand a');
      const alt = await look(parts, '#btn-alt a');
      expect(brand.image).toMatch(/^linear-gradient/);
      expect(brand.colour).toBe('rgba(0, 0, 0, 0)');
      expect(alt.image).toBe('none');
      expect(alt.border).toBe('1px');
      const home = await opened('/');
      const nameImages = await home
        .locator('.rp-home-hero__title, .rp-home-hero__title *')
        .evaluateAll((elements) =>
          elements.map((element) => getComputedStyle(element).backgroundImage),
        );
      expect(nameImages).toContain(brand.image);
      expect(await look(home, 'a:has-text("Brand action")')).toEqual(brand);
      expect(await look(home, 'a:has-text("Alt action")')).toEqual(alt);
    },
  );

  claim(
    ['guide/default-theme/components#tag', 'guide/default-theme/doc-page#sidebar'],
    'the tag of a navbar item is drawn as the same badges: new a tip badge, experimental a warning badge with an icon',
    async () => {
      const html = await site.read('parts.html');
      const nav = html.slice(html.indexOf('<header'), html.indexOf('</header>'));
      expect(nav).toMatch(/>Guide<span class="rp-badge rp-badge--tip">new<\/span>/);
      expect(nav).toMatch(
        />Parts<span class="rp-badge rp-badge--warning"><svg[\s\S]*?<\/svg><span>experimental<\/span>/,
      );
    },
  );

  claim(
    'guide/default-theme/components#callout',
    'every type is a box of its own kind titled with the capitalised type; details is a <details> box',
    async () => {
      const tab = await opened('/parts');
      for (const type of CALLOUTS) {
        const box = tab.locator(`#c-${type} > .rp-callout--${type}`);
        expect(await box.evaluate((element) => element.tagName), type).toBe('DIV');
        expect(await box.innerText(), type).toMatch(
          new RegExp(`^${type[0]?.toUpperCase()}${type.slice(1)}\\s+Body ${type}\\.`),
        );
      }
      const colours = await Promise.all(
        CALLOUTS.map((type) => style(tab, `#c-${type} > .rp-callout`, 'background-color')),
      );
      expect(new Set(colours).size).toBeGreaterThan(4);
      const details = tab.locator('#c-details > .rp-callout--details');
      expect(await details.evaluate((element) => element.tagName)).toBe('DETAILS');
      expect(await details.locator('summary').innerText()).toBe('Details');
    },
  );

  claim(
    'guide/default-theme/components#tabs',
    'className, labelItemClassName and contentItemClassName go to the container, each label and each panel',
    async () => {
      const html = await site.read('parts.html');
      const tabs = html.slice(html.indexOf('<div id="t-classes">'), html.indexOf('<div id="pt">'));
      expect(tabs).toMatch(/^<div id="t-classes"><div class="rp-tabs my-tabs">/);
      expect(tabs.match(/role="tab"[^>]*class="[^"]*my-label"/g)).toHaveLength(2);
      expect(tabs.match(/class="[^"]*my-panel" role="tabpanel"/g)).toHaveLength(2);
    },
  );

  claim(
    'guide/default-theme/components#page-tabs',
    'tabPosition center centres the labels; className goes to the container',
    async () => {
      const tab = await opened('/parts');
      expect(await tab.locator('#pt .my-page-tabs').count()).toBe(1);
      expect(await style(tab, '#pt .rp-page-tabs__label', 'justify-content')).toBe('center');
    },
  );

  claim(
    'guide/default-theme/components#link',
    'Link passes the attributes of an <a> element on: title, class, aria and data attributes, download',
    async () => {
      const html = await site.read('parts.html');
      const link = html.slice(html.indexOf('<span id="l-attrs">'));
      expect(link).toMatch(
        /^<span id="l-attrs"><a href="\/guide\/start" class="my-link rp-link" title="The title" aria-label="Labelled" data-x="y" download="file.txt">Attrs<\/a>/,
      );
    },
  );

  claim(
    'guide/default-theme/components#code-block-runtime',
    'lineNumbers numbers the lines and wrapCode wraps them, in the browser as in fenced blocks',
    async () => {
      const tab = await opened('/parts');
      const frame = (id: string) => tab.locator(`#${id}`).evaluate((element) => element.innerHTML);
      await expect.poll(() => frame('cbr-lines')).toMatch(/--shiki-token/);
      expect(await frame('cbr-lines')).toContain('line-numbers');
      expect(await frame('cbr-plain')).not.toContain('line-numbers');
      expect(await frame('cbr-wrap')).toContain('rp-codeblock__content--wrap-code');
      expect(await frame('cbr-plain')).not.toContain('wrap-code');
    },
  );

  claim(
    'guide/default-theme/components#toc',
    'on a page with outline: false, Toc still lists the ## headings of the page',
    async () => {
      const html = await site.read('toc.html');
      expect(html).not.toContain('rp-outline__toc');
      const tab = await opened('/toc');
      expect(await tab.locator('#toc').innerText()).toBe('First part\nSecond part');
      expect(await tab.locator('#toc a').first().getAttribute('href')).toBe('#first');
    },
  );

  claim(
    'guide/default-theme/doc-page#sidebar',
    'the current page is highlighted and its collapsed group is opened; another collapsed group stays closed',
    async () => {
      const tab = await opened('/guide/deep/inner');
      const sidebar = tab.locator('.rp-doc-layout__sidebar');
      expect(await sidebar.locator('.rp-sidebar-item--active').innerText()).toBe('Inner page');
      const height = (text: string) =>
        sidebar
          .locator('.rp-sidebar-item', { hasText: text })
          .evaluate((element) => element.parentElement?.getBoundingClientRect().height ?? 0);
      await expect.poll(() => height('Inner page')).toBeGreaterThan(0);
      expect(await height('Leaf page')).toBe(0);
    },
  );

  claim(
    'guide/default-theme/doc-page#outline',
    'the outline highlights the heading being read, and the circle beside its title fills up as the reader scrolls',
    async () => {
      const tab = await openHydrated(browser, `${server.origin}/guide/start`, {
        viewport: { width: 1440, height: 900 },
      });
      try {
        const active = () => tab.locator('.rp-outline .rp-toc-item--active').innerText();
        const unfilled = () =>
          tab
            .locator('.rp-outline__title .rp-progress-circle circle')
            .nth(1)
            .evaluate((circle) => Number(circle.getAttribute('stroke-dashoffset')));
        await expect.poll(active).toBe('Part 0');
        const full = await unfilled();
        await tab.evaluate(() => window.scrollTo(0, 2500));
        await expect.poll(active).not.toBe('Part 0');
        await expect.poll(unfilled).toBeLessThan(full);
      } finally {
        await tab.context().close();
      }
    },
  );

  claim(
    ['guide/default-theme/doc-page#layout', 'guide/default-theme/i18n#i18n-json'],
    'menuTitle and outlineTitle of i18n.json label the bar of narrow windows and the outline',
    async () => {
      expect(await (await opened('/guide/start')).locator('.rp-outline__title').innerText()).toBe(
        'Contents here',
      );
      const tab = await openHydrated(browser, `${server.origin}/guide/start`, {
        viewport: { width: 900, height: 900 },
      });
      try {
        expect(await tab.locator('.rp-sidebar-menu').innerText()).toMatch(
          /Pages here[\s\S]*Contents here/,
        );
      } finally {
        await tab.context().close();
      }
    },
  );
});

const TWO_LANGUAGES: Record<string, string> = {
  'rspress.config.ts': `import { defineConfig } from '@rspress/core';

export default defineConfig({
  root: 'docs',
  description: 'Top description',
  search: false,
  locales: [
    { lang: 'en', label: 'English', title: 'Acme Docs', description: 'Locale description' },
    { lang: 'zh', label: '简体中文', title: 'Acme 文档', description: '本地描述' },
  ],
  themeConfig: {
    lastUpdated: { author: true },
    editLink: { docRepoBaseUrl: 'https://github.com/acme/docs/tree/main/docs' },
  },
});
`,
  'docs/en/index.md':
    '---\npageType: home\nhero:\n  name: Acme\n  actions:\n    - text: Install\n      link: /guide/install\n---\n',
  'docs/zh/index.md':
    '---\npageType: home\nhero:\n  name: Acme\n  actions:\n    - text: 安装\n      link: /guide/install\n---\n',
  'docs/en/guide/install.md': '# Install\n\nText.\n',
  'docs/zh/guide/install.md': '# 安装\n\n[带前缀的链接](/zh/guide/install)\n',
  'docs/en/guide/bare.md': '# Bare\n',
  'docs/zh/guide/bare.md': '# 空白\n',
  'docs/en/guide/only-en.md': '# Only English\n\nText.\n',
};

describe('a site in English and Chinese without lang, with lastUpdated and editLink', () => {
  let site: ScratchBuild;
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    site = await buildScratchSite(TWO_LANGUAGES, {
      prepare: (root) =>
        commitFiles(root, ['docs/en/guide/install.md', 'docs/zh/guide/install.md'], {
          name: 'Ada Lovelace',
          email: 'ada@example.com',
        }),
    });
    expect(site.ok, site.output).toBe(true);
    [server, browser] = await Promise.all([site.preview(), launchChromium()]);
  });
  afterAll(async () => {
    await browser?.close();
    await site?.remove();
  });

  const description = (html: string) =>
    html.match(/<meta name="description" content="([^"]*)"/)?.[1];
  const footer = (html: string) => {
    const start = html.indexOf('<footer class="rp-doc-footer"');
    return html
      .slice(start, html.indexOf('</footer>', start))
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ');
  };

  claim(
    'guide/default-theme/i18n#config',
    "lang defaults to en: English at the root, Chinese under /zh/; a top-level description wins over the locale's",
    async () => {
      expect(await site.read('guide/install.html')).toContain('<html lang="en"');
      expect(await site.read('zh/guide/install.html')).toContain('<html lang="zh"');
      expect(site.has('en/guide/install.html')).toBe(false);
      expect(description(await site.read('guide/bare.html'))).toBe('Top description');
      expect(description(await site.read('zh/guide/bare.html'))).toBe('Top description');
    },
  );

  claim(
    'guide/default-theme/i18n#links',
    'a link written with /zh/ keeps a single prefix; a front matter link of the Chinese home page is not rewritten',
    async () => {
      expect(await site.read('zh/guide/install.html')).toMatch(
        /<a href="\/zh\/guide\/install(\.html)?" class="rp-link">带前缀的链接/,
      );
      expect(await site.read('zh/index.html')).toMatch(
        /<a href="\/guide\/install"[^>]*rp-home-hero__action/,
      );
    },
  );

  claim(
    'guide/default-theme/i18n#language-switcher',
    'choosing the other language on a page without a twin opens the 404 page of that language',
    async () => {
      const tab = await openHydrated(browser, `${server.origin}/guide/only-en`, {
        viewport: { width: 1440, height: 900 },
      });
      try {
        await tab
          .locator('.rp-nav__menus .rp-nav-menu__item__container', { hasText: /^English$/ })
          .hover();
        await tab.locator('.rp-nav__menus').getByRole('link', { name: '简体中文' }).click();
        await tab.waitForURL((url) => url.pathname.startsWith('/zh/guide/only-en'));
        await expect.poll(() => tab.locator('body').innerText()).toContain('页面未找到');
        expect(await tab.evaluate(() => document.documentElement.lang)).toBe('zh');
      } finally {
        await tab.context().close();
      }
    },
  );

  claim(
    ['guide/default-theme/doc-page#last-updated', 'guide/default-theme/i18n#built-in-keys'],
    'the last-updated line is formatted for the language, with the author after “by”; a page never committed has none',
    async () => {
      const en = footer(await site.read('guide/install.html'));
      const zh = footer(await site.read('zh/guide/install.html'));
      expect(en).toMatch(/Last Updated \d{1,2}\/\d{1,2}\/\d{4}, [^A-Za-z]*[AP]M by Ada Lovelace/);
      expect(zh).toMatch(/最后更新于 \d{4}\/\d{1,2}\/\d{1,2} [\d:]+ 作者 Ada Lovelace/);
      expect(footer(await site.read('guide/only-en.html'))).not.toContain('Last Updated');
    },
  );

  claim(
    ['guide/default-theme/doc-page#edit-link', 'guide/default-theme/doc-page#layout'],
    'the edit link ends with the path of the file under the docs folder, language folder included; Chinese pages say 编辑此页面, 菜单 and 目录',
    async () => {
      expect(await site.read('guide/install.html')).toContain(
        'href="https://github.com/acme/docs/tree/main/docs/en/guide/install.md"',
      );
      const zh = await site.read('zh/guide/install.html');
      expect(zh).toContain(
        'href="https://github.com/acme/docs/tree/main/docs/zh/guide/install.md"',
      );
      for (const text of ['编辑此页面', '>菜单<', '>目录<']) expect(zh, text).toContain(text);
    },
  );
});

const LOCALES = `[
    { lang: 'en', label: 'English', title: 'Locale EN', description: 'Locale description' },
    { lang: 'zh', label: '简体中文', title: 'Locale ZH', description: '本地描述' },
  ]`;

const PAGES: Record<string, string> = {
  'docs/en/index.md': '# Start\n',
  'docs/zh/index.md': '# 开始\n',
  'docs/en/guide/a.md': '# A\n',
  'docs/zh/guide/a.md': '# A\n',
};

/** A two-language site whose config has `extra` after `locales`. */
const config = (extra: string) => `import { defineConfig } from '@rspress/core';

export default defineConfig({ root: 'docs', title: 'Top', search: false, locales: ${LOCALES}, ${extra} });
`;

const PROBE = `import { useI18n } from '@rspress/core/runtime';

export function Probe({ name }: { name: string }) {
  const t = useI18n();
  return <p id="probe">{t(name as never)}</p>;
}
`;

const probePages = (name: string) => ({
  'components/Probe.tsx': PROBE,
  'docs/en/guide/t.mdx': `import { Probe } from '../../../components/Probe';\n\n# T\n\n<Probe name="${name}" />\n`,
  'docs/zh/guide/t.mdx': `import { Probe } from '../../../components/Probe';\n\n# T\n\n<Probe name="${name}" />\n`,
});

const PARITY_FILES: Record<string, string> = {
  ...PAGES,
  'docs/en/guide/only-en.md': '# Only en\n',
  'docs/en/guide/drafts/draft.md': '# Draft\n',
  'docs/en/api/only-en.md': '# Api only en\n',
  'docs/en/api/x.md': '# X\n',
  'docs/zh/api/x.md': '# X\n',
  'docs/en/blog/post.md': '# Post\n',
};

/** Sites built side by side: each is small, and most stop early. */
const BUILDS = {
  themeLocales: {
    'rspress.config.ts': config(
      `themeConfig: { nav: [{ text: 'A', link: '/guide/a' }], locales: ${LOCALES} }`,
    ),
    ...PAGES,
  },
  unknownKey: { 'rspress.config.ts': config(''), ...PAGES, ...probePages('noSuchKey') },
  englishOnly: {
    'rspress.config.ts': config(''),
    'i18n.json': JSON.stringify({ onlyEnglish: { en: 'English only text' } }),
    ...PAGES,
    ...probePages('onlyEnglish'),
  },
  noEnglish: {
    'rspress.config.ts': config(''),
    'i18n.json': JSON.stringify({ onlyChinese: { zh: '只有中文' } }),
    ...PAGES,
  },
  parity: {
    'rspress.config.ts': config(
      `languageParity: { enabled: true, include: ['guide', 'api'], exclude: ['guide/only-en.md', 'guide/drafts'] }`,
    ),
    ...PARITY_FILES,
  },
  parityMissingFolder: {
    'rspress.config.ts': config(`languageParity: { enabled: true, include: ['blog'] }`),
    ...PARITY_FILES,
  },
} satisfies Record<string, Record<string, string>>;

describe('two-language sites whose config, texts or pages the build reads', () => {
  const sites = {} as Record<keyof typeof BUILDS, ScratchBuild>;

  beforeAll(async () => {
    await Promise.all(
      Object.entries(BUILDS).map(async ([name, files]) => {
        sites[name as keyof typeof BUILDS] = await buildScratchSite(files);
      }),
    );
  });
  afterAll(async () => {
    await Promise.all(Object.values(sites).map((site) => site.remove()));
  });

  claim(
    'guide/default-theme/i18n#config',
    'with themeConfig.nav, a themeConfig.locales that repeats the titles gives each language its navbar title',
    async () => {
      const site = sites.themeLocales;
      expect(site.ok, site.output).toBe(true);
      const title = (html: string) =>
        html.match(/rp-nav__title__link[^>]*><span>([^<]*)<\/span>/)?.[1];
      expect(title(await site.read('guide/a.html'))).toBe('Locale EN');
      expect(title(await site.read('zh/guide/a.html'))).toBe('Locale ZH');
    },
  );

  claim(
    'guide/default-theme/i18n#use-i18n',
    't() with a key that does not exist fails the render of the page, naming the key',
    () => {
      expect(sites.unknownKey.ok).toBe(false);
      expect(sites.unknownKey.output).toMatch(
        /i18n key "noSuchKey" not found for language "(en|zh)"/,
      );
    },
  );

  claim(
    'guide/default-theme/i18n#use-i18n',
    't() of a key with English text only gives the English text on a Chinese page',
    async () => {
      const site = sites.englishOnly;
      expect(site.ok, site.output).toBe(true);
      const probe = (html: string) => html.match(/<p id="probe">([^<]*)<\/p>/)?.[1];
      expect(probe(await site.read('zh/guide/t.html'))).toBe('English only text');
      expect(probe(await site.read('guide/t.html'))).toBe('English only text');
    },
  );

  claim(
    'guide/default-theme/i18n#i18n-json',
    'a key of i18n.json with no text for a language and no English text stops the build',
    () => {
      expect(sites.noEnglish.ok).toBe(false);
      expect(sites.noEnglish.output).toContain(
        'i18n key onlyChinese has no text for lang en, and no fallback en text either',
      );
    },
  );

  claim(
    ['guide/default-theme/i18n#language-switcher', 'api/config/config-basic#languageparity'],
    'include limits the check to its folders and exclude skips files and folders; a folder include names must exist in every language',
    () => {
      const { parity, parityMissingFolder } = sites;
      expect(parity.ok).toBe(false);
      expect(parity.output).toContain('Check language parity failed');
      const missing = new Set(
        [...parity.output.matchAll(/^\s*- ((?:en|zh)\/\S+)$/gm)].map((match) => match[1]),
      );
      expect([...missing]).toEqual(['zh/api/only-en.md']);
      expect(parityMissingFolder.ok).toBe(false);
      expect(parityMissingFolder.output).toMatch(/Failed to access directory: \S*docs\/zh\/blog/);
    },
  );
});
