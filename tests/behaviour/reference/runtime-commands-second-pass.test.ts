/**
 * Second pass over the Runtime API and Commands pages, run where a reader sees them: a global
 * component that calls the page and navigation hooks stays mounted while Chromium moves between
 * languages and versions without a reload, and must then show what the pre-rendered HTML of the
 * page it arrived on shows; and the dev server's keyboard shortcuts in a terminal.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { stripVTControlCharacters } from 'node:util';
import type { Browser, Page } from '@playwright/test';
import { afterAll, beforeAll, expect } from 'vitest';
import { rspressCli } from '../../../scripts/check-docs/scratchSite.ts';
import { claim } from '../../support/claims.ts';
import { launchChromium, openHydrated } from '../../support/scratchBrowser.ts';
import {
  buildScratchSite,
  type RunningServer,
  type ScratchBuild,
} from '../../support/scratchSite.ts';
import { freePort } from '../../support/siteServer.ts';
import { parseHtml } from '../theme/html.ts';

const PROBE = `import {
  initPageData,
  pathnameToRouteService,
  useActiveMatcher,
  useFrontmatter,
  useI18n,
  useLang,
  useLocaleSiteData,
  useLocation,
  useNav,
  useNavigate,
  usePage,
  usePages,
  useSidebar,
  useVersion,
} from '@rspress/core/runtime';
import { useEffect } from 'react';

export default function Probe() {
  const { page } = usePage();
  const { frontmatter } = useFrontmatter();
  const lang = useLang();
  const version = useVersion();
  const nav = useNav();
  const sidebar = useSidebar();
  const locale = useLocaleSiteData() as Record<string, unknown>;
  const t = useI18n<{ greet: string }>();
  const { pathname } = useLocation();
  const isActive = useActiveMatcher();
  const navigate = useNavigate();
  const { pages } = usePages();
  useEffect(() => {
    Object.assign(window, {
      __go: navigate,
      __init: (path: string) => initPageData(path).then((data) => [data.title, data.lang, data.version]),
      __route: (path: string) => pathnameToRouteService(path)?.path ?? null,
    });
  }, [navigate]);
  const data = {
    page: {
      title: page.title,
      routePath: page.routePath,
      lang: page.lang,
      version: page.version,
      pageType: page.pageType,
      toc: page.toc.map((h) => [h.id, h.text, h.depth]),
      headingTitle: page.headingTitle,
      pagePath: page.pagePath,
    },
    frontmatter,
    lang,
    version,
    nav: nav.map((item) => ('link' in item ? \`\${item.text} \${item.link}\` : item.text)),
    sidebar: sidebar.map((item) => ('link' in item ? \`\${item.text} \${item.link}\` : item.text)),
    locale: [locale.title, locale.langRoutePrefix],
    greet: t('greet', { name: 'Ann' }),
    outline: t('outlineTitle'),
    activeA: isActive('/guide/a'),
    pages: pages.length,
  };
  return <pre id="probe" hidden>{JSON.stringify(data)}</pre>;
}
`;

/** The pages of one version and language: a page with front matter, headings and a head tag, one without. */
function pages(version: 'v1' | 'v2', lang: 'en' | 'zh'): Record<string, string> {
  const dir = `docs/${version}/${lang}`;
  const name = `${version} ${lang}`;
  return {
    [`${dir}/index.md`]: `# Home ${name}\n`,
    [`${dir}/_nav.json`]: JSON.stringify([{ text: `Nav ${name}`, link: '/guide/a' }]),
    [`${dir}/guide/_meta.json`]: JSON.stringify(['a', 'b']),
    [`${dir}/guide/a.mdx`]: `---\ntag: alpha-${version}-${lang}\n---\n\nimport { Head } from '@rspress/core/runtime';\n\n# A ${name}\n\n<Head>\n  <meta name="probe-a" content="${name}" />\n</Head>\n\n## Part one {#part-one}\n\n### Detail {#detail}\n\nText.\n`,
    [`${dir}/guide/b.md`]: `# B ${name}\n\n## Only part {#only-part}\n\nText.\n`,
  };
}

