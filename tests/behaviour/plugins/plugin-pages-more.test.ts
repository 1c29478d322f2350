/**
 * More of the llms, preview and last-updated pages, executed: the context a custom llmsTxt
 * receives, the links under a base, which components remarkSplitMdxOptions renders, the llmsUI
 * object, the plugin's file names and mdFiles: false, and neither of them writing files in the dev
 * server; which commit date and author a page shows (author date, time zone, renames, a shallow
 * clone, the author function's arguments, the page data), and the line in the dev server; a tall
 * iframe demo scrolling inside its frame and an internal demo following dark mode.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, renameSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { claim } from '../../support/claims.ts';
import { launchChromium, openHydrated } from '../../support/scratchBrowser.ts';
import {
  buildScratchSite,
  commitFiles,
  type RunningServer,
  type ScratchBuild,
} from '../../support/scratchSite.ts';
import { parseHtml, textOf } from '../theme/html.ts';

const FENCE = '```';

/** Runs git in `root` as `who`, with the author and committer dates given. */
function git(root: string, args: string[], who: string, authored: string, committed = authored) {
  const email = `${who.toLowerCase()}@example.com`;
  execFileSync('git', args, {
    cwd: root,
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: who,
      GIT_AUTHOR_EMAIL: email,
      GIT_COMMITTER_NAME: who,
      GIT_COMMITTER_EMAIL: email,
      GIT_AUTHOR_DATE: authored,
      GIT_COMMITTER_DATE: committed,
    },
  });
}

/** Jane writes two pages (committed a year and a half later, as a rebase does); Bob moves one. */
function historyWithRename(root: string): void {
  git(root, ['init', '-q'], 'Jane', '2020-01-02T10:00:00Z');
  git(root, ['add', 'docs/kept.mdx', 'docs/old.md'], 'Jane', '2020-01-02T10:00:00Z');
  git(
    root,
    ['commit', '-q', '-m', 'pages'],
    'Jane',
    '2020-01-02T10:00:00Z',
    '2021-06-07T15:00:00Z',
  );
  git(root, ['mv', 'docs/old.md', 'docs/moved.md'], 'Bob', '2022-03-04T10:00:00Z');
  git(root, ['commit', '-q', '-m', 'move'], 'Bob', '2022-03-04T10:00:00Z');
}

/** Two commits two years apart, then only the latest one kept, as a `--depth 1` clone does. */
function shallowHistory(root: string): void {
  git(root, ['init', '-q'], 'Jane', '2020-01-02T10:00:00Z');
  git(root, ['add', 'docs/a.md'], 'Jane', '2020-01-02T10:00:00Z');
  git(root, ['commit', '-q', '-m', 'a'], 'Jane', '2020-01-02T10:00:00Z');
  git(root, ['add', 'docs/b.md'], 'Bob', '2022-03-04T10:00:00Z');
  git(root, ['commit', '-q', '-m', 'b'], 'Bob', '2022-03-04T10:00:00Z');
  const temp = mkdtempSync(path.join(os.tmpdir(), 'shallow-clone-'));
  execFileSync('git', ['clone', '-q', '--depth', '1', `file://${root}`, path.join(temp, 'clone')]);
  rmSync(path.join(root, '.git'), { recursive: true });
  renameSync(path.join(temp, 'clone', '.git'), path.join(root, '.git'));
  rmSync(temp, { recursive: true });
}

/** A component of the site that prints the page data of the last-updated line. */
const PAGE_DATA = `import { usePage } from '@rspress/core/runtime';

export function PageData() {
  const { page } = usePage();
  return <p id="page-data">{\`\${page.lastUpdatedTime ?? 'none'} | \${page.lastUpdatedAuthor ?? 'none'}\`}</p>;
}
`;

const COMPONENTS = `import { Tab, Tabs, Badge, PackageManagerTabs } from '@rspress/core/theme';

# Components

<Badge text="badge-text" />

<Tabs>
  <Tab label="npm">TEXT_IN_A_TAB</Tab>
</Tabs>

<PackageManagerTabs command="install my-pkg" />
`;

