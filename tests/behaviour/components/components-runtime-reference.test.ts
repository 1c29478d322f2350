/**
 * The sentences of the theme components reference and the runtime API reference that the other
 * claim files of components/ and runtime/ do not run: the props they leave out, what the hooks
 * return on a page of another language or version, and what happens in the browser. Two scratch
 * sites built once: SITE, one language with a custom theme, a Git history and pages that call the
 * components and hooks; VERSIONED, two languages and two versions with clean URLs and link
 * prefetching off. A third site only runs `rspress dev`, for what `isProduction` says there.
 */
import type { Browser, Page } from '@playwright/test';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { claim } from '../../support/claims.ts';
import { launchChromium, openHydrated, waitForHydration } from '../../support/scratchBrowser.ts';
import {
  buildScratchSite,
  commitFiles,
  exampleFromPage,
  type RunningServer,
  type ScratchBuild,
} from '../../support/scratchSite.ts';
import { parseHtml } from '../theme/html.ts';

const TEXT = 'A sentence long enough to fill a line of the content column. '.repeat(30);

const RUNTIME_PAGE = 'api/client-api/api-runtime.md';
const COMPONENTS_PAGE = 'api/client-api/api-components.md';

/**
 * Renders what the hooks of both modules return, as JSON: in `<pre id="ssg-data">` during static
 * generation, in `<pre id="browser-data">` once mounted.
 */
const DATA_PROBE = `import {
  cleanUrlByConfig,
  normalizeHrefInRuntime,
  useFrontmatter,
  useI18n,
  useLang,
  useLocaleSiteData,
  useNav,
  usePage,
  usePages,
  useSite,
  useVersion,
  withSiteOrigin,
} from '@rspress/core/runtime';
import { getCustomMDXComponent, RenderType, useEditLink, useMdUrl, usePrevNextPage } from '@rspress/core/theme';
import { useEffect, useState } from 'react';

function data() {
  const { page } = usePage();
  const { pages } = usePages();
  const { site } = useSite();
  const { frontmatter } = useFrontmatter();
  const t = useI18n<{ fromJson: unknown }>();
  const locale = (useLocaleSiteData() ?? {}) as Record<string, unknown>;
  const { prevPage, nextPage } = usePrevNextPage();
  return {
    page: {
      version: page.version,
      headingTitle: page.headingTitle,
      pagePath: page.pagePath,
      lastUpdatedTime: page.lastUpdatedTime ?? null,
      lastUpdatedAuthor: page.lastUpdatedAuthor ?? null,
    },
    pages: pages.map((item) => [item.lang, item.version, item.routePath].join(' ')).sort(),
    pageInfo: Object.fromEntries(
      pages.map((item) => [item.routePath, [item.title, item.lang, item.version, item.frontmatter, item.toc.map((header) => header.text), (item as { description?: string }).description ?? null]]),
    ),
    siteKeys: Object.keys(site).sort(),
    siteMarkdown: Object.keys(site.markdown ?? {}).sort(),
    siteMultiVersion: site.multiVersion,
    frontmatter,
    lang: useLang(),
    version: useVersion(),
    locale: Object.fromEntries(
      Object.entries(locale).map(([key, value]) => [key, typeof value === 'string' ? value : Array.isArray(value) ? 'array' : typeof value]),
    ),
    i18n: [t('fromJson'), t('editLinkText')],
    nav: useNav().map((item) => ('link' in item ? item.link : '')),
    editLink: useEditLink(),
    prevNext: [prevPage?.text ?? null, nextPage?.text ?? null],
    renderType: RenderType,
    mdx: Object.keys(getCustomMDXComponent()).sort(),
    mdUrl: useMdUrl(),
    withSiteOrigin: withSiteOrigin('/guide/x'),
    normalizeHrefInRuntime: normalizeHrefInRuntime('/guide/start'),
    cleanUrlByConfig: cleanUrlByConfig('/guide/index.html'),
  };
}

export function DataProbe() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return <pre id={mounted ? 'browser-data' : 'ssg-data'}>{JSON.stringify(data())}</pre>;
}
`;

/** Components of the browser page: each calls a runtime export or a theme hook on a click. */
const BROWSER_PROBE = `import { BrowserOnly, Head, initPageData, safePreconnect, safePreload, useHead, useNavigate, warmPageData } from '@rspress/core/runtime';
import {
  copyToClipboard,
  getCopyableText,
  mergeRefs,
  useFullTextSearch,
  useHoverGroup,
  useLinkNavigate,
  useReadPercent,
  useStorageValue,
} from '@rspress/core/theme';
import { Component, type ReactNode, useEffect, useRef, useState } from 'react';

class Boundary extends Component<{ id: string; children: ReactNode }, { error: string }> {
  state = { error: '' };
  static getDerivedStateFromError(error: Error) {
    return { error: error.message };
  }
  render() {
    return this.state.error ? <p id={this.props.id}>caught: {this.state.error}</p> : this.props.children;
  }
}

export function HeadToggle() {
  const [shown, setShown] = useState(true);
  return (
    <div>
      {shown ? (
        <Head>
          <meta name="toggled" content="yes" />
        </Head>
      ) : null}
      <button type="button" id="hide-head" onClick={() => setShown(false)}>hide</button>
    </div>
  );
}

export function UseHeadProbe() {
  useHead({
    htmlAttrs: { 'data-probe': 'from-use-head' },
    link: [{ rel: 'alternate', type: 'application/rss+xml', href: '/feed.xml' }],
    script: [{ innerHTML: 'window.__fromUseHead = 1;' }],
  });
  return null;
}

export function Errors() {
  return (
    <div>
      <Boundary id="sync-error">
        <BrowserOnly fallback={<span id="sync-fallback">wait</span>}>
          {() => {
            throw new Error('sync failure');
          }}
        </BrowserOnly>
      </Boundary>
      <Boundary id="async-error">
        <BrowserOnly fallback={<span id="async-fallback">wait</span>}>
          {async () => {
            throw new Error('async failure');
          }}
        </BrowserOnly>
      </Boundary>
    </div>
  );
}

export function Actions() {
  const navigate = useNavigate();
  const linkNavigate = useLinkNavigate();
  const [copied, setCopied] = useState('');
  const [copyable, setCopyable] = useState('');
  const [refs, setRefs] = useState('');
  const [warmed, setWarmed] = useState('');
  const a = useRef<HTMLDivElement | null>(null);
  const b = useRef<HTMLDivElement | null>(null);
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  return (
    <div>
      <span id="ready">{String(ready)}</span>
      <button type="button" id="preconnect" onClick={() => safePreconnect?.('https://fonts.example.com', { crossOrigin: 'anonymous' })}>preconnect</button>
      <button type="button" id="preload-hero" onClick={() => safePreload?.('/hero.webp', { as: 'image', fetchPriority: 'high' })}>preload</button>
      <button type="button" id="warm-two" onClick={async () => {
        const other = await initPageData('/guide/other');
        warmPageData('/guide/other', { ...other, title: 'Warm other' });
        const third = await initPageData('/guide/third');
        warmPageData('/guide/third', { ...third, title: 'Warm third' });
        setWarmed('two');
      }}>warm two</button>
      <span id="warmed">{warmed}</span>
      <button type="button" id="go-other" onClick={() => navigate('/guide/other')}>go other</button>
      <button type="button" id="link-navigate" onClick={() => linkNavigate('/guide/other')}>link navigate</button>
      <button type="button" id="copy" onClick={async () => setCopied(String(await copyToClipboard('copied by helper')))}>copy</button>
      <span id="copied">{copied}</span>
      <div id="copyable" ref={mergeRefs(a, b)}>kept <span className="skip">skipped</span> <em data-drop="1">dropped</em>text</div>
      <button type="button" id="get-copyable" onClick={() => {
        setCopyable(getCopyableText(a.current, { ignoreClasses: ['skip'], ignoreSelectors: ['[data-drop]'] }));
        setRefs(String(a.current !== null && a.current === b.current));
      }}>get</button>
      <span id="copyable-text">{copyable}</span>
      <span id="refs">{refs}</span>
    </div>
  );
}

export function SearchProbe() {
  const { initialized, search } = useFullTextSearch();
  const [result, setResult] = useState('');
  return (
    <div>
      <span id="search-ready">{String(initialized)}</span>
      <button type="button" id="run-search" onClick={async () => setResult(JSON.stringify(await search('ZEBRAWORD')))}>search</button>
      <pre id="search-result">{result}</pre>
    </div>
  );
}

export function StorageProbe() {
  const [value, setValue] = useStorageValue('probe-key', 'initial');
  return (
    <div>
      <span id="storage-value">{value}</span>
      <button type="button" id="storage-set" onClick={() => setValue('changed')}>set</button>
    </div>
  );
}

export function PercentProbe() {
  const [percent] = useReadPercent();
  return <span id="percent">{String(percent)}</span>;
}

export function HoverHookProbe() {
  const { hoverGroup, handleMouseEnter, handleMouseLeave } = useHoverGroup({ items: [{ text: 'Hook item', link: '/guide/other' }] });
  return (
    <div id="hover-hook" style={{ position: 'relative' }} onMouseEnter={handleMouseEnter} onMouseLeave={handleMouseLeave}>
      <span>Hook menu</span>
      {hoverGroup}
    </div>
  );
}
`;

