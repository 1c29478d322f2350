/**
 * Second pass over Custom theme and Components: the sentences other claims check only in part —
 * the runtime hooks in a theme component, the doc slots on pages without sidebar or outline and on
 * `doc-wide` pages, a replaced `HomeLayout` that keeps the home slots of `Layout`, the theme's own
 * Markdown elements, what the CSS variables of the table colour, the version prefix of a JSX `Link`,
 * the `rp-not-doc` class, a `_meta.json` tag, and the Banner above the sidebar and the outline.
 */
import type { Browser, Page } from '@playwright/test';
import { afterAll, beforeAll, expect } from 'vitest';
import { claim } from '../../support/claims.ts';
import { launchChromium, withHydrated } from '../../support/scratchBrowser.ts';
import {
  buildScratchSite,
  codeBlocksUnder,
  type RunningServer,
  type ScratchBuild,
} from '../../support/scratchSite.ts';
import { parseHtml, textOf } from './html.ts';

const THEME = `import { NoSSR, useDark, useFrontmatter, useI18n, useLang, usePage } from '@rspress/core/runtime';
import {
  Banner,
  HomeLayout as BasicHomeLayout,
  Layout as BasicLayout,
  type HomeLayoutProps,
} from '@rspress/core/theme-original';
import './index.css';

const mark = (name: string) => <i data-slot={name}>{'[' + name + ']'}</i>;

function Hooks() {
  const lang = useLang();
  const { page } = usePage();
  const { frontmatter } = useFrontmatter();
  const t = useI18n();
  const dark = useDark();
  return (
    <div id="hooks">
      {['lang=' + lang, 'title=' + page.title, 'marker=' + String(frontmatter.marker ?? ''), 't=' + typeof t, 'dark=' + String(dark)].join(' ')}
      <NoSSR>
        <span id="client-only"> client only</span>
      </NoSSR>
    </div>
  );
}

function HomeLayout(props: HomeLayoutProps) {
  return <BasicHomeLayout {...props} afterHeroActions={mark('afterHeroActions')} />;
}

function Layout() {
  return (
    <BasicLayout
      beforeNav={<Banner href="/guide/a" message="Banner message" storage={false} />}
      beforeDoc={mark('beforeDoc')}
      afterDoc={mark('afterDoc')}
      beforeSidebar={mark('beforeSidebar')}
      afterSidebar={mark('afterSidebar')}
      beforeOutline={mark('beforeOutline')}
      afterOutline={mark('afterOutline')}
      beforeDocContent={mark('beforeDocContent')}
      afterDocFooter={<Hooks />}
      beforeHero={mark('beforeHero')}
      afterFeatures={mark('afterFeatures')}
    />
  );
}

export * from '@rspress/core/theme-original';
export { HomeLayout, Layout };
`;

const STYLES = `:root {
  --rp-c-brand: rgb(1, 2, 3);
  --rp-c-brand-light: rgb(1, 2, 3);
  --rp-c-brand-lighter: rgb(1, 2, 3);
  --rp-c-brand-dark: rgb(1, 2, 3);
  --rp-c-brand-darker: rgb(1, 2, 3);
  --rp-c-brand-tint: rgba(1, 2, 3, 0.2);
  --rp-home-feature-bg: rgb(4, 5, 6);
  --rp-code-block-bg: rgb(7, 8, 9);
}

/* On the home page and around one button: other buttons keep the default gradient. */
.rp-home-hero,
#hero-bg {
  --rp-home-hero-title-bg: linear-gradient(90deg, rgb(10, 11, 12), rgb(10, 11, 12));
}
`;

const PAGE_A = `---
marker: from-front-matter
---

# Page A

A paragraph with a [link](/guide/comps), **strong** and \`code\`.

\`\`\`js
const x = 1;
\`\`\`

## Second {#second}

${'Filler paragraph.\n\n'.repeat(40)}`;

