/**
 * Facts about the home page, the parts of a doc page, the content components, multiple versions
 * and overview pages that several pages state in their own words, each run once on scratch sites:
 * a one-language site with a home page, doc pages and the components; a site with two versions
 * and two languages holding overview pages; and a site with a single version.
 */
import type { Browser } from '@playwright/test';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { claim } from '../../support/claims.ts';
import { launchChromium, withHydrated } from '../../support/scratchBrowser.ts';
import {
  buildScratchSite,
  type RunningServer,
  type ScratchBuild,
} from '../../support/scratchSite.ts';
import { parseHtml, textOf, textsOf } from '../theme/html.ts';

const FILLER = Array.from(
  { length: 40 },
  (_, index) => `Paragraph ${index} of filler text, so that the page is long enough to scroll.`,
).join('\n\n');

/** Home page, doc pages in a sidebar (one outside it), the components and the containers. */
const DOC_SITE = {
  'rspress.config.ts': `import { defineConfig } from '@rspress/core';

export default defineConfig({
  root: 'docs',
  title: 'Doc',
  themeConfig: {
    editLink: { docRepoBaseUrl: 'https://example.org/repo/tree/main/docs' },
    footer: { message: 'Footer <b>homefootword</b>' },
  },
});
`,
  'docs/index.md': `---
pageType: home
hero:
  name: Hero <em>name</em>
  text: Herotext
  tagline: Herotagline
  actions:
    - text: Nothemeaction
      link: /guide/a
    - theme: alt
      text: Externalaction
      link: https://example.org/ext
features:
  - title: Internalcard
    details: Card <code>details</code>
    icon: ⚡️
    link: /guide/b
  - title: Externalcard
    details: Goes out
    icon: 🔍
    link: https://example.org/card
    span: 6
  - title: Noiconcard
    details: No icon
    span: 5
---

homebodyword below the front matter.
`,
  'docs/guide/_meta.json': JSON.stringify(['a', 'b', 'c', 'comp', 'plain']),
  'docs/guide/a.md': `# Page A\n\nintro\n\n## Second level {#h2}\n\n${FILLER}\n\n### Third level {#h3}\n\ntext\n\n#### Fourth level {#h4}\n\ntext\n\n##### Fifth level {#h5}\n\ntext\n\n###### Sixth level {#h6}\n\n${FILLER}\n`,
  'docs/guide/b.md':
    '---\noutline: false\n---\n\n# Page B\n\n## Hidden heading {#hidden}\n\ntext\n',
  'docs/guide/c.md': '---\nfooter: false\n---\n\n# Page C\n\nNo sections here.\n',
  'docs/guide/orphan.md': '# Orphan\n\n## Orphan section {#os}\n',
  'docs/guide/comp.mdx': `import { Badge, Callout, PackageManagerTabs, Steps, Tab, Tabs } from '@rspress/core/theme';

# Components

<Badge text="textloses">childwins</Badge> <Badge text="onlytext" /> <Badge type="danger" outline text="dangerword" />

<Tabs>
  <Tab label="Firstlabel">firstpanelword</Tab>
  <Tab>secondpanelword</Tab>
</Tabs>

<Steps>

## Stepone {#step-one}

one

##### Stepfive {#step-five}

five

</Steps>

<Callout type="note">calloutnoteword</Callout>

<PackageManagerTabs command="install -D some-pkg" />

:::note
containernoteword
:::

:::details
containerdetailsword
:::

:::warning Own title
containerwarningword
:::

> [!TIP]
> alerttipword

::: custom
customword
:::
`,
  'docs/guide/plain.md': '# Plain\n\n<Badge text="mdbadge" />\n',
};

const NAV = JSON.stringify([{ text: 'Api', link: '/api/' }]);