const SITE: Record<string, string> = {
  'rspress.config.ts': `import path from 'node:path';
import { defineConfig } from '@rspress/core';

export default defineConfig({
  root: 'docs',
  base: '/docs/',
  title: 'Probe site',
  lang: 'en',
  locales: [
    { lang: 'en', label: 'English' },
    { lang: 'zh', label: '简体中文' },
  ],
  multiVersion: { default: 'v2', versions: ['v1', 'v2'] },
  i18nSource: { greet: { en: 'Hello {{name}}', zh: '你好 {{name}}' } },
  globalUIComponents: [path.join(import.meta.dirname, 'components', 'Probe.tsx')],
  themeConfig: {
    locales: [
      { lang: 'en', label: 'English', title: 'Theme EN' },
      { lang: 'zh', label: '简体中文', title: 'Theme ZH' },
    ],
  },
});
`,
  'components/Probe.tsx': PROBE,
  ...pages('v1', 'en'),
  ...pages('v1', 'zh'),
  ...pages('v2', 'en'),
  ...pages('v2', 'zh'),
};

// biome-ignore lint/suspicious/noExplicitAny: the probe's JSON
type Probe = Record<string, any>;

let site: ScratchBuild;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  site = await buildScratchSite(SITE);
  expect(site.ok, site.output).toBe(true);
  [server, browser] = await Promise.all([site.preview(['--base', '/docs/']), launchChromium()]);
}, 300_000);
afterAll(async () => {
  await browser?.close();
  await site?.remove();
});

/** What the probe shows in the pre-rendered HTML of a page. */
async function prerendered(file: string): Promise<Probe> {
  const html = parseHtml(await site.read(file));
  return JSON.parse(html.getElementById('probe')?.textContent ?? 'null');
}

async function shown(tab: Page): Promise<Probe> {
  return JSON.parse((await tab.locator('#probe').textContent()) ?? 'null');
}

/** Route paths (without the base) visited in one tab, and the file of each one's HTML. */
const JOURNEY = [
  ['/guide/a', 'guide/a.html'],
  ['/zh/guide/b', 'zh/guide/b.html'],
  ['/v1/guide/a', 'v1/guide/a.html'],
  ['/v1/zh/guide/a', 'v1/zh/guide/a.html'],
  ['/guide/b', 'guide/b.html'],
] as const;

interface Stop {
  route: string;
  browser: Probe;
  html: Probe;
  pathname: string;
  headProbe: string[];
  sameWindow: boolean;
}

let journey: Promise<Stop[]> | undefined;

/**
 * Opens the first page, then moves to each next one with the router's `navigate` (no reload), and
 * records what the probe shows at each stop.
 */
function travel(): Promise<Stop[]> {
  journey ??= (async () => {
    const tab = await openHydrated(browser, `${server.origin}/docs/guide/a.html`);
    try {
      await tab.evaluate(() => Object.assign(window, { __mark: 'kept' }));
      const stops: Stop[] = [];
      for (const [route, file] of JOURNEY) {
        if (route !== JOURNEY[0][0]) {
          await tab.evaluate(
            (to) => (window as unknown as { __go: (p: string) => void }).__go(to),
            route,
          );
        }
        const html = await prerendered(file);
        await expect.poll(async () => (await shown(tab)).page.title).toBe(html.page.title);
        stops.push({
          route,
          browser: await shown(tab),
          html,
          pathname: new URL(tab.url()).pathname,
          headProbe: await tab.evaluate(() =>
            [...document.head.querySelectorAll('meta[name="probe-a"]')].map(
              (meta) => meta.getAttribute('content') ?? '',
            ),
          ),
          sameWindow: await tab.evaluate(
            () => (window as unknown as { __mark?: string }).__mark === 'kept',
          ),
        });
      }
      return stops;
    } finally {
      await tab.context().close();
    }
  })();
  return journey;
}

function at(stops: Stop[], route: string): Stop {
  const stop = stops.find((s) => s.route === route);
  if (!stop) throw new Error(`no stop at ${route}`);
  return stop;
}

claim(
  'api/client-api/api-runtime#usepage',
  'after client-side moves across languages and versions, usePage shows the page arrived on, as its HTML does',
  async () => {
    const stops = await travel();
    for (const stop of stops) {
      expect(stop.sameWindow, stop.route).toBe(true);
      expect(stop.browser.page, stop.route).toEqual(stop.html.page);
    }
    expect(at(stops, '/v1/zh/guide/a').browser.page).toEqual({
      title: 'A v1 zh',
      routePath: '/v1/zh/guide/a',
      lang: 'zh',
      version: 'v1',
      pageType: 'doc',
      toc: [
        ['part-one', 'Part one', 2],
        ['detail', 'Detail', 3],
      ],
      headingTitle: 'A v1 zh',
      pagePath: 'v1/zh/guide/a.mdx',
    });
  },
);