let site: ScratchBuild;
let versioned: ScratchBuild;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  const buttonExample = (
    await codeBlocksUnder('guide/default-theme/components.mdx', 'button')
  )[0]?.value.replace('className="rp-not-doc"', 'id="row" className="rp-not-doc"');
  expect(buttonExample).toContain('id="row"');
  [site, versioned] = await Promise.all([
    buildScratchSite({
      'rspress.config.ts': `import { defineConfig } from '@rspress/core';

export default defineConfig({ root: 'docs', title: 'Second pass' });
`,
      'theme/index.tsx': THEME,
      'theme/index.css': STYLES,
      'docs/index.md':
        '---\npageType: home\nhero:\n  name: Probe home\n  actions:\n    - theme: brand\n      text: Go\n      link: /guide/a\nfeatures:\n  - title: One\n    details: One\n---\n',
      'docs/guide/_meta.json': JSON.stringify([
        { type: 'file', name: 'a', label: 'Page A', tag: 'new' },
        'nosidebar',
        'nooutline',
        'wide',
        'comps',
        'mdx',
      ]),
      'docs/guide/a.md': PAGE_A,
      'docs/guide/nosidebar.md':
        '---\nsidebar: false\n---\n\n# No sidebar\n\n## Part {#part}\n\nText.\n',
      'docs/guide/nooutline.md':
        '---\noutline: false\n---\n\n# No outline\n\n## Part {#part}\n\nText.\n',
      'docs/guide/wide.md': '---\npageType: doc-wide\n---\n\n# Wide\n\n## Part {#part}\n\nText.\n',
      'docs/guide/mdx.mdx':
        "import { getCustomMDXComponent } from '@rspress/core/theme';\n\n# MDX\n\n<p id=\"mdx-keys\">{Object.keys(getCustomMDXComponent()).sort().join(',')}</p>\n",
      'docs/guide/comps.mdx': `import { Button, PageTab, PageTabs, Prompt, Tab, Tabs } from '@rspress/core/theme';

# Components

${buttonExample}

<div id="hero-bg" className="rp-not-doc"><Button type="a" href="/">Hero gradient</Button></div>

<div id="plain" className="rp-not-doc">

A [plain link](/guide/a) and \`plain code\`.

- plain item

</div>

<div id="styled">

A [doc link](/guide/a) and \`doc code\`.

- doc item

</div>

<Prompt title="P" description="Use \`rspress build\` with **care** and *calm*." prompt="Do it." />

<Tabs values={[{ label: 'One', value: 'one' }, { label: 'Two', value: 'two', disabled: true }, { label: 'Three', value: 'three' }]}>
  <Tab value="one">Panel one</Tab>
  <Tab value="two">Panel two</Tab>
  <Tab value="three">Panel three</Tab>
</Tabs>

<PageTabs>
  <PageTab label="Guide">Guide panel text.</PageTab>
  <PageTab label="Reference">Reference panel text.</PageTab>
</PageTabs>
`,
    }),
    buildScratchSite({
      'rspress.config.ts': `import { defineConfig } from '@rspress/core';

export default defineConfig({
  root: 'docs',
  title: 'Versions',
  multiVersion: { default: 'v2', versions: ['v1', 'v2'] },
});
`,
      'docs/v1/index.md': '# Home v1\n',
      'docs/v2/index.md': '# Home v2\n',
      'docs/v1/guide/b.md': '# B v1\n',
      'docs/v2/guide/b.md': '# B v2\n',
      'docs/v1/guide/a.mdx':
        'import { Link } from \'@rspress/core/theme\';\n\n# A v1\n\n[Markdown link](/guide/b)\n\n<Link href="/guide/b">JSX link</Link>\n',
    }),
  ]);
  expect(site.ok, site.output).toBe(true);
  expect(versioned.ok, versioned.output).toBe(true);
  [server, browser] = await Promise.all([site.preview(), launchChromium()]);
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await Promise.all([site?.remove(), versioned?.remove()]);
});

async function slotsOf(file: string): Promise<string[]> {
  const doc = parseHtml(await site.read(file));
  return [...doc.querySelectorAll('[data-slot]')].map(
    (element) => element.getAttribute('data-slot') as string,
  );
}

function onPage(path: string, run: (tab: Page) => Promise<void>): Promise<void> {
  return withHydrated(browser, `${server.origin}${path}`, run, {
    viewport: { width: 1440, height: 900 },
  });
}

const DOC_MARKS = [
  'beforeDoc',
  'beforeSidebar',
  'afterSidebar',
  'beforeDocContent',
  'beforeOutline',
  'afterOutline',
  'afterDoc',
];

claim(
  'guide/advanced/custom-theme#theme-resolution',
  'a theme component imports useLang, usePage, useFrontmatter, useI18n, useDark and NoSSR from @rspress/core/runtime: they give the page’s values, and NoSSR content appears only in the browser',
  async () => {
    const html = parseHtml(await site.read('guide/a.html'));
    expect(textOf(html.querySelector('#hooks'))).toBe(
      'lang=en title=Page A marker=from-front-matter t=function dark=false',
    );
    expect(html.querySelector('#client-only')).toBeNull();
    await onPage('/guide/a', async (tab) => {
      await expect.poll(() => tab.locator('#client-only').count()).toBe(1);
    });
  },
);