/** Two versions in two languages; overview pages in v1's English API folder. */
const VERSION_SITE = {
  'rspress.config.ts': `import { defineConfig } from '@rspress/core';

export default defineConfig({
  root: 'docs',
  title: 'Ver',
  lang: 'en',
  locales: [
    { lang: 'en', label: 'English' },
    { lang: 'zh', label: '简体中文' },
  ],
  multiVersion: { default: 'v2', versions: ['v1', 'v2'] },
});
`,
  'docs/v1/en/_nav.json': NAV,
  'docs/v1/zh/_nav.json': NAV,
  'docs/v2/en/_nav.json': NAV,
  'docs/v2/zh/_nav.json': NAV,
  'docs/v1/en/index.md': '# V1 home\n\nversiononeword\n',
  'docs/v1/zh/index.md': '# V1 首页\n',
  'docs/v2/en/index.md': '# V2 home\n\nversiontwoword\n',
  'docs/v2/zh/index.md': '# V2 首页\n',
  'docs/v1/en/api/_meta.json': JSON.stringify([
    'index',
    'list',
    { type: 'dir', name: 'hooks', label: 'Hooks' },
    'commands',
  ]),
  'docs/v1/en/api/index.md': '---\noverview: true\ntitle: Api overview\n---\n\noverviewintroword\n',
  'docs/v1/en/api/list.md':
    '---\noverview: true\ntitle: Listpage\n---\n\nlistintroword\n\n## List section {#ls}\n',
  'docs/v1/en/api/commands.md':
    '# Commands\n\n## Build cmd {#build}\n\n### Deep cmd {#deep}\n\n[Use a](/api/hooks/use-a)\n',
  'docs/v1/en/api/hooks/use-a.md': '# useA\n\n## Usage a {#usage-a}\n',
  'docs/v2/en/api/index.md': '# V2 api\n',
  'docs/v1/zh/api/index.md': '# V1 api zh\n',
  'docs/v2/zh/api/index.md': '# V2 api zh\n',
};

/** multiVersion with a single version. */
const ONE_VERSION_SITE = {
  'rspress.config.ts': `import { defineConfig } from '@rspress/core';

export default defineConfig({
  root: 'docs',
  title: 'One',
  multiVersion: { default: 'v1', versions: ['v1'] },
  themeConfig: { nav: [{ text: 'Guide', link: '/guide/' }] },
});
`,
  'docs/v1/index.md': '# One home\n',
  'docs/v1/guide/index.md': '# One guide\n',
};

interface IndexEntry {
  routePath: string;
}