/** Replaces `Steps`, wraps the layout with a navbar slot, and renders `Content` on two pages. */
const THEME = `import { Content, useNavigate, usePage } from '@rspress/core/runtime';
import { Layout as BasicLayout } from '@rspress/core/theme-original';
import type { ReactNode } from 'react';

export * from '@rspress/core/theme-original';

export function Steps({ children }: { children?: ReactNode }) {
  return <ol className="own-steps">{children}</ol>;
}

function OwnLayout() {
  const navigate = useNavigate();
  return (
    <main className="my-layout">
      <button type="button" id="to-own-b" onClick={() => navigate('/own/b')}>to b</button>
      <Content fallback={<p id="content-fallback">Loading…</p>} />
    </main>
  );
}

export function Layout() {
  const { page } = usePage();
  if (page.frontmatter.ownLayout) return <OwnLayout />;
  return <BasicLayout afterRightNavItems={<a id="slot-changelog" href="/changelog">Slot changelog</a>} />;
}
`;

const SITE: Record<string, string> = {
  'rspress.config.ts': `import { defineConfig } from '@rspress/core';

export default defineConfig({
  root: 'docs',
  title: 'Audit',
  lang: 'en',
  logoHref: '/guide/other',
  llms: true,
  i18nSource: {
    promptCopyText: { en: 'Take the prompt' },
    promptCopiedText: { en: 'Taken' },
    promptExpandText: { en: 'Show it all' },
    promptCollapseText: { en: 'Show less' },
    sourceCodeText: { en: 'View the source' },
    prevPageText: { en: 'Earlier page' },
  },
  themeConfig: {
    editLink: { docRepoBaseUrl: 'https://github.com/example/repo/tree/main/docs' },
    lastUpdated: { author: true },
    enableAppearanceAnimation: true,
    nav: [{ text: 'Tagged', link: '/guide/other', tag: 'new' }],
    sidebar: {
      '/api/': [
        { text: 'API', link: '/api/' },
        { text: 'API A', link: '/api/a' },
      ],
      '/guide/': [
        { text: 'Data', link: '/guide/data' },
        { text: 'Group one', collapsed: true, items: [{ text: 'Deep one', link: '/guide/deep/one' }] },
        { text: 'Group two', collapsed: true, items: [{ text: 'Deep two', link: '/guide/deep/two' }] },
        { text: 'Other', link: '/guide/other' },
        { text: 'Third', link: '/guide/third' },
        { text: 'Browser', link: '/guide/browser' },
        { text: 'Components', link: '/guide/components' },
      ],
    },
  },
});
`,
  'i18n.json': JSON.stringify({ fromJson: { en: 'Text from i18n.json' } }),
  'theme/index.tsx': THEME,
  'components/DataProbe.tsx': DATA_PROBE,
  'components/BrowserProbe.tsx': BROWSER_PROBE,
  'docs/index.md': '# Home of audit\n\nHome.\n',
  'docs/guide/data.mdx': `---
title: Data title
custom: own
---

import { DataProbe } from '../../components/DataProbe';
import { ExpandableSidebar } from '../../components/ExpandableSidebar';

# Data heading

<DataProbe />

<div id="expandable"><ExpandableSidebar /></div>

## Section {#section}

Text.
`,
  'docs/guide/plain.mdx': `import { DataProbe } from '../../components/DataProbe';

# Plain page

<DataProbe />
`,
  'docs/guide/deep/one.md': '# Deep one\n\nOne.\n',
  'docs/guide/deep/two.md': '# Deep two\n\nTwo.\n',
  'docs/guide/other.md':
    '---\ndescription: Other description\n---\n\n# Other page\n\nOther. ZEBRAWORD lives here.\n',
  'docs/guide/third.md':
    '# Third page\n\nThird. ZEBRAWORD once.\n\n## Third section {#third-section}\n\nZEBRAWORD twice.\n',
  'docs/guide/start/introduction.md': '# Introduction page\n\nIntro.\n',
  'docs/guide/browser.mdx': `import { Actions, Errors, HeadToggle, HoverHookProbe, PercentProbe, SearchProbe, StorageProbe, UseHeadProbe } from '../../components/BrowserProbe';
import { QueryTabs } from '../../components/QueryTabs';

# Browser

<HeadToggle />
<UseHeadProbe />
<Errors />
<Actions />
<SearchProbe />
<StorageProbe />
<PercentProbe />
<HoverHookProbe />
<div id="query"><QueryTabs /></div>

<p id="internal-link">[third](/guide/third)</p>

${TEXT}

${TEXT}

${TEXT}

${TEXT}
`,
  'components/Wrapped.tsx': `import { CodeButtonGroup, useCodeButtonGroup } from '@rspress/core/theme';

export function Wrapped() {
  const { copyElementRef, wrapCode, toggleWrapCode } = useCodeButtonGroup(true);
  return (
    <div id="wrapped-start" style={{ position: 'relative' }}>
      <div ref={copyElementRef}><pre data-wrap={String(wrapCode)}>wrapped</pre></div>
      <CodeButtonGroup copyElementRef={copyElementRef} wrapCode={wrapCode} toggleWrapCode={toggleWrapCode} />
    </div>
  );
}
`,
  'components/Menus.tsx': `import { HoverGroup } from '@rspress/core/theme';

export function Menus() {
  return (
    <div>
      <div id="hg-custom" style={{ position: 'relative' }}><HoverGroup isOpen customChildren={<span>Custom children</span>} /></div>
      <div id="hg-closed" style={{ position: 'relative' }}><HoverGroup isOpen={false} customChildren={<span>Closed children</span>} /></div>
      <div id="hg-active" style={{ position: 'relative' }}><HoverGroup isOpen items={[{ text: 'Plain item', link: '/guide/other' }, { text: 'Active item', link: '/guide/third' }]} activeMatcher={(item) => item.text === 'Active item'} /></div>
    </div>
  );
}
`,
  'docs/guide/components.mdx': `import { Callout, CodeBlock, Overview, OverviewGroup, PageTab, PageTabs, PrevNextPage, Prompt, SourceCode, Steps, Tab, Tabs } from '@rspress/core/theme';
import { Menus } from '../../components/Menus';
import { MobileMenu } from '../../components/MobileMenu';
import { Wrapped } from '../../components/Wrapped';

# Components

<div id="own-steps"><Steps><li>mine</li></Steps></div>

${['tip', 'note', 'important', 'warning', 'caution', 'danger', 'info', 'details']
  .map(
    (type) => `<div id="callout-${type}"><Callout type="${type}">Body of ${type}.</Callout></div>`,
  )
  .join('\n')}

<div id="cb-class"><CodeBlock containerElementClassName="my-container"><pre className="shiki"><code><span className="line">one</span></code></pre></CodeBlock></div>
<div id="cb-nocopy"><CodeBlock codeButtonGroupProps={{ showCopyButton: false }}><pre className="shiki"><code><span className="line">two</span></code></pre></CodeBlock></div>
<div id="cb-nowrap"><CodeBlock codeButtonGroupProps={{ showWrapCodeButton: false }}><pre className="shiki"><code><span className="line">three</span></code></pre></CodeBlock></div>
<div id="cb-raw"><CodeBlock lang="js"><pre><code>const raw = 1;</code></pre></CodeBlock></div>

<div id="fenced">

\`\`\`js title="fenced.js"
const fenced = 1;
\`\`\`

</div>

<Wrapped />

<div id="pt-default"><PageTabs id="one"><PageTab label="L1">left one</PageTab><PageTab label="L2">left two</PageTab></PageTabs></div>
<div id="pt-center"><PageTabs id="two" tabPosition="center" className="my-page-tabs"><PageTab label="C1">centre one</PageTab><PageTab label="C2">centre two</PageTab></PageTabs></div>

<div id="tabs-classes"><Tabs className="my-tabs" labelItemClassName="my-label" contentItemClassName="my-content"><Tab label="A">panel a</Tab><Tab label="B">panel b</Tab></Tabs></div>

<div id="prompt"><Prompt prompt="Prompt text." /></div>
<div id="source"><SourceCode href="https://github.com/example/repo" /></div>

<div id="ov-none"><Overview /></div>
<div id="ov-groups"><Overview overviewHeaders={[3]} groups={[{ name: 'Levels', items: [{ text: 'Levels page', link: '/guide/other', headers: [{ id: 'two', text: 'Depth two entry', depth: 2 }, { id: 'three', text: 'Depth three entry', depth: 3 }] }] }]} /></div>
<div id="og-sub"><OverviewGroup group={{ name: 'With sub-items', items: [{ text: 'Parent item', link: '/guide/other', items: [{ text: 'Sub item', link: '/guide/third' }] }] }} /></div>

<Menus />

<div id="prevnext"><PrevNextPage /></div>

<div id="own-hamburger"><MobileMenu /></div>

${TEXT}
`,
  'docs/guide/bare.md':
    '---\nsidebar: false\noutline: false\n---\n\n# Bare page\n\n## A heading {#a-heading}\n\nText.\n',
  'docs/guide/index.md': '---\noverview: true\n---\n\n# Guide overview\n',
  'docs/api/index.mdx': `import { Overview } from '@rspress/core/theme';

# API overview

<div id="ov-default"><Overview /></div>

<div id="ov-levels"><Overview overviewHeaders={[3]} /></div>
`,
  'docs/api/overview.mdx': `import { Overview } from '@rspress/core/theme';

# Not in the sidebar

<div id="ov-unlisted"><Overview /></div>
`,
  'docs/api/a.md': '# API A\n\n## A two {#a-two}\n\nText.\n\n### A three {#a-three}\n\nText.\n',
  'docs/own/a.md': '---\nownLayout: true\n---\n\n# Own A\n\nOWNA.\n',
  'docs/own/b.md': '---\nownLayout: true\n---\n\n# Own B\n\nOWNB.\n',
};