claim(
  'guide/advanced/custom-theme#slot-reference',
  'beforeDoc and afterDoc enclose the whole documentation area: the sidebar, the content and the outline',
  async () => {
    const html = await site.read('guide/a.html');
    const at = (needle: string) => {
      const index = html.indexOf(needle);
      expect(index, needle).toBeGreaterThan(0);
      return index;
    };
    expect(await slotsOf('guide/a.html')).toEqual(DOC_MARKS);
    expect(at('data-slot="beforeDoc"')).toBeLessThan(at('<aside class="rp-doc-layout__sidebar'));
    expect(at('data-slot="afterDoc"')).toBeGreaterThan(at('<aside class="rp-doc-layout__outline'));
    expect(at('data-slot="afterDoc"')).toBeGreaterThan(at('class="rp-outline"'));
  },
);

claim(
  'guide/advanced/custom-theme#slot-reference',
  'with sidebar: false the sidebar slots are not rendered, with outline: false the outline slots; the other doc slots stay',
  async () => {
    expect(await slotsOf('guide/nosidebar.html')).toEqual(
      DOC_MARKS.filter((name) => !name.endsWith('Sidebar')),
    );
    expect(await slotsOf('guide/nooutline.html')).toEqual(
      DOC_MARKS.filter((name) => !name.endsWith('Outline')),
    );
  },
);

claim(
  'guide/advanced/custom-theme#slot-reference',
  'a doc-wide page is a documentation page: it renders the same doc slots as a doc page',
  async () => {
    expect(await slotsOf('guide/wide.html')).toEqual(DOC_MARKS);
    expect(await site.read('guide/wide.html')).toContain('id="hooks"');
  },
);

claim(
  'guide/advanced/custom-theme#hero-action-slots',
  'a replaced HomeLayout that spreads its props keeps the beforeHero and afterFeatures slots filled on Layout',
  async () => {
    expect(await slotsOf('index.html')).toEqual([
      'beforeHero',
      'afterHeroActions',
      'afterFeatures',
    ]);
  },
);

claim(
  'guide/advanced/custom-theme#mdx-components',
  "the theme's own Markdown components are those of h1 to h6, a, p, ul, ol, li, table and its cells, code, pre, img, blockquote, hr and strong",
  async () => {
    const doc = parseHtml(await site.read('guide/mdx.html'));
    expect(textOf(doc.querySelector('#mdx-keys')).split(',')).toEqual(
      [
        ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6'],
        ...['a', 'p', 'ul', 'ol', 'li', 'table', 'td', 'th', 'tr'],
        ...['code', 'pre', 'img', 'blockquote', 'hr', 'strong'],
      ].sort(),
    );
  },
);

