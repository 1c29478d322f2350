/**
 * Facts about the build output, links, Markdown features, the built-in search and the llms output
 * that several pages state in their own words, each run once on scratch sites: a site under a base
 * path with `.html` links, the search index and the llms files; a bilingual site with clean URLs;
 * and a site with a dead link.
 */
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { claim } from '../../support/claims.ts';
import {
  buildScratchSite,
  type RunningServer,
  type ScratchBuild,
} from '../../support/scratchSite.ts';
import { parseHtml, textOf } from '../theme/html.ts';

const BASE_CONFIG = `import path from 'node:path';
import { defineConfig } from '@rspress/core';

export default defineConfig({
  root: 'docs',
  title: 'Scratch',
  base: '/docs/',
  icon: '/favicon.svg',
  llms: true,
  themeConfig: {
    nav: [
      { text: 'Guide', link: '/guide/' },
      { text: 'Api', link: '/api/', activeMatch: '/api/' },
      { text: 'Kit', link: '/kit.zip', download: true },
    ],
  },
  markdown: {
    globalComponents: [path.join(import.meta.dirname, 'components', 'Note.tsx')],
    link: { checkDeadLinks: { excludes: ['/files/guide.pdf'] } },
  },
});
`;

const LINKS =
  '[abs](/guide/start) [rel](./start) [file](./start.md) [bare](start) ' +
  '[anchor](/guide/start#install) [missing-anchor](/guide/start#nowhere) ' +
  '[ext](https://example.org/) [pdf](/files/guide.pdf)';

/** Under base /docs/, `.html` links (no cleanUrls), llms on, a navbar item to a folder and one with activeMatch. */
const BASE_SITE = {
  'rspress.config.ts': BASE_CONFIG,
  'components/Note.tsx':
    'export default function Note({ children }: { children?: unknown }) {\n' +
    '  return <aside className="global-note">{children as string}</aside>;\n}\n',
  'docs/public/favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'docs/public/files/guide.pdf': '%PDF-1.4',
  'docs/public/kit.zip': 'zip',
  'docs/index.md': '---\npageType: home\nhero:\n  name: Homeword\n---\n\nhomeplainword text.\n',
  'docs/guide/index.md': `# Guide index\n\nindexword body.\n\n## 安装指南\n\n## Install the package {#install}\n\n${LINKS}\n\n<Note>in md</Note>\n`,
  'docs/guide/start.md':
    '# Start\n\nstartword body.\n\n## Install {#install}\n\n```ts\nconst a = 1;\n```\n',
  'docs/guide/mdx.mdx': '# Mdx page\n\n<Note>in mdx</Note>\n',
  'docs/guide/react.tsx':
    'export default function Page() {\n  return <div><h1>React page</h1><p>reactword body</p></div>;\n}\n',
  'docs/guide/hidden.md': '---\nsearch: false\n---\n\n# Hidden\n\nhiddenword body.\n',
  'docs/guide/custom.mdx': '---\npageType: custom\n---\n\n# Custom\n\ncustomword body.\n',
  'docs/api/index.md': '# Api index\n\napiword body.\n',
  'docs/api/reference.md': '# Reference\n\nreferenceword body.\n',
};

/** Two languages, clean URLs, navbar and sidebar from _nav.json and _meta.json. */
const CLEAN_SITE = {
  'rspress.config.ts': `import { defineConfig } from '@rspress/core';

export default defineConfig({
  root: 'docs',
  title: 'Clean',
  lang: 'en',
  locales: [
    { lang: 'en', label: 'English' },
    { lang: 'zh', label: '简体中文' },
  ],
  route: { cleanUrls: true },
});
`,
  'docs/en/_nav.json': JSON.stringify([{ text: 'Guide', link: '/guide/' }]),
  'docs/zh/_nav.json': JSON.stringify([{ text: '指南', link: '/guide/' }]),
  'docs/en/guide/_meta.json': JSON.stringify(['index', 'start']),
  'docs/zh/guide/_meta.json': JSON.stringify(['index', 'start']),
  'docs/en/index.md': '# Home\n',
  'docs/zh/index.md': '# 首页\n',
  'docs/en/guide/index.md': `# Guide index\n\n${LINKS.replace(' [pdf](/files/guide.pdf)', '')}\n`,
  'docs/en/guide/start.md': '# Start\n\n## Install {#install}\n',
  'docs/zh/guide/index.md':
    '# 指南\n\n[无前缀](/guide/start) [有前缀](/zh/guide/start) [相对](./start.md)\n',
  'docs/zh/guide/start.md': '# 开始\n\n## 安装 {#install}\n',
};