const versionedPage = (
  title: string,
) => `import { DataProbe } from '../../../../components/DataProbe';

# ${title}

<DataProbe />

## Part {#part}

Text.
`;

const VERSIONED: Record<string, string> = {
  'rspress.config.ts': `import { defineConfig } from '@rspress/core';

export default defineConfig({
  root: 'docs',
  title: 'Multi',
  lang: 'en',
  locales: [
    { lang: 'en', label: 'English', title: 'Multi EN', description: 'English description' },
    { lang: 'zh', label: '简体中文', title: 'Multi ZH', description: '中文描述' },
  ],
  multiVersion: { default: 'v2', versions: ['v1', 'v2'] },
  route: { cleanUrls: true, prefetchLink: false },
  themeConfig: {
    locales: [
      { lang: 'en', label: 'English', title: 'Theme EN', description: 'Theme English description' },
      { lang: 'zh', label: '简体中文', title: 'Theme ZH', description: '主题中文描述' },
    ],
  },
});
`,
  'components/DataProbe.tsx': DATA_PROBE,
  'components/Preload.tsx': `import { preloadLink } from '@rspress/core/runtime';
import { Link } from '@rspress/core/theme';
import { useEffect, useState } from 'react';

export function Preload() {
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  return (
    <div>
      <span id="ready">{String(ready)}</span>
      <button type="button" id="preload-button" onClick={() => preloadLink('/guide/other')}>preload</button>
      <p id="link"><Link href="/guide/other">other</Link></p>
    </div>
  );
}
`,
  'i18n.json': JSON.stringify({ fromJson: { en: 'From json', zh: '来自 json' } }),
  ...Object.fromEntries(
    ['v1', 'v2'].flatMap((version) =>
      ['en', 'zh'].flatMap((lang) => [
        [
          `docs/${version}/${lang}/index.md`,
          `---\npageType: home\nhero:\n  name: Home ${version} ${lang}\n---\n`,
        ],
        [
          `docs/${version}/${lang}/_nav.json`,
          JSON.stringify([{ text: 'Guide', link: '/guide/page' }]),
        ],
        [`docs/${version}/${lang}/guide/page.mdx`, versionedPage(`Page ${version} ${lang}`)],
        [`docs/${version}/${lang}/guide/other.md`, `# Other ${version} ${lang}\n\nOther.\n`],
      ]),
    ),
  ),
  'docs/v2/en/guide/preload.mdx': `import { Preload } from '../../../../components/Preload';

# Preload page

<Preload />
`,
};

const DEV_SITE: Record<string, string> = {
  'rspress.config.ts': `import { defineConfig } from '@rspress/core';\n\nexport default defineConfig({ root: 'docs', title: 'Dev' });\n`,
  'docs/index.mdx': `import { isProduction } from '@rspress/core/runtime';\n\n# Dev\n\n<p id="production">{String(isProduction())}</p>\n`,
};

// biome-ignore lint/suspicious/noExplicitAny: the probe's JSON
type Data = Record<string, any>;

/** `expect.poll` with room for a busy machine. */
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });

/** Wide enough for the navbar to show the appearance switch and the switchers. */
const WIDE = { viewport: { width: 1440, height: 900 } };
const PHONE = { viewport: { width: 375, height: 700 } };