describe('more of the llms, preview and last-updated pages', () => {
  let browser: Browser;
  let servers: Record<'dated' | 'shallow' | 'dev', RunningServer>;
  let sites: Record<'options' | 'dated' | 'shallow' | 'dev', ScratchBuild>;

  beforeAll(async () => {
    const [options, dated, shallow, dev] = await Promise.all([
      // The built-in option under a base, without siteOrigin, with every sub-option set.
      buildScratchSite({
        'rspress.config.ts': `import { defineConfig } from '@rspress/core';

export default defineConfig({
  root: 'docs',
  base: '/docs/',
  title: 'My Docs',
  description: 'The description',
  lang: 'en',
  locales: [
    { lang: 'en', label: 'English' },
    { lang: 'zh', label: '简体中文' },
  ],
  llms: {
    llmsTxt: (context) => JSON.stringify(context),
    remarkSplitMdxOptions: {
      includes: [[['Badge', 'Tabs', 'Tab'], '@rspress/core/theme']],
      excludes: [[['Badge'], '@rspress/core/theme']],
    },
  },
  themeConfig: { llmsUI: { viewOptions: [], injectLlmsHint: false } },
});
`,
        'docs/en/index.md': '# Home\n',
        'docs/en/guide/a.md': '---\ndescription: A description\nextra: value\n---\n\n# Page A\n',
        'docs/en/guide/components.mdx': COMPONENTS,
        'docs/zh/index.md': '# 首页\n',
        'docs/zh/guide/a.md': '# 页面 A\n',
      }),
      // llms on with the default llmsUI; an author function; built in Tokyo time.
      buildScratchSite(
        {
          'rspress.config.ts': `import { defineConfig } from '@rspress/core';

export default defineConfig({
  root: 'docs',
  title: 'My Docs',
  llms: true,
  themeConfig: {
    lastUpdated: {
      author: ({ name, email, filePath }) => \`\${name} <\${email}> \${filePath}\`,
    },
  },
});
`,
          'components/PageData.tsx': PAGE_DATA,
          'docs/index.md': '# Home\n',
          'docs/kept.mdx':
            "import { PageData } from '../components/PageData';\n\n# Kept\n\nThe text.\n\n<PageData />\n",
          'docs/old.md': '# Moved\n',
        },
        { env: { TZ: 'Asia/Tokyo' }, prepare: historyWithRename },
      ),
      // A shallow clone; lastUpdated without author; no llms option, the plugin with other names;
      // the preview plugin.
      buildScratchSite(
        {
          'rspress.config.ts': `import { defineConfig } from '@rspress/core';
import { pluginLlms } from '@rspress/plugin-llms';
import { pluginPreview } from '@rspress/plugin-preview';

export default defineConfig({
  root: 'docs',
  title: 'My Docs',
  themeConfig: { lastUpdated: {} },
  plugins: [
    pluginLlms({ llmsTxt: { name: 'index.txt' }, llmsFullTxt: { name: 'full.txt' }, mdFiles: false }),
    pluginPreview(),
  ],
});
`,
          'docs/index.md': '# Home\n',
          'docs/a.md': '# A\n\nText of A.\n',
          'docs/b.md': '# B\n',
          'docs/demos.mdx': `# Demos

${FENCE}tsx preview="iframe-follow"
export default function Tall() {
  return <div className="tall" style={{ height: 600 }}>tall-demo</div>;
}
${FENCE}

${FENCE}tsx preview="internal"
export default function Themed() {
  return <p className="themed" style={{ color: 'var(--rp-c-text-1)' }}>themed-demo</p>;
}
${FENCE}
`,
        },
        { env: { TZ: 'UTC' }, prepare: shallowHistory },
      ),
      // Only run by the dev server: the plugin and the last-updated line.
      buildScratchSite(
        {
          'rspress.config.ts': `import { defineConfig } from '@rspress/core';
import { pluginLlms } from '@rspress/plugin-llms';

export default defineConfig({
  root: 'docs',
  title: 'My Docs',
  themeConfig: { lastUpdated: true },
  plugins: [pluginLlms()],
});
`,
          'docs/index.md': '# Home\n',
          'docs/a.md': '# A\n\nText of A.\n',
        },
        {
          build: false,
          prepare: (root) =>
            commitFiles(root, ['docs/a.md'], { name: 'Jane Doe', email: 'jane@example.com' }),
        },
      ),
    ]);
    sites = { options, dated, shallow, dev };
    for (const [name, site] of Object.entries({ options, dated, shallow })) {
      expect(site.ok, `${name}\n${site.output}`).toBe(true);
    }
    const [datedServer, shallowServer, devServer, chromium] = await Promise.all([
      dated.preview(),
      shallow.preview(),
      dev.dev(),
      launchChromium(),
    ]);
    servers = { dated: datedServer, shallow: shallowServer, dev: devServer };
    browser = chromium;
  });
  afterAll(async () => {
    await browser?.close();
    await Promise.all(Object.values(sites ?? {}).map((site) => site.remove()));
  });

  claim(
    'plugin/official-plugins/llms#llms-llmstxt',
    'llmsTxt is called once per language with the title, description, lang, version, base and sections; each page has routePath, link, title, description, frontmatter, lang and version',
    async () => {
      const english = JSON.parse(await sites.options.read('llms.txt'));
      expect(english).toMatchObject({
        title: 'My Docs',
        description: 'The description',
        lang: 'en',
        version: '',
        base: '/docs/',
      });
      const pages = english.sections.flatMap((section: { pages: unknown[] }) => section.pages);
      expect(pages).toContainEqual({
        routePath: '/guide/a',
        link: '/docs/guide/a.md',
        title: 'Page A',
        description: 'A description',
        frontmatter: { description: 'A description', extra: 'value' },
        lang: 'en',
        version: '',
      });
      expect(typeof english.sections[0].title).toBe('string');
      const chinese = JSON.parse(await sites.options.read('zh/llms.txt'));
      expect(chinese.lang).toBe('zh');
      expect(JSON.stringify(chinese.sections)).toContain('"link":"/docs/zh/guide/a.md"');
    },
  );

  claim(
    'plugin/official-plugins/llms#built-in-output',
    'without siteOrigin the links are root-relative and include the base, in llms-full.txt too',
    async () => {
      const full = await sites.options.read('llms-full.txt');
      expect(full).toMatch(/---\nurl: \/docs\/guide\/a\.md\n---/);
      expect(full).not.toContain('http');
    },
  );

  claim(
    'plugin/official-plugins/llms#llms-remarksplitmdxoptions',
    'with includes only the listed components are rendered, others stay source; a component in both includes and excludes stays source',
    async () => {
      const markdown = await sites.options.read('guide/components.md');
      expect(markdown).toContain('TEXT_IN_A_TAB');
      expect(markdown).not.toContain('<Tabs>');
      expect(markdown).toContain('<PackageManagerTabs command="install my-pkg" />');
      expect(markdown).toContain('<Badge text="badge-text" />');
    },
  );

  claim(
    'plugin/official-plugins/llms#llmsui',
    'viewOptions [] leaves the copy button without its menu; injectLlmsHint false writes no hint in the HTML or the .md',
    async () => {
      const html = parseHtml(await sites.options.read('guide/a.html'));
      const container = html.querySelector('.rspress-doc .rp-llms-container');
      expect(container?.querySelector('.rp-llms-copy-button')).not.toBeNull();
      expect(container?.querySelector('.rp-llms-view-options')).toBeNull();
      expect(html.querySelector('.rp-llms-hint')).toBeNull();
      expect((await sites.options.read('guide/a.md')).startsWith('# Page A')).toBe(true);
    },
  );

  claim(
    'plugin/official-plugins/llms#llmsui',
    'the default viewOptions: the menu holds Copy Markdown link, Open in ChatGPT and Open in Claude, the last two links to those chats with the page’s .md address',
    async () => {
      const tab = await openHydrated(browser, `${servers.dated.origin}/kept`, {
        viewport: { width: 1440, height: 900 },
      });
      try {
        await tab.locator('.rspress-doc .rp-llms-view-options__trigger').click();
        const entries = tab.locator('.rspress-doc .rp-llms-view-options__menu-item');
        await expect.poll(() => entries.count()).toBe(3);
        expect((await entries.allInnerTexts()).map((text) => text.trim())).toEqual([
          'Copy Markdown link',
          'Open in ChatGPT',
          'Open in Claude',
        ]);
        const address = encodeURIComponent(`${servers.dated.origin}/kept.md`);
        const links = await entries.evaluateAll((elements) =>
          elements.map((element) => element.closest('a')?.getAttribute('href') ?? ''),
        );
        expect(links[1]).toMatch(/^https:\/\/chatgpt\.com\//);
        expect(links[2]).toMatch(/^https:\/\/claude\.ai\//);
        for (const link of links.slice(1)) expect(link).toContain(address);
      } finally {
        await tab.context().close();
      }
    },
  );

  claim(
    ['plugin/official-plugins/llms#enable', 'plugin/official-plugins/llms#llmsui'],
    'llms defaults to false: no llms.txt, llms-full.txt or .md files, and no buttons',
    async () => {
      const site = sites.shallow;
      expect(site.has('llms.txt')).toBe(false);
      expect(site.has('llms-full.txt')).toBe(false);
      expect(site.has('a.md')).toBe(false);
      expect(await site.read('a.html')).not.toContain('rp-llms');
    },
  );

  claim(
    [
      'plugin/official-plugins/llms#llmstxt',
      'plugin/official-plugins/llms#llmsfulltxt',
      'plugin/official-plugins/llms#mdfiles',
    ],
    'the plugin’s names set the paths of the two files; mdFiles false writes no .md file, while both files still link to them',
    async () => {
      const site = sites.shallow;
      const index = await site.read('index.txt');
      expect(index.startsWith('# My Docs')).toBe(true);
      expect(index).toContain('(/a.md)');
      expect(await site.read('full.txt')).toMatch(/---\nurl: \/a\.md\n---/);
      expect(site.has('a.md')).toBe(false);
      expect(site.has('demos.md')).toBe(false);
    },
  );

  claim(
    'plugin/official-plugins/llms#choose',
    'the plugin writes nothing in the dev server: /llms.txt and the .md addresses answer with the app’s HTML',
    async () => {
      for (const file of ['/llms.txt', '/llms-full.txt', '/a.md']) {
        const text = await (await fetch(`${servers.dev.origin}${file}`)).text();
        expect(text.trimStart().toLowerCase().startsWith('<!doctype html>'), file).toBe(true);
      }
    },
  );

  claim(
    [
      'plugin/official-plugins/last-updated#how-it-works',
      'plugin/official-plugins/last-updated#display',
    ],
    'the date is the author date of the commit, not its committer date, in the time zone of the building machine; the line sits in the footer after the content',
    async () => {
      const html = parseHtml(await sites.dated.read('kept.html'));
      // 10:00 UTC on 2 January 2020, built with TZ=Asia/Tokyo (committed in June 2021).
      expect(textOf(html.querySelector('.rp-last-updated'))).toMatch(
        /^Last Updated:? 1\/2\/2020, 7:00:00 PM by /,
      );
      const footer = html.querySelector('footer.rp-doc-footer');
      const content = html.querySelector('.rspress-doc');
      expect(footer?.querySelector('.rp-last-updated')).not.toBeNull();
      expect(
        content !== null && footer !== null && (content.compareDocumentPosition(footer) & 4) !== 0,
      ).toBe(true);
    },
  );

  claim(
    'plugin/official-plugins/last-updated#how-it-works',
    'renames are not followed: a moved page shows the date and author of the commit that moved it',
    async () => {
      const line = textOf(
        parseHtml(await sites.dated.read('moved.html')).querySelector('.rp-last-updated'),
      );
      expect(line).toMatch(/^Last Updated:? 3\/4\/2022, 7:00:00 PM by Bob <bob@example\.com> /);
    },
  );

  claim(
    'plugin/official-plugins/last-updated#author',
    'the author function gets the name, e-mail and absolute file path of the page, and its string is shown',
    async () => {
      const line = textOf(
        parseHtml(await sites.dated.read('kept.html')).querySelector('.rp-last-updated'),
      );
      expect(
        line.endsWith(
          `by Jane <jane@example.com> ${path.join(sites.dated.dir, 'docs', 'kept.mdx')}`,
        ),
      ).toBe(true);
    },
  );

  claim(
    'plugin/official-plugins/last-updated#page-data',
    'the page data holds lastUpdatedTime and lastUpdatedAuthor, the strings of the line',
    async () => {
      const html = parseHtml(await sites.dated.read('kept.html'));
      expect(textOf(html.querySelector('#page-data'))).toBe(
        `1/2/2020, 7:00:00 PM | Jane <jane@example.com> ${path.join(sites.dated.dir, 'docs', 'kept.mdx')}`,
      );
    },
  );

  claim(
    [
      'plugin/official-plugins/last-updated#how-it-works',
      'plugin/official-plugins/last-updated#author',
    ],
    'in a shallow clone every page shows the date of the one commit; an object without author shows no author',
    async () => {
      for (const page of ['a.html', 'b.html']) {
        const line = textOf(
          parseHtml(await sites.shallow.read(page)).querySelector('.rp-last-updated'),
        );
        expect(line, page).toMatch(/^Last Updated:? 3\/4\/2022, 10:00:00 AM$/);
      }
    },
  );

  claim(
    'plugin/official-plugins/last-updated#how-it-works',
    'the dev server shows the line too',
    async () => {
      const tab = await openHydrated(browser, `${servers.dev.origin}/a`);
      try {
        const line = tab.locator('.rp-last-updated');
        await line.waitFor({ timeout: 60_000 });
        expect(await line.innerText()).toMatch(/^Last Updated:? \d{1,2}\/\d{1,2}\/\d{4}, /);
      } finally {
        await tab.context().close();
      }
    },
  );

  claim(
    'plugin/official-plugins/preview#mode-iframe-follow',
    'a demo taller than the 300 × 150 px iframe scrolls inside it',
    async () => {
      const tab = await openHydrated(browser, `${servers.shallow.origin}/demos`, {
        viewport: { width: 1440, height: 900 },
      });
      try {
        const iframe = tab.locator('.rp-preview iframe').first();
        const frame = await (await iframe.elementHandle())?.contentFrame();
        if (!frame) throw new Error('no demo frame');
        await frame.locator('.tall').waitFor();
        const box = await iframe.boundingBox();
        expect(Math.round(box?.width ?? 0)).toBe(300);
        expect(box?.height ?? 0).toBeLessThan(160);
        await frame.evaluate(() => window.scrollTo(0, 200));
        expect(await frame.evaluate(() => window.scrollY)).toBe(200);
      } finally {
        await tab.context().close();
      }
    },
  );

  claim(
    'plugin/official-plugins/preview#mode-internal',
    'an internal demo follows the page’s dark mode',
    async () => {
      const tab = await openHydrated(browser, `${servers.shallow.origin}/demos`, {
        viewport: { width: 1440, height: 900 },
      });
      try {
        const themed = tab.locator('.themed');
        const colour = () => themed.evaluate((element) => getComputedStyle(element).color);
        const light = await colour();
        await tab.locator('.rp-switch-appearance').first().click();
        await expect.poll(colour).not.toBe(light);
        expect(await tab.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
          true,
        );
      } finally {
        await tab.context().close();
      }
    },
  );
});