/** One link to a page that does not exist. */
const DEAD_SITE = {
  'rspress.config.ts':
    "import { defineConfig } from '@rspress/core';\n\nexport default defineConfig({ root: 'docs' });\n",
  'docs/index.md': '# Home\n\n[Gone](/guide/gone)\n',
};

interface IndexEntry {
  routePath: string;
  title: string;
  content: string;
}

describe('facts stated on several pages: build output, links, Markdown, search, llms', () => {
  let base: ScratchBuild;
  let clean: ScratchBuild;
  let dead: ScratchBuild;
  let preview: RunningServer;

  beforeAll(async () => {
    [base, clean, dead] = await Promise.all([
      buildScratchSite(BASE_SITE),
      buildScratchSite(CLEAN_SITE),
      buildScratchSite(DEAD_SITE),
    ]);
    expect(base.ok, base.output).toBe(true);
    expect(clean.ok, clean.output).toBe(true);
    preview = await base.preview();
  });
  afterAll(async () => {
    await Promise.all([base, clean, dead].map((site) => site?.remove()));
  });

  /** The hrefs of the links of a page's content, in order. */
  async function contentHrefs(site: ScratchBuild, file: string): Promise<string[]> {
    const doc = parseHtml(await site.read(file));
    return [...doc.querySelectorAll('.rspress-doc a:not(.rp-header-anchor)')].map(
      (link) => link.getAttribute('href') ?? '',
    );
  }

  async function searchIndex(): Promise<IndexEntry[]> {
    const { readdir } = await import('node:fs/promises');
    const files = (await readdir(`${base.dir}/doc_build/static`)).filter((file) =>
      /^search_index\.en\.[0-9a-f]+\.json$/.test(file),
    );
    expect(files).toHaveLength(1);
    return JSON.parse(await base.read(`static/${files[0]}`)) as IndexEntry[];
  }

  claim(
    [
      'index#features',
      'guide/advanced/custom-search#built-in-search',
      'api/config/config-basic#search',
      'api/config/config-frontmatter#search',
      'guide/default-theme/home-page#page-type-home',
      'guide/basic/custom-page#things-to-know',
    ],
    'the index holds the text of Markdown and MDX pages (custom page type too); not the home page, not search: false, and a React page only as an entry without title or text',
    async () => {
      const entries = await searchIndex();
      const byRoute = new Map(entries.map((entry) => [entry.routePath, entry]));
      expect(byRoute.get('/guide/start')?.content).toContain('startword');
      expect(byRoute.get('/guide/custom')?.content).toContain('customword');
      expect(byRoute.get('/guide/mdx')?.title).toBe('Mdx page');
      expect(byRoute.has('/')).toBe(false);
      expect(byRoute.has('/guide/hidden')).toBe(false);
      const all = JSON.stringify(entries);
      expect(all).not.toContain('homeplainword');
      expect(all).not.toContain('hiddenword');
      expect(all).not.toContain('reactword');
      expect(byRoute.get('/guide/react')).toMatchObject({ title: '', content: '' });
    },
  );

  claim(
    ['plugin/official-plugins/llms#built-in-output', 'api/config/config-build#llms'],
    "llms.txt groups pages by the navbar item's activeMatch or link as a pattern: an item whose link is a folder (/guide/) matches no page, not even its index",
    async () => {
      const llms = await base.read('llms.txt');
      expect(llms.startsWith('# Scratch')).toBe(true);
      const api = llms.indexOf('## Api');
      const others = llms.indexOf('## Others');
      expect(api).toBeGreaterThan(0);
      expect(others).toBeGreaterThan(api);
      expect(llms).not.toContain('## Guide');
      expect(llms.indexOf('[Reference](/docs/api/reference.md)')).toBeGreaterThan(api);
      expect(llms.indexOf('[Reference](/docs/api/reference.md)')).toBeLessThan(others);
      expect(llms.indexOf('[Start](/docs/guide/start.md)')).toBeGreaterThan(others);
      expect(llms.indexOf('[Guide index](/docs/guide/index.md)')).toBeGreaterThan(others);
      expect(llms).not.toContain('Homeword');
    },
  );

  claim(
    [
      'plugin/official-plugins/llms#built-in-output',
      'api/config/config-build#llms',
      'api/commands#build',
    ],
    'a Markdown twin sits next to the HTML file of every page, the home page and a search: false page included, but 404.html has none',
    async () => {
      for (const page of ['index', 'guide/index', 'guide/start', 'guide/hidden', 'guide/react']) {
        expect(base.has(`${page}.html`), page).toBe(true);
        expect(base.has(`${page}.md`), page).toBe(true);
      }
      expect(await base.read('guide/hidden.md')).toContain('hiddenword');
      expect(base.has('404.html')).toBe(true);
      expect(base.has('404.md')).toBe(false);
      expect(base.has('llms-full.txt')).toBe(true);
    },
  );

  claim(
    [
      'guide/basic/conventional-route#linking',
      'guide/basic/use-mdx#links',
      'api/config/config-basic#base',
      'guide/basic/deploy#base-path',
    ],
    'route path, ./relative, ./file.md and a bare name lead to the same page, with the base and .html added and the #id kept',
    async () => {
      const hrefs = await contentHrefs(base, 'guide/index.html');
      expect(hrefs.slice(0, 5)).toEqual([
        '/docs/guide/start.html',
        '/docs/guide/start.html',
        '/docs/guide/start.html',
        '/docs/guide/start.html',
        '/docs/guide/start.html#install',
      ]);
    },
  );

  claim(
    [
      'guide/basic/conventional-route#clean-urls',
      'api/config/config-build#route-cleanurls',
      'guide/basic/conventional-route#linking',
    ],
    'with cleanUrls the same link forms and the navbar and sidebar lead to /guide/start and /guide/; the output files stay .html',
    async () => {
      const hrefs = await contentHrefs(clean, 'guide/index.html');
      expect(hrefs.slice(0, 5)).toEqual([
        '/guide/start',
        '/guide/start',
        '/guide/start',
        '/guide/start',
        '/guide/start#install',
      ]);
      const doc = parseHtml(await clean.read('guide/index.html'));
      const navAndSidebar = [...doc.querySelectorAll('a')].map((a) => a.getAttribute('href'));
      expect(navAndSidebar).toContain('/guide/');
      expect(navAndSidebar.some((href) => href?.endsWith('.html'))).toBe(false);
      expect(clean.has('guide/start.html')).toBe(true);
      expect(clean.has('guide/index.html')).toBe(true);
    },
  );

  claim(
    ['guide/basic/conventional-route#clean-urls', 'guide/basic/deploy#host-requirements'],
    'without cleanUrls the navbar links to the HTML files: a folder route /guide/ becomes /guide/index.html',
    async () => {
      const doc = parseHtml(await base.read('guide/start.html'));
      const guide = [...doc.querySelectorAll('a')].find((a) => textOf(a) === 'Guide');
      expect(guide?.getAttribute('href')).toBe('/docs/guide/index.html');
    },
  );

  claim(
    [
      'guide/basic/conventional-route#linking',
      'guide/default-theme/i18n#links',
      'api/config/config-build#markdown-link',
    ],
    'in a Chinese page /guide/start leads to /zh/guide/start, a link that already has /zh/ is left alone',
    async () => {
      expect(await contentHrefs(clean, 'zh/guide/index.html')).toEqual([
        '/zh/guide/start',
        '/zh/guide/start',
        '/zh/guide/start',
      ]);
    },
  );

  claim(
    [
      'guide/basic/conventional-route#linking',
      'api/config/config-build#markdown-link',
      'guide/basic/deploy#build',
      'guide/start/getting-started#build',
      'api/commands#build',
    ],
    'a link to a missing page stops the build with "Dead links found" naming the link and exit code 1; a missing #anchor does not (checkAnchors is off)',
    async () => {
      expect(dead.ok).toBe(false);
      expect(dead.output).toContain('Dead links found');
      expect(dead.output).toContain('/guide/gone');
      // The base site links to /guide/start#nowhere and built.
      expect(base.ok).toBe(true);
      expect(await contentHrefs(base, 'guide/index.html')).toContain(
        '/docs/guide/start.html#nowhere',
      );
    },
  );

  claim(
    ['guide/basic/use-mdx#links', 'api/client-api/api-components#link'],
    'a Markdown link to another site opens in a new tab with rel="noopener noreferrer"',
    async () => {
      const doc = parseHtml(await base.read('guide/index.html'));
      const external = doc.querySelector('.rspress-doc a[href="https://example.org/"]');
      expect(external?.getAttribute('target')).toBe('_blank');
      expect(external?.getAttribute('rel')).toBe('noopener noreferrer');
    },
  );

  claim(
    [
      'api/config/config-theme#nav',
      'guide/default-theme/navbar#item-fields',
      'guide/basic/static-assets#linking-files',
    ],
    'a root-relative navbar link to a file gets .html like a page, while an excluded Markdown link to a public file keeps its name and gets the base',
    async () => {
      const doc = parseHtml(await base.read('guide/index.html'));
      const kit = [...doc.querySelectorAll('a')].find((a) => textOf(a) === 'Kit');
      expect(kit?.getAttribute('href')).toBe('/docs/kit.zip.html');
      expect(kit?.hasAttribute('download')).toBe(true);
      expect(await contentHrefs(base, 'guide/index.html')).toContain('/docs/files/guide.pdf');
      expect(base.has('files/guide.pdf')).toBe(true);
    },
  );

  claim(
    ['guide/basic/use-mdx#headings', 'guide/start/getting-started#first-pages'],
    'a {#id} after a heading becomes its id and leaves the text; other headings get an id from their text',
    async () => {
      const doc = parseHtml(await base.read('guide/index.html'));
      const install = doc.getElementById('install');
      expect(install?.tagName).toBe('H2');
      expect(textOf(install)).toContain('Install the package');
      expect(textOf(install)).not.toContain('{#');
      expect(doc.getElementById('guide-index')?.tagName).toBe('H1');
      expect(doc.getElementById('安装指南')?.tagName).toBe('H2');
    },
  );

  claim(
    ['guide/basic/use-mdx#global-components', 'api/config/config-build#markdown-globalcomponents'],
    'a global component renders in an .mdx page without an import; in a .md page its tag stays an unknown element',
    async () => {
      const mdx = await base.read('guide/mdx.html');
      expect(mdx).toContain('<aside class="global-note">in mdx</aside>');
      const md = await base.read('guide/index.html');
      expect(md).toContain('<note>in md</note>');
      expect(md).not.toContain('global-note');
    },
  );

  claim(
    [
      'guide/basic/use-mdx#code-blocks',
      'api/config/config-build#markdown-defaultwrapcode',
      'api/config/config-build#markdown-showlinenumbers',
    ],
    'every code block has a copy button and a wrap button; by default no line numbers and no wrapping',
    async () => {
      const doc = parseHtml(await base.read('guide/start.html'));
      const block = doc.querySelector('.rp-codeblock');
      expect(block).not.toBeNull();
      expect(block?.querySelector('.rp-code-copy-button')).not.toBeNull();
      expect(block?.querySelector('.rp-code-wrap-button')).not.toBeNull();
      expect(block?.querySelector('.rp-codeblock__content--line-numbers')).toBeNull();
      expect(block?.querySelector('.rp-codeblock__content--wrap-code')).toBeNull();
      expect(block?.querySelector('.rp-codeblock__content')).not.toBeNull();
    },
  );

  claim(
    [
      'guide/basic/static-assets#public-folder',
      'guide/basic/deploy#output',
      'guide/start/getting-started#build',
      'guide/basic/conventional-route#output-files',
    ],
    'doc_build holds one HTML file per route, 404.html, the search index under static/ and the public files at the root under their names',
    async () => {
      for (const file of [
        'index.html',
        'guide/index.html',
        'guide/start.html',
        '404.html',
        'favicon.svg',
        'files/guide.pdf',
        'kit.zip',
      ]) {
        expect(base.has(file), file).toBe(true);
      }
      expect(await base.read('files/guide.pdf')).toBe('%PDF-1.4');
      expect(await searchIndex()).not.toHaveLength(0);
    },
  );

  claim(
    ['api/config/config-basic#icon', 'guide/basic/static-assets#icon-logo'],
    'the icon path into public/ is linked from every page with the base added',
    async () => {
      for (const page of ['index.html', 'guide/start.html', '404.html']) {
        expect(await base.read(page), page).toMatch(/<link rel="icon" href="\/docs\/favicon\.svg"/);
      }
    },
  );

  claim(
    [
      'guide/basic/deploy#preview',
      'plugin/official-plugins/client-redirects#example',
      'api/commands#preview-base',
      'guide/basic/deploy#base-path',
    ],
    'rspress preview serves the build under the configured base, and answers an unknown address with the home page HTML and status 200, not 404.html',
    async () => {
      const page = await fetch(`${preview.origin}/docs/guide/start.html`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('startword');
      const unknown = await fetch(`${preview.origin}/docs/no/such/page`);
      expect(unknown.status).toBe(200);
      const body = await unknown.text();
      expect(body).toBe(await base.read('index.html'));
      expect(body).not.toBe(await base.read('404.html'));
    },
  );
});