describe('a site with a custom theme and pages that call the components and hooks, and a site in two languages and two versions', () => {
  let site: ScratchBuild;
  let versioned: ScratchBuild;
  let devSite: ScratchBuild;
  let server: RunningServer;
  let versionedServer: RunningServer;
  let devServer: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    const files = {
      ...SITE,
      'components/ExpandableSidebar.tsx': await exampleFromPage(
        RUNTIME_PAGE,
        'usesidebardynamic',
        'components/ExpandableSidebar.tsx',
      ),
      'components/QueryTabs.tsx': await exampleFromPage(
        RUNTIME_PAGE,
        'react-router-dom',
        'components/QueryTabs.tsx',
      ),
      'components/MobileMenu.tsx': await exampleFromPage(
        COMPONENTS_PAGE,
        'navhamburger',
        'theme/components/MobileMenu.tsx',
      ),
    };
    [site, versioned, devSite] = await Promise.all([
      buildScratchSite(files, {
        prepare: (root) =>
          commitFiles(root, ['docs'], { name: 'Ann Author', email: 'ann@example.com' }),
      }),
      buildScratchSite(VERSIONED),
      buildScratchSite(DEV_SITE, { build: false }),
    ]);
    expect(site.ok, site.output).toBe(true);
    expect(versioned.ok, versioned.output).toBe(true);
    [server, versionedServer, devServer, browser] = await Promise.all([
      site.preview(),
      versioned.preview(),
      devSite.dev(),
      launchChromium(),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await Promise.all([site?.remove(), versioned?.remove(), devSite?.remove()]);
  });

  const parsed = new Map<string, Promise<Document>>();
  /** A pre-rendered page, parsed once for all the claims that read it. */
  function documentOf(build: ScratchBuild, page: string): Promise<Document> {
    const key = `${build.dir}/${page}`;
    if (!parsed.has(key)) parsed.set(key, build.read(page).then(parseHtml));
    return parsed.get(key) as Promise<Document>;
  }

  /** What the data probe rendered into the pre-rendered page. */
  async function ssgData(build: ScratchBuild, page: string): Promise<Data> {
    const doc = await documentOf(build, page);
    return JSON.parse(doc.getElementById('ssg-data')?.textContent ?? '{}');
  }

  /** The element with `id` in a pre-rendered page of the first site. */
  async function element(page: string, id: string): Promise<Element> {
    const found = (await documentOf(site, page)).getElementById(id);
    expect(found, `#${id} in ${page}`).not.toBeNull();
    return found as Element;
  }

  async function withPage<T>(
    url: string,
    run: (tab: Page) => Promise<T>,
    options: Parameters<typeof openHydrated>[2] = {},
  ): Promise<T> {
    const tab = await openHydrated(browser, url, options);
    try {
      return await run(tab);
    } finally {
      await tab.context().close();
    }
  }
  const onSite = <T>(route: string, run: (tab: Page) => Promise<T>, options = {}) =>
    withPage(`${server.origin}${route}`, run, options);
  const onVersioned = <T>(route: string, run: (tab: Page) => Promise<T>, options = {}) =>
    withPage(`${versionedServer.origin}${route}`, run, options);

  let browserPage: Promise<Page> | undefined;
  /** The browser page, opened once for the claims that only click its own probes. */
  async function onBrowserPage<T>(run: (tab: Page) => Promise<T>): Promise<T> {
    browserPage ??= openHydrated(browser, `${server.origin}/guide/browser`, {
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    const tab = await browserPage;
    await probesReady(tab);
    return run(tab);
  }

  /** Resolves once the browser page's probes have hydrated and answer clicks. */
  const probesReady = (tab: Page) => poll(() => tab.locator('#ready').textContent()).toBe('true');

  /** Marks the window, so that a later check can tell whether a navigation reloaded the page. */
  const markWindow = (tab: Page) =>
    tab.evaluate(() => {
      (window as unknown as { __marker: string }).__marker = 'kept';
    });
  const windowKept = (tab: Page) =>
    tab.evaluate(() => (window as unknown as { __marker?: string }).__marker === 'kept');

  /** The URLs of the scripts the tab requests from now on. */
  function scriptRequests(tab: Page): string[] {
    const scripts: string[] = [];
    tab.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    return scripts;
  }

  // Content components

  claim(
    'api/client-api/api-components#importing',
    "a page's import from @rspress/core/theme resolves to the custom theme's own export first",
    async () => {
      expect((await element('guide/components.html', 'own-steps')).innerHTML).toBe(
        '<ol class="own-steps"><li>mine</li></ol>',
      );
    },
  );

  claim(
    'api/client-api/api-components#callout',
    'each of the eight types is a box whose title, when left out, is the type with a capital letter',
    async () => {
      const titles: Record<string, string> = {};
      for (const type of [
        'tip',
        'note',
        'important',
        'warning',
        'caution',
        'danger',
        'info',
        'details',
      ]) {
        const box = (await element('guide/components.html', `callout-${type}`))
          .firstElementChild as Element;
        expect(box.className).toContain(`rp-callout--${type}`);
        titles[type] = box.querySelector('.rp-callout__title')?.textContent ?? '';
      }
      expect(titles).toEqual({
        tip: 'Tip',
        note: 'Note',
        important: 'Important',
        warning: 'Warning',
        caution: 'Caution',
        danger: 'Danger',
        info: 'Info',
        details: 'Details',
      });
    },
  );

  claim(
    'api/client-api/api-components#codeblock',
    'containerElementClassName reaches the frame, codeButtonGroupProps hide a button, children are not highlighted, and a fenced block renders the same frame',
    async () => {
      const frame = async (id: string) =>
        (await element('guide/components.html', id)).firstElementChild as Element;
      expect((await frame('cb-class')).className).toContain('my-container');
      const buttons = async (id: string) =>
        [...(await frame(id)).querySelectorAll('button')].map((button) => button.className);
      expect(await buttons('cb-nocopy')).toEqual([expect.stringContaining('rp-code-wrap-button')]);
      expect(await buttons('cb-nowrap')).toEqual([expect.stringContaining('rp-code-copy-button')]);
      const raw = await frame('cb-raw');
      expect(raw.querySelector('pre')?.outerHTML).toBe('<pre><code>const raw = 1;</code></pre>');
      const fenced = await frame('fenced');
      expect(fenced.className).toBe('rp-codeblock language-js');
      expect(fenced.querySelector('.rp-codeblock__title')?.textContent).toBe('fenced.js');
      expect(fenced.querySelector('pre')?.className).toContain('shiki');
    },
  );

  claim(
    'api/client-api/api-components#codebuttongroup',
    'useCodeButtonGroup(true) starts with the code wrapped',
    async () => {
      const group = await element('guide/components.html', 'wrapped-start');
      expect(group.querySelector('pre')?.getAttribute('data-wrap')).toBe('true');
      expect(group.querySelector('.rp-code-wrap-button')?.className).toContain(
        'rp-code-wrap-button--wrapped',
      );
    },
  );

  claim(
    'api/client-api/api-components#pagetabs',
    'tabPosition left by default and center on request; className reaches the tabs',
    async () => {
      const labels = async (id: string) =>
        (await element('guide/components.html', id)).querySelector('.rp-page-tabs__label');
      expect((await labels('pt-default'))?.getAttribute('style')).toBe(
        'justify-content:flex-start',
      );
      expect((await labels('pt-center'))?.getAttribute('style')).toBe('justify-content:center');
      expect(
        (await element('guide/components.html', 'pt-center')).querySelector('.rp-page-tabs')
          ?.className,
      ).toBe('rp-page-tabs my-page-tabs');
    },
  );

  claim(
    'api/client-api/api-components#tabs',
    'className, labelItemClassName and contentItemClassName reach the tabs, each label and each panel',
    async () => {
      const tabs = await element('guide/components.html', 'tabs-classes');
      expect(tabs.firstElementChild?.className).toBe('rp-tabs my-tabs');
      const marked = (selector: string, className: string) =>
        [...tabs.querySelectorAll(selector)].map((item) => item.classList.contains(className));
      expect(marked('.rp-tabs__label__item', 'my-label')).toEqual([true, true]);
      expect(marked('.rp-tabs__content__item', 'my-content')).toEqual([true, true]);
    },
  );

  claim(
    ['api/client-api/api-components#prompt', 'api/client-api/api-components#sourcecode'],
    "the labels of Prompt's buttons and SourceCode's link come from their i18n keys",
    async () => {
      const source = await element('guide/components.html', 'source');
      expect(source.querySelector('.rp-source-code__text')?.textContent).toBe('View the source');
      await onSite(
        '/guide/components',
        async (tab) => {
          const prompt = tab.locator('#prompt');
          const copy = prompt.getByRole('button', { name: 'Take the prompt' });
          const toggle = prompt.getByRole('button', { name: 'Show it all' });
          expect(await copy.count()).toBe(1);
          await toggle.click();
          await poll(() => prompt.getByRole('button', { name: 'Show less' }).count()).toBe(1);
          await copy.click();
          await poll(() => prompt.textContent()).toContain('Taken');
        },
        { permissions: ['clipboard-read', 'clipboard-write'] },
      );
    },
  );

  claim(
    'api/client-api/api-components#tag',
    'a navbar item with a tag shows it as a badge',
    async () => {
      const nav = (await documentOf(site, 'guide/other.html')).querySelector('.rp-nav-menu');
      expect(nav?.querySelector('a[href="/guide/other.html"]')?.innerHTML).toBe(
        'Tagged<span class="rp-badge rp-badge--tip">new</span>',
      );
    },
  );

  // Navbar

  claim(
    'api/client-api/api-components#navtitle',
    'links to logoHref; without it, to the home page of the current language in the default version, from a page of another version too',
    async () => {
      const title = async (build: ScratchBuild, page: string) =>
        (await documentOf(build, page)).querySelector('.rp-nav__title a')?.getAttribute('href');
      expect(await title(site, 'guide/other.html')).toBe('/guide/other');
      expect(await title(versioned, 'zh/guide/page.html')).toBe('/zh/');
      expect(await title(versioned, 'v1/zh/guide/page.html')).toBe('/zh/');
      expect(await title(versioned, 'v1/guide/page.html')).toBe('/');
      await onVersioned(
        '/v1/zh/guide/page',
        async (tab) => {
          expect(await tab.locator('.rp-nav__title a').getAttribute('href')).toBe('/zh/');
        },
        { locale: 'zh-CN' },
      );
    },
  );

  claim(
    'api/client-api/api-components#nav',
    'the navbar holds the language and the version switchers on a site with locales and multiVersion',
    async () => {
      const nav = (await documentOf(versioned, 'v1/zh/guide/page.html')).querySelector(
        'header.rp-nav',
      ) as Element;
      const menus = [...nav.querySelectorAll('.rp-nav__menus > li')].map((menu) => [
        menu.querySelector('button')?.textContent,
        [...menu.querySelectorAll('.rp-hover-group__item')].map((item) => item.textContent),
      ]);
      expect(menus).toEqual([
        ['简体中文', ['English', '简体中文']],
        ['v1', ['v1', 'v2']],
      ]);
    },
  );

  claim(
    'api/client-api/api-components#navhamburger',
    'on a small screen its menu holds the slot content, and the language and version switchers',
    async () => {
      await onSite(
        '/guide/components',
        async (tab) => {
          await tab
            .locator('#own-hamburger button.rp-nav-hamburger')
            .filter({ visible: true })
            .first()
            .click();
          await poll(() => tab.getByText('Changelog', { exact: true }).isVisible()).toBe(true);
        },
        PHONE,
      );
      await onSite(
        '/guide/other',
        async (tab) => {
          await tab.locator('header button.rp-nav-hamburger').filter({ visible: true }).click();
          const screen = tab.locator('.rp-nav-screen').filter({ visible: true });
          await poll(() => screen.count()).toBe(1);
          expect(await screen.locator('#slot-changelog').isVisible()).toBe(true);
        },
        PHONE,
      );
      await onVersioned(
        '/guide/page',
        async (tab) => {
          await tab.locator('header button.rp-nav-hamburger').filter({ visible: true }).click();
          const screen = tab.locator('.rp-nav-screen').filter({ visible: true });
          await poll(() => screen.count()).toBe(1);
          const text = await screen.textContent();
          expect(text).toMatch(/Languages.*English.*简体中文/);
          expect(text).toMatch(/Versions.*v1.*v2/);
        },
        PHONE,
      );
    },
  );

  claim(
    ['api/client-api/api-components#searchbutton', 'api/client-api/api-components#searchpanel'],
    'the button shows the placeholder and the Ctrl K hint; the panel lists the results grouped by page',
    async () => {
      await onSite('/guide/other', async (tab) => {
        const button = tab.locator('header .rp-search-button');
        expect(await button.locator('.rp-search-button__word').textContent()).toBe('Search');
        await poll(() => button.locator('.rp-search-button__hotkey').textContent()).toBe('CtrlK');
        await button.click();
        await tab.keyboard.type('ZEBRAWORD');
        const groups = tab.locator('.rp-search-panel__group');
        await poll(() => groups.count()).toBe(2);
        const titles = await groups.evaluateAll((lists) =>
          lists.map((list) =>
            [...list.querySelectorAll('.rp-suggest-item__title')].map((title) => title.textContent),
          ),
        );
        expect(titles).toHaveLength(2);
        expect(titles).toEqual(
          expect.arrayContaining([['Other page'], ['Third page', 'Third page']]),
        );
      });
    },
  );

  claim(
    'api/client-api/api-components#switchappearance',
    'with enableAppearanceAnimation the toggle runs a view transition; without, it does not',
    async () => {
      const transitions = async (url: string) => {
        const context = await browser.newContext(WIDE);
        try {
          await context.addInitScript(() => {
            const counted = window as unknown as { __transitions: number };
            counted.__transitions = 0;
            const original = document.startViewTransition?.bind(document);
            if (original) {
              document.startViewTransition = ((...args: Parameters<typeof original>) => {
                counted.__transitions += 1;
                return original(...args);
              }) as typeof original;
            }
          });
          const tab = await context.newPage();
          await tab.goto(url);
          const dark = () =>
            tab.evaluate(() => document.documentElement.classList.contains('dark'));
          const before = await dark();
          await tab.locator('.rp-switch-appearance').filter({ visible: true }).first().click();
          await poll(dark).toBe(!before);
          return await tab.evaluate(
            () => (window as unknown as { __transitions: number }).__transitions,
          );
        } finally {
          await context.close();
        }
      };
      expect(await transitions(`${server.origin}/guide/other`)).toBe(1);
      expect(await transitions(`${versionedServer.origin}/guide/page`)).toBe(0);
    },
  );

  claim(
    ['api/client-api/api-components#hovergroup', 'api/client-api/api-components#hooks-and-helpers'],
    'customChildren shown while isOpen, activeMatcher marks items, center by default; useHoverGroup gives the element and the handlers that open and close it',
    async () => {
      const list = async (id: string) =>
        (await element('guide/components.html', id)).querySelector('ul') as Element;
      expect((await list('hg-custom')).className).toBe('rp-hover-group rp-hover-group--center');
      expect((await list('hg-custom')).textContent).toBe('Custom children');
      expect((await list('hg-closed')).className).toContain('rp-hover-group--hidden');
      expect(
        [...(await list('hg-active')).querySelectorAll('li')].map((item) => [
          item.textContent,
          item.classList.contains('rp-hover-group__item--active'),
        ]),
      ).toEqual([
        ['Plain item', false],
        ['Active item', true],
      ]);
      await onBrowserPage(async (tab) => {
        const item = tab.locator('#hover-hook').getByText('Hook item');
        expect(await item.isVisible()).toBe(false);
        await tab.locator('#hover-hook > span').hover();
        await poll(() => item.isVisible()).toBe(true);
        await tab.mouse.move(5, 700);
        await poll(() => item.isVisible()).toBe(false);
      });
    },
  );

  claim(
    'api/client-api/api-components#notfoundlayout',
    '"Take me home" leads to the home page of the current language and version',
    async () => {
      for (const [path, home, locale] of [
        ['/zh/no-such-page', '/zh/', 'zh-CN'],
        ['/v1/zh/no-such-page', '/v1/zh/', 'zh-CN'],
        ['/v1/no-such-page', '/v1/', 'en-US'],
      ] as const) {
        await onVersioned(
          path,
          async (tab) => {
            await poll(() => tab.locator('.rp-not-found__home-link').getAttribute('href')).toBe(
              home,
            );
          },
          { locale },
        );
      }
    },
  );

  // Doc page parts

  claim(
    'api/client-api/api-components#doclayout',
    'sidebar: false and outline: false leave those parts out; overview: true renders an overview page',
    async () => {
      const bare = await documentOf(site, 'guide/bare.html');
      expect(bare.querySelector('.rp-doc-layout__sidebar .rp-sidebar-item')).toBeNull();
      expect(bare.querySelector('.rp-outline')).toBeNull();
      const other = await documentOf(site, 'guide/other.html');
      expect(other.querySelector('.rp-doc-layout__sidebar .rp-sidebar-item')).not.toBeNull();
      expect(other.querySelector('.rp-outline')).not.toBeNull();
      expect(
        (await documentOf(site, 'guide/index.html')).querySelector('.rp-overview'),
      ).not.toBeNull();
    },
  );

  claim(
    'api/client-api/api-components#prevnextpage',
    'the label of the previous page is the prevPageText i18n key',
    async () => {
      const links = (await element('guide/components.html', 'prevnext')).querySelector(
        '.rp-prev-next-page__prev',
      );
      expect(links?.querySelector('.rp-prev-next-page__item__desc')?.textContent).toBe(
        'Earlier page',
      );
      expect(links?.textContent).toContain('Browser');
    },
  );

  claim(
    'api/client-api/api-components#outline',
    'the back-to-top button is at the end of the outline once the reader has scrolled',
    async () => {
      await onBrowserPage(async (tab) => {
        await tab.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 2));
        const row = tab.locator('.rp-outline__bottom .rp-scroll-to-top');
        await poll(() => row.textContent()).toBe('Back to top');
        await row.click();
        await poll(() => tab.evaluate(() => window.scrollY)).toBe(0);
      });
    },
  );

  claim(
    [
      'api/client-api/api-components#readpercent',
      'api/client-api/api-components#hooks-and-helpers',
    ],
    'useReadPercent gives [percent], which grows as the reader scrolls',
    async () => {
      await onBrowserPage(async (tab) => {
        await tab.evaluate(() => window.scrollTo(0, 0));
        await poll(() => tab.locator('#percent').textContent()).toBe('0');
        await tab.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 2));
        await poll(async () => Number(await tab.locator('#percent').textContent())).toBeGreaterThan(
          0,
        );
        await tab.evaluate(() => window.scrollTo(0, 0));
      });
    },
  );

  /** The link texts of the overview groups inside `#id` of a page. */
  async function overviewLinks(page: string, id: string): Promise<string[]> {
    return [
      ...(await element(page, id)).querySelectorAll(
        '.rp-overview-group__item__title__link, .rp-overview-group__item__content__item__link',
      ),
    ].map((link) => link.textContent ?? '');
  }

  claim(
    'api/client-api/api-components#overview',
    'default groups on an index page the sidebar lists, with the second-level headings unless overviewHeaders says otherwise; none on another page or one the sidebar does not list',
    async () => {
      expect(await overviewLinks('api/index.html', 'ov-default')).toEqual(['API A', 'A two']);
      expect(await overviewLinks('api/index.html', 'ov-levels')).toEqual(['API A', 'A three']);
      expect(await overviewLinks('api/overview.html', 'ov-unlisted')).toEqual([]);
      expect(await overviewLinks('guide/components.html', 'ov-none')).toEqual([]);
    },
  );

  claim(
    'api/client-api/api-components#overview',
    'the items of groups show every heading of their headers whatever overviewHeaders says',
    async () => {
      expect(await overviewLinks('guide/components.html', 'ov-groups')).toEqual([
        'Levels page',
        'Depth two entry',
        'Depth three entry',
      ]);
    },
  );

  claim(
    'api/client-api/api-components#overviewgroup',
    'an item with sub-items gets a link to each of them',
    async () => {
      const group = await element('guide/components.html', 'og-sub');
      expect(group.querySelector('h2')?.textContent).toContain('With sub-items');
      expect(
        [...group.querySelectorAll('.rp-overview-group a')].map((link) => [
          link.textContent,
          link.getAttribute('href'),
        ]),
      ).toEqual([
        ['Parent item', '/guide/other'],
        ['Sub item', '/guide/third'],
      ]);
    },
  );

  // Hooks and helpers of the theme module

  claim(
    'api/client-api/api-components#hooks-and-helpers',
    'useEditLink, usePrevNextPage, useMdUrl, getCustomMDXComponent and RenderType return what the table says',
    async () => {
      const data = await ssgData(site, 'guide/data.html');
      expect(data.editLink).toEqual({
        text: 'Edit this page',
        link: 'https://github.com/example/repo/tree/main/docs/guide/data.mdx',
      });
      expect((await ssgData(versioned, 'guide/page.html')).editLink).toBeNull();
      expect(data.prevNext).toEqual([null, 'Deep one']);
      expect(data.mdUrl).toEqual({ pathname: '/guide/data.md' });
      expect(data.mdx).toEqual(
        expect.arrayContaining([
          'h1',
          'h2',
          'h3',
          'h4',
          'h5',
          'h6',
          'p',
          'a',
          'code',
          'pre',
          'img',
        ]),
      );
      expect(data.mdx).toEqual(
        expect.arrayContaining(['ul', 'ol', 'li', 'table', 'tr', 'td', 'th']),
      );
      expect(data.renderType).toEqual({ Default: 'default', Custom: 'custom' });
    },
  );

  claim(
    'api/client-api/api-components#hooks-and-helpers',
    'copyToClipboard resolves to true; getCopyableText leaves out ignoreClasses and ignoreSelectors; mergeRefs sets both refs; useFullTextSearch searches the index',
    async () => {
      await onBrowserPage(async (tab) => {
        await tab.locator('#copy').click();
        await poll(() => tab.locator('#copied').textContent()).toBe('true');
        expect(await tab.evaluate(() => navigator.clipboard.readText())).toBe('copied by helper');
        await tab.locator('#get-copyable').click();
        await poll(() => tab.locator('#copyable-text').textContent()).toBe('kept  text');
        expect(await tab.locator('#refs').textContent()).toBe('true');
        await poll(() => tab.locator('#search-ready').textContent()).toBe('true');
        await tab.locator('#run-search').click();
        await poll(() => tab.locator('#search-result').textContent()).toContain(
          '"link":"/guide/other"',
        );
      });
    },
  );

  claim(
    'api/client-api/api-components#hooks-and-helpers',
    'useLinkNavigate navigates without a reload; useStorageValue follows a change made in another tab',
    async () => {
      await onSite('/guide/browser', async (tab) => {
        await probesReady(tab);
        await markWindow(tab);
        await tab.locator('#link-navigate').click();
        await tab.waitForURL('**/guide/other**');
        await poll(() => tab.locator('h1').first().textContent()).toContain('Other page');
        expect(await windowKept(tab)).toBe(true);
      });
      const context = await browser.newContext();
      try {
        const [first, second] = [await context.newPage(), await context.newPage()];
        for (const tab of [first, second]) {
          await tab.goto(`${server.origin}/guide/browser`);
          await waitForHydration(tab);
          expect(await tab.locator('#storage-value').textContent()).toBe('initial');
        }
        await first.locator('#storage-set').click();
        await poll(() => first.locator('#storage-value').textContent()).toBe('changed');
        await poll(() => second.locator('#storage-value').textContent()).toBe('changed');
      } finally {
        await context.close();
      }
    },
  );

  // Runtime: page and site data

  claim(
    'api/client-api/api-runtime#usepage',
    'version, headingTitle, pagePath, and with lastUpdated the time and author of the last commit',
    async () => {
      const data = await ssgData(site, 'guide/data.html');
      expect(data.page).toMatchObject({
        version: '',
        headingTitle: 'Data heading',
        pagePath: 'guide/data.mdx',
        lastUpdatedAuthor: 'Ann Author',
      });
      expect(Number.isNaN(Date.parse(data.page.lastUpdatedTime))).toBe(false);
      expect((await ssgData(versioned, 'v1/zh/guide/page.html')).page).toEqual({
        version: 'v1',
        headingTitle: 'Page v1 zh',
        pagePath: 'v1/zh/guide/page.mdx',
        lastUpdatedTime: null,
        lastUpdatedAuthor: null,
      });
    },
  );

  claim(
    'api/client-api/api-runtime#usepages',
    'every page of every language and version, each with its title, lang, version, front matter, headings and description',
    async () => {
      const data = await ssgData(versioned, 'guide/page.html');
      expect(data.pages).toEqual(
        ['v1', 'v2']
          .flatMap((version) =>
            ['en', 'zh'].flatMap((lang) => {
              const prefix = `${version === 'v1' ? '/v1' : ''}${lang === 'zh' ? '/zh' : ''}`;
              return [
                `${lang} ${version} ${prefix}/`,
                `${lang} ${version} ${prefix}/guide/other`,
                `${lang} ${version} ${prefix}/guide/page`,
                ...(version === 'v2' && lang === 'en' ? [`en v2 /guide/preload`] : []),
              ];
            }),
          )
          .sort(),
      );
      expect(data.pageInfo['/v1/zh/guide/page']).toEqual([
        'Page v1 zh',
        'zh',
        'v1',
        {},
        ['Part'],
        null,
      ]);
      const own = await ssgData(site, 'guide/data.html');
      expect(own.pageInfo['/guide/other']).toEqual([
        'Other page',
        'en',
        '',
        { description: 'Other description' },
        [],
        'Other description',
      ]);
    },
  );

  claim(
    'api/client-api/api-runtime#usesite',
    'the site data holds the fields the page lists',
    async () => {
      const data = await ssgData(versioned, 'guide/page.html');
      expect(data.siteKeys).toEqual(
        expect.arrayContaining([
          'title',
          'description',
          'base',
          'lang',
          'locales',
          'logo',
          'logoText',
          'logoHref',
          'icon',
          'siteOrigin',
          'route',
          'search',
          'multiVersion',
          'markdown',
          'themeConfig',
        ]),
      );
      expect(data.siteMarkdown).toEqual(['defaultWrapCode', 'shiki', 'showLineNumbers']);
      expect(data.siteMultiVersion).toEqual({ default: 'v2', versions: ['v1', 'v2'] });
    },
  );

  claim(
    'api/client-api/api-runtime#usefrontmatter',
    '{} on a page without front matter',
    async () => {
      expect((await ssgData(site, 'guide/plain.html')).frontmatter).toEqual({});
    },
  );

  claim(
    ['api/client-api/api-runtime#uselang', 'api/client-api/api-runtime#useversion'],
    'the language and the version of the page on a site with locales and multiVersion',
    async () => {
      for (const [page, lang, version] of [
        ['guide/page.html', 'en', 'v2'],
        ['zh/guide/page.html', 'zh', 'v2'],
        ['v1/zh/guide/page.html', 'zh', 'v1'],
      ] as const) {
        const data = await ssgData(versioned, page);
        expect([data.lang, data.version]).toEqual([lang, version]);
      }
    },
  );

  claim(
    'api/client-api/api-runtime#uselocalesitedata',
    'the themeConfig.locales entry of the language, with langRoutePrefix "/" for the default language and "zh/" for the other',
    async () => {
      expect((await ssgData(versioned, 'guide/page.html')).locale).toMatchObject({
        lang: 'en',
        label: 'English',
        title: 'Theme EN',
        description: 'Theme English description',
        nav: 'object',
        sidebar: 'object',
        langRoutePrefix: '/',
      });
      expect((await ssgData(versioned, 'v1/zh/guide/page.html')).locale).toMatchObject({
        label: '简体中文',
        title: 'Theme ZH',
        description: '主题中文描述',
        langRoutePrefix: 'zh/',
      });
    },
  );

  claim(
    'api/client-api/api-runtime#usei18n',
    "looks up i18n.json and the theme's built-in texts in the page's language",
    async () => {
      expect((await ssgData(site, 'guide/data.html')).i18n).toEqual([
        'Text from i18n.json',
        'Edit this page',
      ]);
      expect((await ssgData(versioned, 'zh/guide/page.html')).i18n).toEqual([
        '来自 json',
        '编辑此页面',
      ]);
    },
  );

  claim(
    'api/client-api/api-runtime#usenav',
    "the _nav.json items of the page's language and version, with their prefixes",
    async () => {
      expect((await ssgData(versioned, 'guide/page.html')).nav).toEqual(['/guide/page.html']);
      expect((await ssgData(versioned, 'zh/guide/page.html')).nav).toEqual(['/zh/guide/page.html']);
      expect((await ssgData(versioned, 'v1/zh/guide/page.html')).nav).toEqual([
        '/v1/zh/guide/page.html',
      ]);
    },
  );

  claim(
    'api/client-api/api-runtime#usesidebardynamic',
    "the example's setter expands the groups of its own list; the default sidebar's groups stay collapsed",
    async () => {
      await onSite('/guide/data', async (tab) => {
        const rows = (selector: string) =>
          tab
            .locator(`${selector} .rp-sidebar-group`)
            .evaluateAll((groups) =>
              groups.map(
                (group) => (group.nextElementSibling as HTMLElement).getBoundingClientRect().height,
              ),
            );
        expect(await rows('#expandable')).toEqual([0, 0]);
        await tab.locator('#expandable').getByRole('button', { name: 'Expand all' }).click();
        await poll(async () => (await rows('#expandable')).every((height) => height > 0)).toBe(
          true,
        );
        expect(await rows('.rp-doc-layout__sidebar')).toEqual([0, 0]);
      });
    },
  );

  claim(
    'api/client-api/api-runtime#preloadlink',
    "with route.prefetchLink false it loads nothing, nor does the theme's Link; otherwise a finger touching a Link loads the target's code",
    async () => {
      await onVersioned('/guide/preload', async (tab) => {
        await poll(() => tab.locator('#ready').textContent()).toBe('true');
        const scripts = scriptRequests(tab);
        await tab.locator('#preload-button').click();
        await tab.locator('#link a').hover();
        await tab.locator('#link a').dispatchEvent('touchstart');
        // Nothing may come: wait as long as a load takes elsewhere in this file, then check.
        await tab.waitForTimeout(1_000);
        expect(scripts).toEqual([]);
        await tab.locator('#link a').click();
        await tab.waitForURL('**/guide/other');
        await poll(() => scripts.length).toBeGreaterThan(0);
      });
      await onSite('/guide/browser', async (tab) => {
        await probesReady(tab);
        const scripts = scriptRequests(tab);
        await poll(async () => {
          await tab.locator('#internal-link a').dispatchEvent('touchstart');
          return scripts.length;
        }).toBeGreaterThan(0);
      });
    },
  );

  // Runtime: rendering

  claim(
    'api/client-api/api-runtime#content',
    'the fallback is not in the pre-rendered page, and while the next page’s code loads the previous page stays',
    async () => {
      const own = await site.read('own/a.html');
      expect(own).toContain('OWNA.');
      expect(own).not.toContain('content-fallback');
      await onSite('/own/a', async (tab) => {
        let release = () => {};
        const held = new Promise<void>((resolve) => {
          release = resolve;
        });
        const requested: string[] = [];
        await tab.route('**/static/js/async/**', async (route) => {
          requested.push(route.request().url());
          await held;
          await route.continue();
        });
        await tab.evaluate(() => {
          const seen = window as unknown as { __fallbackSeen: boolean };
          seen.__fallbackSeen = false;
          new MutationObserver(() => {
            if (document.getElementById('content-fallback')) seen.__fallbackSeen = true;
          }).observe(document.body, { subtree: true, childList: true });
        });
        await tab.locator('#to-own-b').click();
        await poll(() => requested.length).toBeGreaterThan(0);
        expect(await tab.locator('main.my-layout').textContent()).toContain('OWNA.');
        release();
        await poll(() => tab.locator('main.my-layout').textContent()).toContain('OWNB.');
        expect(
          await tab.evaluate(
            () => (window as unknown as { __fallbackSeen: boolean }).__fallbackSeen,
          ),
        ).toBe(false);
      });
    },
  );

  claim(
    'api/client-api/api-runtime#browseronly',
    'an error thrown by the function, or a promise it returns that rejects, reaches the nearest error boundary',
    async () => {
      await onBrowserPage(async (tab) => {
        await poll(() => tab.locator('#sync-error').textContent()).toBe('caught: sync failure');
        await poll(() => tab.locator('#async-error').textContent()).toBe('caught: async failure');
      });
    },
  );

  claim(
    ['api/client-api/api-runtime#head', 'api/client-api/api-runtime#usehead'],
    'the tags are in the browser’s head and leave when the component unmounts; useHead sets htmlAttrs, link and script in the HTML and the browser',
    async () => {
      const html = await site.read('guide/browser.html');
      expect(html).toContain('<html lang="en" data-probe="from-use-head">');
      expect(html).toContain('<script>window.__fromUseHead = 1;</script>');
      expect(html).toMatch(/<link[^>]*href="\/feed.xml"/);
      await onBrowserPage(async (tab) => {
        expect(
          await tab.evaluate(() => [
            document.documentElement.dataset.probe,
            document.head.querySelectorAll('link[href="/feed.xml"]').length,
            (window as unknown as { __fromUseHead?: number }).__fromUseHead,
          ]),
        ).toEqual(['from-use-head', 1, 1]);
        const toggled = () =>
          tab.evaluate(() => document.head.querySelectorAll('meta[name="toggled"]').length);
        expect(await toggled()).toBe(1);
        await tab.locator('#hide-head').click();
        await poll(toggled).toBe(0);
      });
    },
  );

  claim(
    'api/client-api/api-runtime#warmpagedata',
    'only the last warmed route is kept: after warming two routes, the first one loads its own data',
    async () => {
      await onSite('/guide/browser', async (tab) => {
        await probesReady(tab);
        await tab.locator('#warm-two').click();
        await poll(() => tab.locator('#warmed').textContent()).toBe('two');
        await tab.locator('#go-other').click();
        await tab.waitForURL('**/guide/other**');
        await poll(() => tab.locator('h1').first().textContent()).toContain('Other page');
        // The title comes from the page data: "Warm other" if the first warmed data were used.
        await poll(() => tab.title()).toBe('Other page - Audit');
      });
    },
  );

  claim(
    ['api/client-api/api-runtime#safepreconnect', 'api/client-api/api-runtime#safepreload'],
    'they add a preconnect and a preload link with their options to the head',
    async () => {
      await onBrowserPage(async (tab) => {
        await tab.locator('#preconnect').click();
        await tab.locator('#preload-hero').click();
        const links = () =>
          tab.evaluate(() =>
            [
              ...document.head.querySelectorAll(
                'link[href="https://fonts.example.com"], link[href="/hero.webp"]',
              ),
            ].map((link) => [
              link.getAttribute('rel'),
              link.getAttribute('crossorigin'),
              link.getAttribute('as'),
              link.getAttribute('fetchpriority'),
            ]),
          );
        await poll(links).toEqual([
          ['preconnect', '', null, null],
          ['preload', null, 'image', 'high'],
        ]);
      });
    },
  );

  // Runtime: router, paths and environment

  claim(
    'api/client-api/api-runtime#react-router-dom',
    "the page's QueryTabs example: the query setter and navigate change the address without a reload",
    async () => {
      await onSite('/guide/browser', async (tab) => {
        await probesReady(tab);
        await markWindow(tab);
        const line = tab.locator('#query p');
        expect(await line.textContent()).toMatch(/^\/guide\/browser(\.html)? · tab none$/);
        await tab.locator('#query').getByRole('button', { name: 'npm' }).click();
        await poll(() => new URL(tab.url()).search).toBe('?tab=npm');
        expect(await line.textContent()).toMatch(/ · tab npm$/);
        await tab.locator('#query').getByRole('button', { name: 'Introduction' }).click();
        await tab.waitForURL('**/guide/start/introduction**');
        await poll(() => tab.locator('h1').first().textContent()).toContain('Introduction page');
        expect(await windowKept(tab)).toBe(true);
      });
    },
  );

  claim(
    [
      'api/client-api/api-runtime#withsiteorigin',
      'api/client-api/api-runtime#normalizehrefinruntime',
      'api/client-api/api-runtime#cleanurlbyconfig',
    ],
    'without siteOrigin withSiteOrigin returns its input; with route.cleanUrls the runtime forms drop .html and a trailing index',
    async () => {
      const data = await ssgData(versioned, 'guide/page.html');
      expect(data.withSiteOrigin).toBe('/guide/x');
      expect(data.normalizeHrefInRuntime).toBe('/guide/start');
      expect(data.cleanUrlByConfig).toBe('/guide/');
    },
  );

  claim('api/client-api/api-runtime#isproduction', 'false in the dev server', async () => {
    await withPage(`${devServer.origin}/`, async (tab) => {
      await poll(() => tab.locator('#production').textContent()).toBe('false');
    });
  });
});