claim(
  'api/client-api/api-runtime#usefrontmatter',
  'follows the page: its own fields on one page, {} on the next page that has none',
  async () => {
    const stops = await travel();
    expect(at(stops, '/guide/a').browser.frontmatter).toEqual({ tag: 'alpha-v2-en' });
    expect(at(stops, '/zh/guide/b').browser.frontmatter).toEqual({});
    expect(at(stops, '/v1/zh/guide/a').browser.frontmatter).toEqual({ tag: 'alpha-v1-zh' });
    expect(at(stops, '/guide/b').browser.frontmatter).toEqual({});
  },
);

claim(
  ['api/client-api/api-runtime#uselang', 'api/client-api/api-runtime#useversion'],
  'useLang and useVersion follow the reader across languages and versions; the default version is named',
  async () => {
    const stops = await travel();
    expect(stops.map((s) => [s.route, s.browser.lang, s.browser.version])).toEqual([
      ['/guide/a', 'en', 'v2'],
      ['/zh/guide/b', 'zh', 'v2'],
      ['/v1/guide/a', 'en', 'v1'],
      ['/v1/zh/guide/a', 'zh', 'v1'],
      ['/guide/b', 'en', 'v2'],
    ]);
  },
);

claim(
  'api/client-api/api-runtime#usenav',
  'the navbar items of the language and version the reader moved to, with their prefixes',
  async () => {
    const stops = await travel();
    for (const stop of stops) expect(stop.browser.nav, stop.route).toEqual(stop.html.nav);
    expect(at(stops, '/zh/guide/b').browser.nav[0]).toMatch(/^Nav v2 zh \/zh\/guide\/a/);
    expect(at(stops, '/v1/zh/guide/a').browser.nav[0]).toMatch(/^Nav v1 zh \/v1\/zh\/guide\/a/);
  },
);

claim(
  'api/client-api/api-runtime#usesidebar',
  'the sidebar entries of the section the reader moved to',
  async () => {
    const stops = await travel();
    for (const stop of stops) expect(stop.browser.sidebar, stop.route).toEqual(stop.html.sidebar);
    expect(
      at(stops, '/v1/zh/guide/a').browser.sidebar.map((s: string) => s.split(' /')[0]),
    ).toEqual(['A v1 zh', 'B v1 zh']);
  },
);

claim(
  ['api/client-api/api-runtime#uselocalesitedata', 'api/client-api/api-runtime#usei18n'],
  'the locale entry and the i18n texts switch with the language on a client-side move',
  async () => {
    const stops = await travel();
    expect(stops.map((s) => [s.browser.locale, s.browser.greet])).toEqual([
      [['Theme EN', '/'], 'Hello Ann'],
      [['Theme ZH', 'zh/'], '你好 Ann'],
      [['Theme EN', '/'], 'Hello Ann'],
      [['Theme ZH', 'zh/'], '你好 Ann'],
      [['Theme EN', '/'], 'Hello Ann'],
    ]);
    // A key of the theme's built-in table, in each language.
    const outline = stops.map((s) => s.browser.outline);
    expect(outline[0]).toBe(outline[2]);
    expect(outline[1]).toBe(outline[3]);
    expect(outline[0]).not.toBe(outline[1]);
    expect(outline[0]).toMatch(/^[A-Za-z ]+$/);
    expect(outline[1]).toMatch(/^[\u4e00-\u9fff]+$/);
    expect(outline[0]).toBe(at(stops, '/guide/a').html.outline);
  },
);

claim(
  ['api/client-api/api-runtime#useactivematcher', 'api/client-api/api-runtime#usepages'],
  'the matcher follows the location; usePages lists every page of every language and version on each',
  async () => {
    const stops = await travel();
    expect(stops.map((s) => s.browser.activeA)).toEqual([true, false, false, false, false]);
    // 3 pages per language and version, 2 languages, 2 versions.
    for (const stop of stops) expect(stop.browser.pages, stop.route).toBe(12);
  },
);

claim(
  'api/client-api/api-runtime#react-router-dom',
  'navigate takes paths without the base; the address bar gets the base',
  async () => {
    const stops = await travel();
    expect(at(stops, '/v1/zh/guide/a').pathname).toBe('/docs/v1/zh/guide/a');
  },
);