claim(
  'guide/advanced/custom-theme#css-variables',
  'the brand variables colour the links, the active sidebar item and the brand buttons',
  async () => {
    await onPage('/guide/a', async (tab) => {
      const color = (selector: string) =>
        tab
          .locator(selector)
          .first()
          .evaluate((element) => getComputedStyle(element).color);
      expect(await color('.rspress-doc p a')).toBe('rgb(1, 2, 3)');
      expect(await color('.rp-sidebar-item--active')).toBe('rgb(1, 2, 3)');
    });
    await onPage('/guide/comps', async (tab) => {
      const background = await tab
        .locator('#row .rp-button--brand')
        .evaluate((element) => getComputedStyle(element).backgroundImage);
      expect(background).toMatch(/^linear-gradient\(.*rgb\(1, 2, 3\)/);
    });
  },
);

claim(
  'guide/advanced/custom-theme#css-variables',
  'the home and code variables colour the hero name, the feature cards and code blocks; brand buttons, on the home page or in a page, share the gradient of the hero name',
  async () => {
    await onPage('/', async (tab) => {
      const style = (selector: string, property: 'backgroundImage' | 'backgroundColor') =>
        tab
          .locator(selector)
          .first()
          .evaluate((element, name) => getComputedStyle(element)[name], property);
      expect(await style('.rp-home-hero__title-brand', 'backgroundImage')).toContain(
        'rgb(10, 11, 12)',
      );
      expect(await style('.rp-home-hero__actions .rp-button--brand', 'backgroundImage')).toContain(
        'rgb(10, 11, 12)',
      );
      expect(await style('.rp-home-feature__card', 'backgroundColor')).toBe('rgb(4, 5, 6)');
    });
    await onPage('/guide/comps', async (tab) => {
      const background = await tab
        .locator('#hero-bg .rp-button--brand')
        .evaluate((element) => getComputedStyle(element).backgroundImage);
      expect(background).toContain('rgb(10, 11, 12)');
    });
    await onPage('/guide/a', async (tab) => {
      const backgrounds = await tab
        .locator('.rp-codeblock, .rp-codeblock *')
        .evaluateAll((elements) =>
          elements.map((element) => getComputedStyle(element).backgroundColor),
        );
      expect(backgrounds).toContain('rgb(7, 8, 9)');
    });
  },
);

claim(
  'guide/advanced/custom-theme#css-variables',
  '--rp-c-text-0 to --rp-c-text-4 go from the strongest text colour to the faintest',
  async () => {
    await onPage('/guide/a', async (tab) => {
      const values = await tab.evaluate(() => {
        const style = getComputedStyle(document.documentElement);
        return [0, 1, 2, 3, 4].map((index) =>
          style.getPropertyValue(`--rp-c-text-${index}`).trim(),
        );
      });
      // How much each colour darkens a white page: opacity times darkness.
      const strength = (hex: string) => {
        const digits = hex.replace('#', '');
        const full =
          digits.length <= 4 ? [...digits].map((digit) => digit + digit).join('') : digits;
        const [r, g, b] = [0, 2, 4].map((start) =>
          Number.parseInt(full.slice(start, start + 2), 16),
        );
        const alpha = full.length === 8 ? Number.parseInt(full.slice(6, 8), 16) / 255 : 1;
        return alpha * (1 - ((r ?? 0) + (g ?? 0) + (b ?? 0)) / 765);
      };
      const strengths = values.map(strength);
      for (const [index, value] of values.entries()) expect(value, String(index)).toMatch(/^#/);
      for (let index = 1; index < strengths.length; index++) {
        expect(strengths[index], values.join(' ')).toBeLessThan(strengths[index - 1] as number);
      }
    });
  },
);

claim(
  ['guide/default-theme/components#tag', 'guide/default-theme/components#badge'],
  'the tag of a _meta.json entry is drawn in the sidebar with Tag: new as a tip badge',
  async () => {
    const doc = parseHtml(await site.read('guide/a.html'));
    const entry = [...doc.querySelectorAll('.rp-sidebar-item')].find((item) =>
      textOf(item).startsWith('Page A'),
    );
    expect(textOf(entry?.querySelector('.rp-badge.rp-badge--tip'))).toBe('new');
  },
);

claim(
  'guide/default-theme/components#button',
  'the page\'s example lays the three buttons out in a row; the type="a" button to an external URL opens a new tab with rel noopener noreferrer',
  async () => {
    await onPage('/guide/comps', async (tab) => {
      const boxes = await tab.locator('#row > a').evaluateAll((elements) =>
        elements.map((element) => {
          const box = element.getBoundingClientRect();
          return { left: box.left, middle: box.top + box.height / 2 };
        }),
      );
      expect(boxes).toHaveLength(3);
      for (let index = 1; index < boxes.length; index++) {
        expect(boxes[index]?.left).toBeGreaterThan(boxes[index - 1]?.left as number);
        expect(Math.abs((boxes[index]?.middle ?? 0) - (boxes[0]?.middle ?? 0))).toBeLessThan(2);
      }
      const external = tab.locator('#row > a').first();
      expect(await external.getAttribute('target')).toBe('_blank');
      expect(await external.getAttribute('rel')).toBe('noopener noreferrer');
    });
  },
);

claim(
  'guide/default-theme/components#button',
  'inside an element with the rp-not-doc class, links, inline code and lists lose the styles the theme gives them in page content',
  async () => {
    await onPage('/guide/comps', async (tab) => {
      const styleOf = (selector: string) =>
        tab
          .locator(selector)
          .first()
          .evaluate((element) => {
            const style = getComputedStyle(element);
            return {
              color: style.color,
              background: style.backgroundColor,
              list: style.listStyleType,
              padding: style.paddingLeft,
            };
          });
      const page = await styleOf('#plain p');
      const [docLink, plainLink] = [await styleOf('#styled a'), await styleOf('#plain a')];
      expect(docLink.color).toBe('rgb(1, 2, 3)');
      expect(plainLink.color).toBe(page.color);
      const [docCode, plainCode] = [await styleOf('#styled code'), await styleOf('#plain code')];
      expect(docCode.background).not.toBe('rgba(0, 0, 0, 0)');
      expect(plainCode.background).toBe('rgba(0, 0, 0, 0)');
      const [docList, plainList] = [await styleOf('#styled ul'), await styleOf('#plain ul')];
      expect(docList.list).toBe('disc');
      expect(docList.padding).not.toBe('0px');
      expect(plainList.list).toBe('none');
      expect(plainList.padding).toBe('0px');
    });
  },
);

claim(
  'guide/default-theme/components#link',
  'on a page of another version, a Markdown link gets the version prefix and the href of a JSX Link does not',
  async () => {
    const doc = parseHtml(await versioned.read('v1/guide/a.html'));
    const hrefOf = (text: string) =>
      [...doc.querySelectorAll('.rspress-doc a')]
        .find((link) => textOf(link) === text)
        ?.getAttribute('href');
    expect(hrefOf('Markdown link')).toMatch(/^\/v1\/guide\/b(\.html)?$/);
    expect(hrefOf('JSX link')).toBe('/guide/b');
  },
);

claim(
  'guide/default-theme/components#page-tabs',
  "the reader's tab survives a reload",
  async () => {
    await onPage('/guide/comps', async (tab) => {
      await tab.getByText('Reference', { exact: true }).click();
      await tab.waitForURL(/\?page=1$/);
      await tab.reload();
      await expect.poll(() => tab.getByText('Reference panel text.').isVisible()).toBe(true);
      expect(await tab.getByText('Guide panel text.').isVisible()).toBe(false);
      expect(new URL(tab.url()).search).toBe('?page=1');
    });
  },
);

claim(
  'guide/default-theme/components#prompt',
  'the description renders `code`, **bold** and *emphasis*',
  async () => {
    const doc = parseHtml(await site.read('guide/comps.html'));
    const description = doc.querySelector('.rp-prompt__description');
    expect(description?.innerHTML).toBe(
      'Use <code>rspress build</code> with <strong>care</strong> and <em>calm</em>.',
    );
  },
);

claim(
  'guide/default-theme/components#tabs',
  'a tab marked disabled in values cannot be picked: a click on its label leaves the panel as it was',
  async () => {
    await onPage('/guide/comps', async (tab) => {
      const shown = () =>
        tab
          .getByText(/^Panel (one|two|three)$/)
          .evaluateAll((elements) =>
            elements
              .filter((element) => (element as HTMLElement).offsetParent !== null)
              .map((element) => element.textContent),
          );
      expect(await shown()).toEqual(['Panel one']);
      await tab.getByText('Two', { exact: true }).click({ force: true });
      await tab.getByText('Three', { exact: true }).click();
      await expect.poll(shown).toEqual(['Panel three']);
      await tab.getByText('Two', { exact: true }).click({ force: true });
      await tab.getByText('One', { exact: true }).click();
      await expect.poll(shown).toEqual(['Panel one']);
    });
  },
);

claim(
  'guide/default-theme/components#banner',
  'the bar moves the navbar, the sidebar and the outline down by its height; once closed, they move back up',
  async () => {
    await onPage('/guide/a', async (tab) => {
      const top = async (selector: string) => (await tab.locator(selector).boundingBox())?.y ?? -1;
      await tab.evaluate(() => window.scrollTo(0, 800));
      await expect.poll(() => top('.rp-banner')).toBe(0);
      const height = (await tab.locator('.rp-banner').boundingBox())?.height ?? 0;
      expect(height).toBeGreaterThan(0);
      const parts = ['header.rp-nav', '.rp-doc-layout__sidebar', '.rp-doc-layout__outline'];
      const withBar = await Promise.all(parts.map(top));
      await tab.locator('.rp-banner svg').last().click();
      await expect.poll(() => tab.locator('.rp-banner').isVisible()).toBe(false);
      await expect.poll(() => top('header.rp-nav')).toBe(0);
      const without = await Promise.all(parts.map(top));
      for (const [index, part] of parts.entries()) {
        expect((withBar[index] ?? 0) - (without[index] ?? 0), part).toBeCloseTo(height, 0);
      }
    });
  },
);