describe('facts stated on several pages: home page, doc page parts, components, versions, overview', () => {
  let doc: ScratchBuild;
  let ver: ScratchBuild;
  let one: ScratchBuild;
  let preview: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    [doc, ver, one] = await Promise.all([
      buildScratchSite(DOC_SITE),
      buildScratchSite(VERSION_SITE),
      buildScratchSite(ONE_VERSION_SITE),
    ]);
    expect(doc.ok, doc.output).toBe(true);
    expect(ver.ok, ver.output).toBe(true);
    expect(one.ok, one.output).toBe(true);
    [preview, browser] = await Promise.all([doc.preview(), launchChromium()]);
  });
  afterAll(async () => {
    await browser?.close();
    await Promise.all([doc, ver, one].map((site) => site?.remove()));
  });

  async function page(site: ScratchBuild, file: string): Promise<Document> {
    return parseHtml(await site.read(file));
  }

  async function searchFiles(site: ScratchBuild): Promise<string[]> {
    const { readdir } = await import('node:fs/promises');
    return (await readdir(`${site.dir}/doc_build/static`))
      .filter((file) => file.startsWith('search_index.'))
      .sort();
  }

  // ---- Home page ----

  claim(
    [
      'guide/default-theme/home-page#page-type-home',
      'api/config/config-frontmatter#pagetype',
      'api/client-api/api-components#homelayout',
    ],
    'a pageType: home page draws the hero and the features but not its Markdown, with no sidebar and no outline',
    async () => {
      const home = await page(doc, 'index.html');
      expect(home.querySelector('.rp-home-hero')).not.toBeNull();
      expect(home.querySelectorAll('.rp-home-feature__card')).toHaveLength(3);
      expect(home.body.textContent).not.toContain('homebodyword');
      expect(home.querySelector('.rp-doc-layout__sidebar')).toBeNull();
      expect(home.querySelector('.rp-outline')).toBeNull();
      expect(home.querySelector('.rp-nav')).not.toBeNull();
    },
  );

  claim(
    [
      'guide/default-theme/home-page#page-type-home',
      'guide/advanced/custom-search#built-in-search',
      'index#features',
    ],
    'the home page is left out of the search index while every doc page is in it',
    async () => {
      const [file] = await searchFiles(doc);
      const entries = JSON.parse(await doc.read(`static/${file}`)) as IndexEntry[];
      const routes = entries.map((entry) => entry.routePath);
      expect(routes).toContain('/guide/a');
      expect(routes).toContain('/guide/orphan');
      expect(routes).not.toContain('/');
    },
  );

  claim(
    [
      'guide/default-theme/home-page#hero-fields',
      'guide/default-theme/home-page#hero-actions',
      'api/config/config-frontmatter#hero',
      'api/client-api/api-components#homehero',
    ],
    'the hero renders HTML in name, an action without theme is a brand button and an external action opens in a new tab',
    async () => {
      const home = await page(doc, 'index.html');
      expect(home.querySelector('.rp-home-hero__title-brand em')?.textContent).toBe('name');
      expect(textOf(home.querySelector('.rp-home-hero__subtitle'))).toBe('Herotext');
      expect(textOf(home.querySelector('.rp-home-hero__tagline'))).toBe('Herotagline');
      const [internal, external] = home.querySelectorAll('.rp-home-hero__action');
      expect(textOf(internal)).toBe('Nothemeaction');
      expect(internal?.classList.contains('rp-button--brand')).toBe(true);
      expect(internal?.getAttribute('target')).toBeNull();
      expect(external?.classList.contains('rp-button--alt')).toBe(true);
      expect(external?.getAttribute('target')).toBe('_blank');
    },
  );

  claim(
    [
      'guide/default-theme/home-page#features',
      'guide/default-theme/home-page#feature-span',
      'api/config/config-frontmatter#features',
      'api/client-api/api-components#homefeature',
    ],
    'feature cards: details take HTML, no icon without icon, span 4 by default, another span fills the row, and a card is not a link element',
    async () => {
      const home = await page(doc, 'index.html');
      const items = [...home.querySelectorAll('.rp-home-feature__item')];
      const cards = items.map((item) => item.querySelector('.rp-home-feature__card') as Element);
      expect(cards.map((card) => card.tagName.toLowerCase())).toEqual([
        'article',
        'article',
        'article',
      ]);
      expect(home.querySelector('.rp-home-feature a')).toBeNull();
      expect(cards[0]?.querySelector('.rp-home-feature__detail code')?.textContent).toBe('details');
      expect(cards[2]?.querySelector('.rp-home-feature__icon')).toBeNull();
      expect(cards[0]?.querySelector('.rp-home-feature__icon')).not.toBeNull();
      expect(items[0]?.className).toContain('rp-home-feature__item--span-4');
      expect(items[1]?.className).toContain('rp-home-feature__item--span-6');
      expect(items[2]?.className).not.toContain('--span-');
    },
  );

  claim(
    ['guide/default-theme/home-page#features', 'api/config/config-frontmatter#features'],
    'a click on a card with an internal link navigates in the app; with an external link it opens it in the same tab',
    async () => {
      await withHydrated(browser, `${preview.origin}/`, async (tab) => {
        await tab.getByRole('heading', { name: 'Internalcard' }).click();
        await expect
          .poll(() => new URL(tab.url()).pathname.replace(/\.html$/, ''))
          .toBe('/guide/b');
        expect(tab.context().pages()).toHaveLength(1);
        await expect.poll(() => tab.locator('h1').first().textContent()).toContain('Page B');
      });
      await withHydrated(browser, `${preview.origin}/`, async (tab) => {
        await tab
          .context()
          .route('https://example.org/**', (route) =>
            route.fulfill({ contentType: 'text/html', body: '<h1>outside</h1>' }),
          );
        await tab.getByRole('heading', { name: 'Externalcard' }).click();
        await expect.poll(() => tab.url()).toBe('https://example.org/card');
        expect(tab.context().pages()).toHaveLength(1);
      });
    },
  );

  claim(
    [
      'guide/default-theme/home-page#footer',
      'api/config/config-theme#footer',
      'api/client-api/api-components#homefooter',
    ],
    'themeConfig.footer.message, with its HTML, is drawn on the home page and on no doc page',
    async () => {
      const home = await page(doc, 'index.html');
      expect(home.querySelector('.rp-home-footer__message b')?.textContent).toBe('homefootword');
      const docPage = await doc.read('guide/a.html');
      expect(docPage).not.toContain('homefootword');
    },
  );

  // ---- Doc page parts ----

  claim(
    [
      'guide/default-theme/doc-page#outline',
      'guide/basic/use-mdx#headings',
      'guide/default-theme/components#toc',
    ],
    'the outline lists the headings of levels two to four, indented by level, and not those of levels five and six',
    async () => {
      const pageA = await page(doc, 'guide/a.html');
      const items = [...pageA.querySelectorAll('.rp-outline__toc .rp-toc-item')];
      expect(items.map((item) => item.getAttribute('href'))).toEqual(['#h2', '#h3', '#h4']);
      expect(items.map((item) => item.getAttribute('data-depth'))).toEqual(['0', '1', '2']);
      expect(pageA.getElementById('h5')).not.toBeNull();
    },
  );

  claim(
    [
      'guide/default-theme/doc-page#outline',
      'guide/default-theme/doc-page#frontmatter',
      'api/config/config-frontmatter#outline',
    ],
    'outline: false hides the outline and leaves an empty column; a page without sections still has an (empty) outline',
    async () => {
      const pageB = await page(doc, 'guide/b.html');
      expect(pageB.querySelector('.rp-outline')).toBeNull();
      expect(pageB.querySelector('.rp-doc-layout__outline-placeholder')).not.toBeNull();
      expect(pageB.getElementById('hidden')).not.toBeNull();
      const pageC = await page(doc, 'guide/c.html');
      expect(textOf(pageC.querySelector('.rp-outline__title'))).toBe('ON THIS PAGE');
      expect(pageC.querySelectorAll('.rp-outline__toc .rp-toc-item')).toHaveLength(0);
    },
  );

  claim(
    [
      'guide/default-theme/doc-page#outline',
      'api/config/config-theme#enablescrolltotop',
      'api/client-api/api-components#outline',
      'guide/default-theme/i18n#built-in-keys',
    ],
    '"Back to top" is not under the outline at the top of the page and appears once the reader scrolls down',
    async () => {
      await withHydrated(browser, `${preview.origin}/guide/a.html`, async (tab) => {
        const button = tab.locator('.rp-outline__bottom .rp-scroll-to-top');
        await expect.poll(() => tab.locator('.rp-outline__bottom .rp-edit-link').count()).toBe(1);
        expect(await button.count()).toBe(0);
        await tab.mouse.wheel(0, 1500);
        await expect.poll(() => tab.evaluate(() => window.scrollY)).toBeGreaterThan(100);
        await expect.poll(() => button.count()).toBe(1);
        expect((await button.textContent())?.trim()).toBe('Back to top');
        await button.click();
        await expect.poll(() => tab.evaluate(() => window.scrollY)).toBe(0);
      });
    },
  );

  claim(
    [
      'guide/default-theme/doc-page#frontmatter',
      'api/config/config-frontmatter#footer',
      'api/client-api/api-components#docfooter',
    ],
    'footer: false removes the doc footer (edit link, previous/next) while the edit link of the outline stays',
    async () => {
      const pageC = await page(doc, 'guide/c.html');
      expect(pageC.querySelector('.rp-doc-footer')).toBeNull();
      expect(pageC.querySelector('.rp-prev-next-page')).toBeNull();
      expect(pageC.querySelector('.rp-outline__bottom .rp-edit-link')).not.toBeNull();
      const pageB = await page(doc, 'guide/b.html');
      expect(pageB.querySelector('.rp-doc-footer .rp-prev-next-page')).not.toBeNull();
    },
  );

  claim(
    [
      'guide/default-theme/doc-page#edit-link',
      'api/config/config-theme#editlink',
      'api/client-api/api-components#editlink',
    ],
    'the edit link is docRepoBaseUrl plus the file path, reads "Edit this page", in the doc footer and the outline; without editLink there is none',
    async () => {
      const comp = await page(doc, 'guide/comp.html');
      const links = [...comp.querySelectorAll('a.rp-edit-link')];
      expect(links).toHaveLength(2);
      for (const link of links) {
        expect(link.getAttribute('href')).toBe(
          'https://example.org/repo/tree/main/docs/guide/comp.mdx',
        );
        expect(textOf(link)).toBe('Edit this page');
      }
      expect(comp.querySelector('.rp-doc-footer .rp-edit-link')).not.toBeNull();
      expect(comp.querySelector('.rp-outline .rp-edit-link')).not.toBeNull();
      const noEdit = await page(ver, 'v1/api/commands.html');
      expect(noEdit.querySelector('.rp-edit-link')).toBeNull();
    },
  );

  claim(
    [
      'guide/default-theme/doc-page#prev-next',
      'api/client-api/api-components#prevnextpage',
      'guide/default-theme/i18n#built-in-keys',
    ],
    'previous/next follow the sidebar, labelled "Previous page" and "Next page"; a page outside the sidebar has no previous and the first entry as next',
    async () => {
      const comp = await page(doc, 'guide/comp.html');
      const prev = comp.querySelector('.rp-prev-next-page__prev');
      const next = comp.querySelector('.rp-prev-next-page__next');
      expect(prev?.getAttribute('href')).toBe('/guide/c.html');
      expect(next?.getAttribute('href')).toBe('/guide/plain.html');
      expect(textOf(prev?.querySelector('.rp-prev-next-page__item__desc'))).toBe('Previous page');
      expect(textOf(next?.querySelector('.rp-prev-next-page__item__desc'))).toBe('Next page');
      const firstEntry = (await page(doc, 'guide/orphan.html'))
        .querySelector('.rp-doc-layout__sidebar a')
        ?.getAttribute('href');
      const orphan = await page(doc, 'guide/orphan.html');
      expect(orphan.querySelector('.rp-prev-next-page__prev')).toBeNull();
      expect(orphan.querySelector('.rp-prev-next-page__next')?.getAttribute('href')).toBe(
        firstEntry,
      );
      const plain = await page(doc, 'guide/plain.html');
      expect(plain.querySelector('.rp-prev-next-page__next')).toBeNull();
    },
  );

  // ---- Content components ----

  claim(
    ['guide/default-theme/components#usage', 'guide/basic/use-mdx#md-or-mdx'],
    'in a .md page a component tag is an unknown HTML element; in .mdx it is the component',
    async () => {
      const plain = await page(doc, 'guide/plain.html');
      expect(plain.querySelector('.rspress-doc badge')?.getAttribute('text')).toBe('mdbadge');
      expect(plain.querySelector('.rp-badge')).toBeNull();
      const comp = await page(doc, 'guide/comp.html');
      expect(comp.querySelectorAll('.rspress-doc .rp-badge').length).toBeGreaterThan(0);
    },
  );

  claim(
    ['guide/default-theme/components#badge', 'api/client-api/api-components#badge'],
    'Badge shows children over text, text alone otherwise, tip by default, and type and outline change it',
    async () => {
      const comp = await page(doc, 'guide/comp.html');
      const badges = [...comp.querySelectorAll('.rspress-doc .rp-badge')];
      expect(badges.map((badge) => textOf(badge))).toEqual(['childwins', 'onlytext', 'dangerword']);
      expect(badges[0]?.className).toContain('rp-badge--tip');
      expect(badges[1]?.className).toContain('rp-badge--tip');
      expect(badges[2]?.className).toContain('rp-badge--danger');
      expect(badges[2]?.className).toContain('rp-badge--outline');
    },
  );

  claim(
    [
      'guide/default-theme/components#tabs',
      'api/client-api/api-components#tabs',
      'api/client-api/api-components#tab',
    ],
    'Tabs show the first tab by default, keep hidden panels in the static HTML, and a Tab without label has an empty label',
    async () => {
      const comp = await page(doc, 'guide/comp.html');
      const tabs = comp.querySelector('.rspress-doc .rp-tabs') as Element;
      const labels = [...tabs.querySelectorAll('[role="tab"]')];
      expect(labels.map((label) => textOf(label))).toEqual(['Firstlabel', '']);
      expect(labels[0]?.getAttribute('aria-selected')).toBe('true');
      const panels = [...tabs.querySelectorAll('[role="tabpanel"]')];
      expect(panels.map((panel) => textOf(panel))).toEqual(['firstpanelword', 'secondpanelword']);
      expect(panels[1]?.getAttribute('aria-hidden')).toBe('true');
    },
  );

  claim(
    [
      'guide/default-theme/components#steps',
      'api/client-api/api-components#steps',
      'guide/default-theme/doc-page#outline',
    ],
    'Steps numbers its headings of any level from 2 to 6; only those of levels 2 to 4 appear in the outline',
    async () => {
      await withHydrated(browser, `${preview.origin}/guide/comp.html`, async (tab) => {
        const numbering = (id: string) =>
          tab.evaluate((heading) => {
            const element = document.getElementById(heading) as Element;
            return {
              content: getComputedStyle(element, '::before').content,
              increment: getComputedStyle(element).counterIncrement,
            };
          }, id);
        const numbered = { content: 'counter(step)', increment: 'step 1' };
        expect(await numbering('step-one')).toEqual(numbered);
        expect(await numbering('step-five')).toEqual(numbered);
        expect(await numbering('components')).not.toEqual(numbered);
        const outline = tab.locator('.rp-outline__toc .rp-toc-item');
        await expect.poll(() => outline.count()).toBeGreaterThan(0);
        const hrefs = await outline.evaluateAll((links) =>
          links.map((link) => link.getAttribute('href')),
        );
        expect(hrefs).toContain('#step-one');
        expect(hrefs).not.toContain('#step-five');
      });
    },
  );

  claim(
    [
      'guide/default-theme/components#callout',
      'api/client-api/api-components#callout',
      'guide/basic/use-mdx#containers',
      'guide/basic/use-mdx#github-alerts',
      'plugin/official-plugins/container-syntax#titles',
      'plugin/official-plugins/container-syntax#types',
      'plugin/official-plugins/container-syntax#github-alerts',
    ],
    'Callout and containers are titled with the capitalised type or the given title, details is a <details>, alerts are titled in capitals, an unknown type stays text',
    async () => {
      const comp = await page(doc, 'guide/comp.html');
      const callouts = [...comp.querySelectorAll('.rp-callout')];
      expect(callouts.map((callout) => callout.tagName.toLowerCase())).toEqual([
        'div',
        'div',
        'details',
        'div',
        'div',
      ]);
      expect(textsOf(comp, '.rp-callout__title')).toEqual([
        'Note',
        'Note',
        'Details',
        'Own title',
        'TIP',
      ]);
      expect(callouts[2]?.querySelector('summary.rp-callout__title')).not.toBeNull();
      expect(callouts[4]?.className).toContain('rp-callout--tip');
      expect(comp.querySelector('.rspress-doc')?.textContent).toContain('::: custom');
    },
  );

  claim(
    [
      'guide/default-theme/components#package-manager-tabs',
      'api/client-api/api-components#packagemanagertabs',
    ],
    'PackageManagerTabs writes the command for npm, yarn, pnpm, bun and deno, install becoming add and deno getting npm:',
    async () => {
      const comp = await page(doc, 'guide/comp.html');
      const tabs = comp.querySelectorAll('.rspress-doc .rp-tabs')[1] as Element;
      expect(textsOf(tabs, '[role="tab"]')).toEqual(['npm', 'yarn', 'pnpm', 'bun', 'deno']);
      expect(textsOf(tabs, '[role="tabpanel"] code')).toEqual([
        'npm install -D some-pkg',
        'yarn add -D some-pkg',
        'pnpm add -D some-pkg',
        'bun add -D some-pkg',
        'deno add -D npm:some-pkg',
      ]);
    },
  );

  // ---- Multiple versions ----

  claim(
    [
      'guide/default-theme/multi-version#search',
      'guide/advanced/custom-search#built-in-search',
      'guide/advanced/custom-search#search-options',
      'api/config/config-basic#multiversion',
    ],
    'a versioned site writes one search index per version and language, named search_index.<version>.<lang>.<hash>.json',
    async () => {
      const files = await searchFiles(ver);
      expect(files.map((file) => file.replace(/\.[0-9a-f]+\.json$/, ''))).toEqual([
        'search_index.v1.en',
        'search_index.v1.zh',
        'search_index.v2.en',
        'search_index.v2.zh',
      ]);
      const v1 = files.find((file) => file.startsWith('search_index.v1.en')) as string;
      const v2 = files.find((file) => file.startsWith('search_index.v2.en')) as string;
      const v1Text = await ver.read(`static/${v1}`);
      const v2Text = await ver.read(`static/${v2}`);
      expect(v1Text).toContain('versiononeword');
      expect(v1Text).not.toContain('versiontwoword');
      expect(v2Text).toContain('versiontwoword');
    },
  );

  claim(
    [
      'guide/default-theme/multi-version#version-switcher',
      'api/config/config-basic#multiversion',
      'guide/default-theme/navbar#anatomy',
    ],
    'the navbar has a version switcher, listing the versions in order, only when versions has more than one entry',
    async () => {
      const v1Home = await page(ver, 'v1/index.html');
      const switcher = [...v1Home.querySelectorAll('.rp-nav__menus > .rp-nav-menu__item')].find(
        (item) => textOf(item.querySelector('button')) === 'v1',
      );
      expect(switcher).toBeDefined();
      expect(textsOf(switcher as Element, '.rp-hover-group__item')).toEqual(['v1', 'v2']);
      expect((switcher as Element).querySelector('[aria-label="v2"]')?.getAttribute('href')).toBe(
        '/',
      );
      const single = await page(one, 'index.html');
      expect(single.querySelectorAll('.rp-nav__menus > .rp-nav-menu__item')).toHaveLength(0);
      expect(single.querySelector('[aria-label="v1"]')).toBeNull();
    },
  );

  claim(
    [
      'guide/default-theme/multi-version#links',
      'guide/default-theme/multi-version#urls',
      'guide/default-theme/navbar#nav-json',
      'api/config/config-build#markdown-link',
    ],
    "links in a version's Markdown and _nav.json get the version prefix; the default version has none",
    async () => {
      const commands = await page(ver, 'v1/api/commands.html');
      expect(commands.querySelector('.rspress-doc p a')?.getAttribute('href')).toBe(
        '/v1/api/hooks/use-a.html',
      );
      expect(textsOf(commands, '.rp-nav-menu--right .rp-nav-menu__item a')).toContain('Api');
      const navLink = (site: Document) =>
        [...site.querySelectorAll('.rp-nav-menu__item a')]
          .find((link) => textOf(link) === 'Api')
          ?.getAttribute('href');
      expect(navLink(commands)).toBe('/v1/api/index.html');
      expect(navLink(await page(ver, 'index.html'))).toBe('/api/index.html');
      expect(ver.has('v1/zh/api/index.html')).toBe(true);
      expect(ver.has('zh/api/index.html')).toBe(true);
    },
  );

  // ---- Overview pages ----

  claim(
    [
      'guide/default-theme/overview-page#what-it-shows',
      'guide/default-theme/overview-page#listed-pages',
      'api/config/config-frontmatter#overviewheaders',
      'api/client-api/api-components#overview',
    ],
    'an index overview page shows title, filter, its content, then a block per sidebar group with the ## headings of each page, and no outline',
    async () => {
      const overview = await page(ver, 'v1/api/index.html');
      const body = overview.querySelector('.rp-overview') as Element;
      expect(textOf(body.querySelector('h1 > span'))).toBe('Api overview');
      const order = [...body.children].map((child) =>
        child.matches('h1')
          ? 'title'
          : child.matches('.rp-overview-search')
            ? 'filter'
            : child.matches('p')
              ? 'content'
              : child.matches('h2')
                ? `group:${textOf(child.querySelector('span'))}`
                : 'cards',
      );
      expect(order.filter((entry) => entry !== 'cards')).toEqual([
        'title',
        'filter',
        'content',
        'group:Listpage',
        'group:Hooks',
        'group:Commands',
      ]);
      expect(textsOf(body, '.rp-overview-group__item__content__item__link')).toEqual([
        'List section',
        'Usage a',
        'Build cmd',
      ]);
      expect(overview.querySelector('.rp-outline')).toBeNull();
      expect(overview.querySelector('.rp-doc-layout__sidebar')).not.toBeNull();
    },
  );

  claim(
    [
      'guide/default-theme/overview-page#create',
      'api/config/config-frontmatter#overview',
      'api/client-api/api-components#overview',
    ],
    'overview: true on a page that is not an index or overview page lists no page, only the no-result message',
    async () => {
      const list = await page(ver, 'v1/api/list.html');
      const body = list.querySelector('.rp-overview') as Element;
      expect(textOf(body.querySelector('h1 > span'))).toBe('Listpage');
      expect(body.querySelector('.rp-overview-search input')).not.toBeNull();
      expect(body.textContent).toContain('listintroword');
      expect(body.querySelector('.rp-overview-group')).toBeNull();
      expect(textOf(body.querySelector('.rp-overview__empty'))).toMatch(/^No matching API found/);
    },
  );
});