claim(
  'api/client-api/api-runtime#head',
  'a tag the page adds with Head is in its HTML, and is replaced or gone after a client-side move',
  async () => {
    const stops = await travel();
    expect(await site.read('v1/guide/a.html')).toContain('<meta name="probe-a" content="v1 en">');
    expect(stops.map((s) => s.headProbe)).toEqual([['v2 en'], [], ['v1 en'], ['v1 zh'], []]);
  },
);

claim(
  ['api/client-api/api-runtime#initpagedata', 'api/client-api/api-runtime#pathnametorouteservice'],
  'initPageData loads another language and version; pathnameToRouteService takes the path without the base',
  async () => {
    const tab = await openHydrated(browser, `${server.origin}/docs/guide/b.html`);
    try {
      await tab.waitForFunction(() => '__init' in window);
      expect(
        await tab.evaluate(() =>
          (window as unknown as { __init: (p: string) => Promise<string[]> }).__init(
            '/v1/zh/guide/b',
          ),
        ),
      ).toEqual(['B v1 zh', 'zh', 'v1']);
      expect(
        await tab.evaluate(() => {
          const route = (window as unknown as { __route: (p: string) => string | null }).__route;
          return [route('/zh/guide/b'), route('/docs/zh/guide/b')];
        }),
      ).toEqual(['/zh/guide/b', null]);
    } finally {
      await tab.context().close();
    }
  },
);

/** Runs `rspress dev` in a terminal (a pseudo-terminal made by `script`), without `CI`. */
claim(
  'api/commands#dev',
  'in a terminal, the dev server offers its shortcuts: h then Enter lists them, q then Enter quits; with piped input, none',
  async () => {
    const env: NodeJS.ProcessEnv = { ...process.env, RSPRESS_PERSISTENT_CACHE: 'false' };
    delete env.CI;
    // Input piped from this process: no terminal.
    const piped = spawn(
      process.execPath,
      [rspressCli(), 'dev', '--port', String(await freePort()), '--host', '127.0.0.1'],
      { cwd: site.dir, env: { ...env, NO_COLOR: '1' }, stdio: ['pipe', 'pipe', 'pipe'] },
    );
    let pipedOutput = '';
    piped.stdout?.on('data', (chunk) => (pipedOutput += chunk));
    piped.stderr?.on('data', (chunk) => (pipedOutput += chunk));
    const pipedExit = new Promise((resolve) => piped.once('exit', resolve));
    try {
      await expect.poll(() => pipedOutput, { timeout: 120_000 }).toMatch(/ready\s+built in/);
      piped.stdin?.write('h\n');
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      expect(pipedOutput).not.toMatch(/shortcuts/i);
    } finally {
      piped.kill('SIGKILL');
      await Promise.race([pipedExit, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    }

    const port = await freePort();
    const command = `${process.execPath} ${rspressCli()} dev --port ${port} --host 127.0.0.1`;
    const child: ChildProcess = spawn('script', ['-qfc', command, '/dev/null'], {
      cwd: site.dir,
      env,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    const plain = () => stripVTControlCharacters(output);
    try {
      await expect.poll(plain, { timeout: 120_000 }).toMatch(/ready\s+built in/);
      expect(plain()).toMatch(/press h \+ enter to show shortcuts/);
      child.stdin?.write('h\n');
      await expect.poll(plain, { timeout: 30_000 }).toMatch(/Shortcuts:/);
      expect(plain()).toMatch(/q \+ enter\s+quit process/);
      child.stdin?.write('q\n');
      await expect
        .poll(
          () =>
            fetch(`http://127.0.0.1:${port}/`).then(
              () => 'answers',
              () => 'gone',
            ),
          {
            timeout: 30_000,
          },
        )
        .toBe('gone');
    } finally {
      if (child.exitCode === null && child.pid !== undefined) {
        // The server runs in the terminal's own session: stop it by its parent's id.
        let children = '';
        try {
          children = execFileSync('ps', ['-o', 'pid=', '--ppid', String(child.pid)]).toString();
        } catch {}
        for (const pid of children
          .split('\n')
          .map((line) => Number(line.trim()))
          .filter(Boolean)) {
          try {
            process.kill(pid, 'SIGKILL');
          } catch {}
        }
        child.kill('SIGKILL');
      }
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    }
  },
  180_000,
);
