/**
 * The sentences of Basic config, Theme config and Commands that the other claim files leave out:
 * the config files of each extension, what the options do beyond their main effect (a file://
 * favicon, props that are not JSON, the page's head example, the fallback of `themeConfig.locales`),
 * what readers see in Chromium (a single logo, the zoom's defaults, the circle of the appearance
 * switch), and what the commands and their environment variables do (ports and hosts from the
 * config, the flags' other spellings, the build cache, the pre-rendering concurrency, DEBUG, the
 * dev server's reloads and restarts).
 *
 * Three sites are built side by side: A (one language, `rspress.config.cjs`, built from a shallow
 * Git clone), C (two languages, `rspress.config.mjs` around the page's `head` example) and E
 * (`rspress.config.js`, languages from `themeConfig.locales` only, more than 32 pages). E is built
 * by the test itself, to run `rspress build` with the environment variables of Commands. A fourth
 * site only runs `rspress dev`.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { rspressCli } from '../../../scripts/check-docs/scratchSite.ts';
import { claim } from '../../support/claims.ts';
import { launchChromium, openHydrated } from '../../support/scratchBrowser.ts';
import {
  buildScratchSite,
  exampleFromPage,
  type RunningServer,
  type ScratchBuild,
} from '../../support/scratchSite.ts';
import { freePort } from '../../support/siteServer.ts';
import { parseHtml, textOf, textsOf } from '../theme/html.ts';

const LAN_ADDRESS = Object.values(networkInterfaces())
  .flat()
  .find((address) => address?.family === 'IPv4' && !address.internal)?.address;

const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400"><rect width="600" height="400" fill="#08f"/></svg>';

const PARAGRAPH =
  'A sentence long enough to fill a line of the content column of the page. '.repeat(40);

/** Site A: one language, a CommonJS config file, Git history cut to its last commit. */
const SITE_A: Record<string, string> = {
  'rspress.config.cjs': `const path = require('node:path');
const { pathToFileURL } = require('node:url');

module.exports = {
  title: 'Site A',
  llms: true,
  siteOrigin: 'https://docs.example.com',
  icon: pathToFileURL(path.join(__dirname, 'assets', 'fav.svg')),
  logo: '/logo.svg',
  globalUIComponents: [
    [path.join(__dirname, 'components', 'Props.tsx'), { label: 'kept', count: 3, onPick: () => 'lost' }],
  ],
  themeConfig: {
    nav: [],
    hideNavbar: 'always',
    enableAppearanceAnimation: true,
    lastUpdated: true,
  },
};
`,
  // For \`rspress preview -c\`: the server's address and port from the config.
  'config/lan.config.cjs':
    'module.exports = { builderConfig: { server: { host: process.env.LAN_HOST, port: Number(process.env.LAN_PORT) } } };\n',
  'assets/fav.svg': SVG,
  'components/Props.tsx': `export default function Props(props: Record<string, unknown>) {
  const types = Object.entries(props).map(([key, value]) => \`\${key}:\${typeof value}\`);
  return <p id="props">{types.join(',')}</p>;
}
`,
  'docs/public/logo.svg': SVG,
  'docs/public/pic.svg': SVG,
  'docs/_nav.json': JSON.stringify([{ text: 'Nav from file', link: '/guide/a' }]),
  'docs/guide/_meta.json': JSON.stringify(['a', 'b']),
  'docs/index.md': '# Home\n',
  'docs/guide/a.md': `# Page A\n\n![Picture](/pic.svg)\n\n${PARAGRAPH}\n\n## Part {#part}\n\n${PARAGRAPH}\n`,
  'docs/guide/b.md': `# Page B\n\n${PARAGRAPH}\n`,
};

/** Commits a.md in January and b.md in June, then keeps only the last commit, as a shallow clone. */
function shallowHistory(root: string): void {
  const git = (args: string[], date?: string, cwd = root) =>
    execFileSync('git', args, {
      cwd,
      stdio: 'ignore',
      env: {
        ...process.env,
        GIT_AUTHOR_NAME: 'Ada',
        GIT_AUTHOR_EMAIL: 'ada@example.com',
        GIT_COMMITTER_NAME: 'Ada',
        GIT_COMMITTER_EMAIL: 'ada@example.com',
        ...(date ? { GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date } : {}),
      },
    });
  git(['init', '-q']);
  git(['add', 'docs/guide/a.md']);
  git(['commit', '-q', '-m', 'a'], '2024-01-10T12:00:00Z');
  git(['add', 'docs/guide/b.md']);
  git(['commit', '-q', '-m', 'b'], '2024-06-20T12:00:00Z');
  const clone = `${root}-shallow`;
  git(['clone', '-q', '--depth', '1', `file://${root}`, clone], undefined, tmpdir());
  execFileSync('rm', ['-rf', path.join(root, '.git')]);
  execFileSync('mv', [path.join(clone, '.git'), path.join(root, '.git')]);
  execFileSync('rm', ['-rf', clone]);
}

/** Site C's options, written into the page's \`head\` example. */
const SITE_C_OPTIONS = `  title: 'Site C',
  lang: 'en',
  locales: [
    { lang: 'en', label: 'English' },
    { lang: 'zh', label: '简体中文' },
  ],
  languageParity: { enabled: false },
  route: { localeRedirect: 'auto' },
  i18nSource: { editLinkText: { en: 'Improve this page', zh: '改进此页' } },
  themeConfig: {
    localeRedirect: 'never',
    editLink: { docRepoBaseUrl: 'https://example.com/repo/docs' },
    nav: [{ text: 'Shared nav', link: '/guide/start' }],
    sidebar: {
      '/guide/': [{ text: 'Group', items: [{ text: 'Start', link: '/guide/start', context: 'ctx-start' }] }],
      '/zh/guide/': [{ text: 'Prefixed key', link: '/guide/start' }],
    },
    locales: [
      { lang: 'en', label: 'English', nav: [{ text: 'English nav', link: '/guide/start' }] },
      { lang: 'zh', label: '简体中文' },
    ],
  },
`;

const SITE_C_PAGES: Record<string, string> = {
  // The same site with the parity check on, for \`rspress dev --config\`.
  'parity.config.mjs':
    "import config from './rspress.config.mjs';\n\nexport default { ...config, languageParity: {} };\n",
  'docs/en/index.md': '# Home\n',
  'docs/zh/index.md': '# 首页\n',
  'docs/en/guide/start.md': '# Start\n\nEnglish text.\n',
  'docs/zh/guide/start.md': '# 开始\n\n中文。\n',
  'docs/en/guide/only-en.md': '# Only English\n\nNo twin.\n',
};

/**
 * A global component that holds each page's pre-rendering until no other page has started for two
 * seconds, then lets the pages it holds go on together, and prints how many they were: the pages
 * rendered at the same time.
 */
const CONCURRENCY_PROBE = `import { Suspense, use } from 'react';
import { usePage } from '@rspress/core/runtime';

const waits = new Map<string, Promise<string>>();
const held: (() => void)[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;

function wait(route: string): Promise<string> {
  let promise = waits.get(route);
  if (!promise) {
    promise = new Promise((resolve) => held.push(() => resolve(route)));
    waits.set(route, promise);
    clearTimeout(timer);
    timer = setTimeout(() => {
      console.log(\`ssg-probe-together \${held.length}\`);
      for (const release of held.splice(0)) release();
    }, 2_000);
  }
  return promise;
}

function Rendered({ route }: { route: string }) {
  const value = typeof window === 'undefined' ? use(wait(route)) : route;
  return <span id="ssg-probe" hidden>{value}</span>;
}

export default function Probe() {
  const { page } = usePage();
  return (
    <Suspense fallback={null}>
      <Rendered route={page.routePath} />
    </Suspense>
  );
}
`;

/** Site E: an ES module config in a .js file, languages from themeConfig.locales alone. */
const SITE_E: Record<string, string> = {
  'rspress.config.js': `import path from 'node:path';
import { defineConfig } from '@rspress/core';

export default defineConfig({
  title: 'Site E',
  base: '/e/',
  icon: 'https://cdn.example.com/favicon.ico',
  builderConfig: { output: { assetPrefix: 'https://cdn.example.com/' } },
  globalUIComponents: [path.join(import.meta.dirname, 'components', 'Probe.tsx')],
  themeConfig: {
    locales: [
      { lang: 'en', label: 'English', nav: [{ text: 'Guide', link: '/guide/start' }] },
      { lang: 'zh', label: '简体中文', nav: [{ text: '指南', link: '/guide/start' }] },
    ],
  },
});
`,
  // Without the 34 pages of many/, so that pages held two at a time take a few seconds.
  'config/two.config.js':
    "import config from '../rspress.config.js';\n\nexport default { ...config, title: 'Site E via -c', route: { exclude: ['**/many/**'] } };\n",
  'components/Probe.tsx': CONCURRENCY_PROBE,
  'docs/en/index.md': '# Home\n',
  'docs/en/guide/start.md': '# Start\n\nEnglish text.\n',
  'docs/zh/index.md': '# 首页\n',
  'docs/zh/guide/start.md': '# 开始\n\n中文。\n',
  ...Object.fromEntries(
    Array.from({ length: 34 }, (_, index) => [`docs/en/many/p${index}.md`, `# Page ${index}\n`]),
  ),
};

/** The dev site: a TypeScript config in a .cts file; its remark plugin logs each compiled page. */
const SITE_DEV: Record<string, string> = {
  'rspress.config.cts': `import { defineConfig } from '@rspress/core';

export default defineConfig({
  title: 'Dev site',
  base: '/base/',
  llms: true,
  head: ['<meta name="from-head" content="yes">'],
  markdown: {
    remarkPlugins: [() => (_tree: unknown, file: { path?: string }) => console.log(\`remark-compiling \${file.path}\`)],
  },
});
`,
  // For \`rspress dev -c <absolute path>\`: a relative themeDir, and the server's port and host.
  'config/port.config.ts': `import { defineConfig } from '@rspress/core';

export default defineConfig({
  themeDir: 'my-theme',
  builderConfig: { server: { port: Number(process.env.CONFIG_PORT), host: process.env.CONFIG_HOST } },
});
`,
  'my-theme/index.js': `import { Layout as BasicLayout } from '@rspress/core/theme-original';

export function Layout() {
  return <BasicLayout beforeDocContent={<p id="theme-from-cwd">theme</p>} />;
}

export * from '@rspress/core/theme-original';
`,
  'i18n.json': JSON.stringify({ outlineTitle: { en: 'Outline One' } }),
  'docs/index.md': '# Home\n',
  'docs/guide/a.mdx':
    "import Widget from '../../components/Widget';\nimport '../../styles/page.css';\n\n# Page A\n\n<Widget />\n\n## Part {#part}\n\nText A.\n",
  'docs/guide/b.md': '# Page B\n\nText B.\n',
  'docs/guide/c.md': '# Page C\n\nText C.\n',
  'components/Widget.tsx':
    'export default function Widget() {\n  return <p id="widget">widget one</p>;\n}\n',
  'styles/page.css': '#widget { color: rgb(1, 2, 3); }\n',
};

interface Cli {
  output: () => string;
  /** Resolves with the exit code when the command ends. */
  exit: Promise<number>;
  exited: () => boolean;
  child: ChildProcess;
}

const children = new Set<ChildProcess>();

/**
 * Starts `rspress <args>` in `cwd`, without colours and without CI (as in a reader's terminal);
 * an `undefined` value in `env` removes that variable.
 */
function startCli(cwd: string, args: string[], env: Record<string, string | undefined> = {}): Cli {
  const fullEnv: Record<string, string | undefined> = {
    ...process.env,
    NO_COLOR: '1',
    FORCE_COLOR: '0',
    ...env,
  };
  delete fullEnv.CI;
  for (const [key, value] of Object.entries(fullEnv)) if (value === undefined) delete fullEnv[key];
  const child = spawn(process.execPath, [rspressCli(), ...args], {
    cwd,
    env: fullEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  let done = false;
  const exit = new Promise<number>((resolve) =>
    child.once('close', (code) => {
      done = true;
      children.delete(child);
      resolve(code ?? 1);
    }),
  );
  return { output: () => output, exit, exited: () => done, child };
}

/** Runs a command that ends by itself. */
async function runCli(
  cwd: string,
  args: string[],
  env: Record<string, string | undefined> = {},
): Promise<{ code: number; output: string }> {
  const cli = startCli(cwd, args, { NODE_ENV: 'production', ...env });
  const code = await cli.exit;
  return { code, output: cli.output() };
}

async function stopCli(cli: Cli): Promise<void> {
  if (cli.exited()) return;
  cli.child.kill('SIGTERM');
  await Promise.race([cli.exit, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  if (!cli.exited()) cli.child.kill('SIGKILL');
}

/** Whether something accepts a TCP connection on host:port. */
function listens(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    socket.setTimeout(3_000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/** The HTTP status of `url`, or undefined when nothing answers. */
async function status(url: string, timeout = 10_000): Promise<number | undefined> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(timeout), redirect: 'manual' })).status;
  } catch {
    return undefined;
  }
}

/** The largest number of pages the concurrency probe held at the same time in a build. */
function mostAtOnce(output: string): number {
  const counts = [...output.matchAll(/ssg-probe-together (\d+)/g)].map((match) => Number(match[1]));
  expect(counts.length, output.slice(-2_000)).toBeGreaterThan(0);
  return Math.max(...counts);
}

let siteA: ScratchBuild;
let siteC: ScratchBuild;
let siteE: ScratchBuild;
let devSite: ScratchBuild;
let serverA: RunningServer;
let serverC: RunningServer;
let browser: Browser;
/** E: `rspress preview` before any build; the default build; with -c, concurrency 2 and DEBUG. */
let eNoBuild: { code: number; output: string };
let eFirst: { code: number; output: string; title: string; ssgKept: boolean; cache: boolean };
let eSecond: { code: number; output: string };

beforeAll(async () => {
  const headExample = await exampleFromPage(
    'api/config/config-basic.md',
    'head',
    'rspress.config.ts',
  );
  expect(headExample).toContain('defineConfig({\n');
  const buildE = async () => {
    const site = await buildScratchSite(SITE_E, { build: false });
    eNoBuild = await runCli(site.dir, ['preview', '--port', String(await freePort())]);
    // The build cache is left to its default: RSPRESS_PERSISTENT_CACHE unset.
    const first = await runCli(site.dir, ['build'], { RSPRESS_PERSISTENT_CACHE: undefined });
    const startPage = await readFile(
      path.join(site.dir, 'doc_build', 'guide', 'start.html'),
      'utf8',
    ).catch(() => '');
    eFirst = {
      ...first,
      title: /<title>([^<]*)<\/title>/.exec(startPage)?.[1] ?? '',
      ssgKept: existsSync(path.join(site.dir, 'doc_build', '__ssg__')),
      cache: existsSync(path.join(site.dir, 'node_modules', '.cache', 'rspack')),
    };
    return site;
  };
  [siteA, siteC, siteE, devSite] = await Promise.all([
    buildScratchSite(SITE_A, { prepare: shallowHistory }),
    buildScratchSite({
      'rspress.config.mjs': headExample.replace(
        'defineConfig({\n',
        `defineConfig({\n${SITE_C_OPTIONS}`,
      ),
      ...SITE_C_PAGES,
    }),
    buildE(),
    buildScratchSite(SITE_DEV, { build: false }),
  ]);
  expect(siteA.ok, siteA.output).toBe(true);
  expect(siteC.ok, siteC.output).toBe(true);
  expect(eFirst.code, eFirst.output).toBe(0);
  eSecond = await runCli(siteE.dir, ['build', '-c', 'config/two.config.js'], {
    RSPRESS_PERSISTENT_CACHE: undefined,
    RSPRESS_SSG_CONCURRENCY: '2',
    DEBUG: 'rsbuild',
  });
  expect(eSecond.code, eSecond.output).toBe(0);
  [serverA, serverC, browser] = await Promise.all([
    siteA.preview(),
    siteC.preview(),
    launchChromium(),
  ]);
});

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  await browser?.close();
  await Promise.all([siteA, siteC, siteE, devSite].map((site) => site?.remove()));
});

async function page(site: ScratchBuild, file: string): Promise<Document> {
  return parseHtml(await site.read(file));
}

async function readE(file: string): Promise<string> {
  return readFile(path.join(siteE.dir, 'doc_build', file), 'utf8');
}

function open(server: RunningServer, route: string, options = {}): Promise<Page> {
  return openHydrated(browser, `${server.origin}${route}`, {
    viewport: { width: 1440, height: 900 },
    ...options,
  });
}

describe('config files and flags', () => {
  claim(
    'api/config/config-basic#config-file',
    'rspress.config.cjs, rspress.config.mjs and rspress.config.js (an ES module) are read without --config',
    async () => {
      expect(await siteA.read('guide/b.html')).toContain('<title>Page B - Site A</title>');
      expect(await siteC.read('guide/start.html')).toContain('<title>Start - Site C</title>');
      expect(eFirst.title).toBe('Start - Site E');
    },
  );

  claim(
    ['api/commands#dev-version', 'api/commands#dev-help'],
    '-v prints the version and -h the help, as --version and --help do',
    async () => {
      const [short, long, shortHelp, longHelp] = await Promise.all([
        runCli(siteA.dir, ['-v']),
        runCli(siteA.dir, ['--version']),
        runCli(siteA.dir, ['-h']),
        runCli(siteA.dir, ['--help']),
      ]);
      expect(short.code).toBe(0);
      expect(short.output).toMatch(/rspress\/2\.0\.22 \S+ node-v\d+/);
      expect(short.output).toBe(long.output);
      expect(shortHelp.code).toBe(0);
      expect(shortHelp.output).toContain('eject [component]');
      expect(shortHelp.output).toBe(longHelp.output);
    },
  );

  claim(
    ['api/commands#build-config', 'api/commands#build'],
    'build -c reads another file; the build writes its pages under that title',
    async () => {
      expect(await readE('guide/start.html')).toContain('<title>Start - Site E via -c</title>');
    },
  );

  claim('api/commands#usage', '--port=<port> works as --port <port>', async () => {
    const port = await freePort();
    const preview = startCli(siteA.dir, ['preview', `--port=${port}`, '--host=127.0.0.1']);
    try {
      await expect
        .poll(() => status(`http://127.0.0.1:${port}/guide/a`), { timeout: 60_000 })
        .toBe(200);
    } finally {
      await stopCli(preview);
    }
  });

  claim(
    ['api/commands#preview-host', 'api/commands#preview-config'],
    'preview -c listens on the builderConfig.server.host and port of that config, and only there',
    async () => {
      expect(LAN_ADDRESS, 'a non-loopback IPv4 address').toBeDefined();
      const port = await freePort();
      const preview = startCli(siteA.dir, ['preview', '-c', 'config/lan.config.cjs'], {
        LAN_HOST: LAN_ADDRESS,
        LAN_PORT: String(port),
      });
      try {
        await expect
          .poll(() => status(`http://${LAN_ADDRESS}:${port}/guide/a`), { timeout: 60_000 })
          .toBe(200);
        expect(await listens('127.0.0.1', port)).toBe(false);
      } finally {
        await stopCli(preview);
      }
    },
  );

  claim(
    'api/commands#preview',
    'preview without a build exits with code 1, asking for a build first',
    () => {
      expect(eNoBuild.code).toBe(1);
      expect(eNoBuild.output).toMatch(/does not exist, please build the project before previewing/);
    },
  );
});

describe('environment variables of the build', () => {
  claim(
    'api/commands#environment-variables',
    'the build keeps a cache in node_modules/.cache by default and none with RSPRESS_PERSISTENT_CACHE=false',
    () => {
      expect(eFirst.cache).toBe(true);
      // The scratch builds of site A run with RSPRESS_PERSISTENT_CACHE=false.
      expect(existsSync(path.join(siteA.dir, 'node_modules', '.cache', 'rspack'))).toBe(false);
    },
  );

  claim(
    'api/commands#environment-variables',
    'pages are pre-rendered 32 at a time by default, and as many as RSPRESS_SSG_CONCURRENCY says',
    () => {
      expect(mostAtOnce(eFirst.output)).toBe(32);
      expect(mostAtOnce(eSecond.output)).toBe(2);
    },
  );

  claim(
    'api/commands#environment-variables',
    "DEBUG=rsbuild prints Rsbuild's debug log and keeps the server-rendering bundles in the output",
    () => {
      expect(eFirst.output).not.toMatch(/rsbuild \d\d:\d\d:\d\d /);
      expect(eFirst.ssgKept).toBe(false);
      expect(eSecond.output).toMatch(/rsbuild \d\d:\d\d:\d\d configuration loaded/);
      expect(existsSync(path.join(siteE.dir, 'doc_build', '__ssg__'))).toBe(true);
    },
  );
});

describe('basic config', () => {
  claim(
    'api/config/config-basic#base',
    'with builderConfig.output.assetPrefix the scripts come from the prefix while links keep the base',
    async () => {
      const html = await readE('guide/start.html');
      expect(html).toMatch(/<script[^>]*src="https:\/\/cdn\.example\.com\/static\/js\//);
      expect(html).not.toMatch(/src="\/e\/static/);
      expect(html).toMatch(/href="\/e\/zh\/guide\/start(\.html)?"/);
    },
  );

  claim(
    'api/config/config-basic#icon',
    'a file:// URL is copied to the output and linked; an https URL is linked as it is',
    async () => {
      expect(await siteA.read('guide/a.html')).toMatch(/<link rel="icon" href="\/fav\.svg"/);
      expect(await siteA.read('fav.svg')).toBe(SVG);
      expect(await readE('guide/start.html')).toContain(
        '<link rel="icon" href="https://cdn.example.com/favicon.ico">',
      );
    },
  );

  claim(
    'api/config/config-basic#siteorigin',
    'with siteOrigin, the hint for language models and llms-full.txt give full URLs',
    async () => {
      expect(await siteA.read('guide/a.html')).toContain(
        'this page is available as Markdown at https://docs.example.com/guide/a.md',
      );
      expect(await siteA.read('guide/a.md')).toContain('https://docs.example.com/llms.txt');
      expect(await siteA.read('llms-full.txt')).toContain(
        'url: https://docs.example.com/guide/a.md',
      );
    },
  );

  claim(
    'api/config/config-basic#head',
    "the page's example: the function adds its tag to the Chinese pages only",
    async () => {
      expect(await siteC.read('zh/guide/start.html')).toContain(
        '<meta name="baidu-site-verification" content="code">',
      );
      expect(await siteC.read('guide/start.html')).not.toContain('baidu-site-verification');
    },
  );

  claim(
    'api/config/config-basic#logo',
    'one path is the logo in light and in dark mode',
    async () => {
      for (const colorScheme of ['light', 'dark'] as const) {
        const tab = await open(serverA, '/guide/a', { colorScheme });
        try {
          const logos = await tab
            .locator('.rp-nav__title img')
            .evaluateAll((images) =>
              images
                .filter((image) => image.getBoundingClientRect().width > 0)
                .map((image) => [
                  image.getAttribute('src'),
                  (image as HTMLImageElement).naturalWidth,
                ]),
            );
          expect(logos, colorScheme).toEqual([['/logo.svg', 600]]);
        } finally {
          await tab.context().close();
        }
      }
    },
  );

  claim(
    'api/config/config-basic#globaluicomponents',
    'props that JSON cannot hold, such as a function, do not reach the component',
    async () => {
      expect(await siteA.read('guide/a.html')).toContain(
        '<p id="props">label:string,count:number</p>',
      );
      const tab = await open(serverA, '/guide/a');
      try {
        expect(await tab.locator('#props').textContent()).toBe('label:string,count:number');
      } finally {
        await tab.context().close();
      }
    },
  );

  claim(
    'api/config/config-basic#mediumzoom',
    'by default the zoomed image fills the window height with no margin, and a scroll of more than 40 pixels closes it',
    async () => {
      const tab = await openHydrated(browser, `${serverA.origin}/guide/a`);
      try {
        await tab.locator('.rspress-doc img').click();
        await expect.poll(() => tab.locator('.medium-zoom-image--opened').count()).toBe(1);
        // The opening animation ends before the image settles.
        await tab.waitForTimeout(800);
        const box = await tab.locator('.medium-zoom-image--opened').evaluate((image) => {
          const rect = image.getBoundingClientRect();
          return { top: rect.top, bottom: rect.bottom, height: window.innerHeight };
        });
        expect(box.top).toBeCloseTo(0, 0);
        expect(box.bottom).toBeCloseTo(box.height, 0);
        await tab.mouse.wheel(0, 30);
        await tab.waitForTimeout(600);
        expect(await tab.locator('.medium-zoom-overlay').count()).toBe(1);
        await tab.mouse.wheel(0, 30);
        await expect.poll(() => tab.locator('.medium-zoom-overlay').count()).toBe(0);
      } finally {
        await tab.context().close();
      }
    },
  );

  claim(
    'api/config/config-basic#languageparity',
    'enabled: false lets a page without a twin build; with the check on, the dev server lists it and exits with code 1',
    async () => {
      expect(siteC.has('guide/only-en.html')).toBe(true);
      const dev = startCli(siteC.dir, ['dev', '--config', 'parity.config.mjs'], {
        NODE_ENV: 'development',
        PORT: String(await freePort()),
      });
      const code = await Promise.race([
        dev.exit,
        new Promise<string>((resolve) => setTimeout(() => resolve('still running'), 90_000)),
      ]);
      await stopCli(dev);
      expect(code, dev.output()).toBe(1);
      expect(dev.output()).toContain('zh/guide/only-en.md');
    },
  );
});

describe('theme config', () => {
  claim(
    'api/config/config-theme#nav',
    'nav: [] leaves the navbar without items and the sidebar empty, though _nav.json and _meta.json exist',
    async () => {
      const doc = await page(siteA, 'guide/a.html');
      expect(doc.querySelectorAll('.rp-nav-menu .rp-nav-menu__item')).toHaveLength(0);
      expect(await siteA.read('guide/a.html')).not.toContain('Nav from file');
      expect(textOf(doc.querySelector('.rp-doc-layout__sidebar'))).toBe('');
    },
  );

  claim(
    'api/config/config-theme#sidebar',
    'a group is open and collapsible by default, and context becomes data-context',
    async () => {
      const doc = await page(siteC, 'guide/start.html');
      const group = doc.querySelector('.rp-doc-layout__sidebar .rp-sidebar-group');
      expect(textOf(group)).toBe('Group');
      expect(group?.nextElementSibling?.getAttribute('style')).toContain('grid-template-rows:1fr');
      expect(
        doc
          .querySelector('.rp-doc-layout__sidebar a[href="/guide/start.html"]')
          ?.getAttribute('data-context'),
      ).toBe('ctx-start');
      const tab = await open(serverC, '/guide/start.html');
      try {
        await tab.locator('.rp-doc-layout__sidebar .rp-sidebar-group').click();
        await expect
          .poll(() =>
            tab
              .locator('.rp-doc-layout__sidebar .rp-sidebar-group + div')
              .evaluate((element) => getComputedStyle(element).gridTemplateRows),
          )
          .toBe('0px');
      } finally {
        await tab.context().close();
      }
    },
  );

  claim(
    'api/config/config-theme#locales',
    'a language without nav and sidebar uses the shared ones, links prefixed; sidebar keys are matched with the language prefix',
    async () => {
      const links = (doc: Document, selector: string) =>
        [...doc.querySelectorAll(selector)].map((link) => [
          textOf(link),
          link.getAttribute('href'),
        ]);
      const en = await page(siteC, 'guide/start.html');
      const zh = await page(siteC, 'zh/guide/start.html');
      expect(links(en, '.rp-nav-menu__item > a')).toEqual([['English nav', '/guide/start.html']]);
      expect(links(zh, '.rp-nav-menu__item > a')).toEqual([['Shared nav', '/zh/guide/start.html']]);
      expect(links(zh, '.rp-doc-layout__sidebar a')).toEqual([
        ['Prefixed key', '/zh/guide/start.html'],
      ]);
      expect(links(en, '.rp-doc-layout__sidebar a')).toEqual([['Start', '/guide/start.html']]);
    },
  );

  claim(
    'api/config/config-theme#locales',
    'without top-level locales, themeConfig.locales gives the site its languages',
    async () => {
      const zh = parseHtml(await readE('zh/guide/start.html'));
      expect(zh.documentElement.getAttribute('lang')).toBe('zh');
      expect(textsOf(zh, '.rp-nav-menu__item > a')).toEqual(['指南']);
      const en = await readE('guide/start.html');
      expect(en).toContain('简体中文');
      expect(en).toMatch(/href="\/e\/zh\/guide\/start(\.html)?"/);
    },
  );

  claim(
    'api/config/config-theme#hidenavbar',
    "hideNavbar: 'always' is ignored too: the navbar stays at the top, also after scrolling down",
    async () => {
      const tab = await open(serverA, '/guide/a');
      try {
        await expect
          .poll(
            async () => {
              await tab.evaluate(() => window.scrollTo(0, 1500));
              await tab.waitForTimeout(800);
              return tab.locator('.rp-nav').evaluate((element) => {
                const rect = element.getBoundingClientRect();
                return { scrolled: window.scrollY > 1000, top: rect.top, shown: rect.height > 0 };
              });
            },
            { timeout: 20_000 },
          )
          .toEqual({ scrolled: true, top: 0, shown: true });
      } finally {
        await tab.context().close();
      }
    },
  );

  claim(
    'api/config/config-theme#editlink',
    'the link text is editLinkText in each language',
    async () => {
      const link = async (file: string) =>
        textOf(
          (await page(siteC, file)).querySelector(
            '.rp-doc-footer a[href^="https://example.com/repo"]',
          ),
        );
      expect(await link('guide/start.html')).toBe('Improve this page');
      expect(await link('zh/guide/start.html')).toBe('改进此页');
    },
  );

  claim(
    'api/config/config-theme#lastupdated',
    'built from a shallow clone, every page shows the date of the last commit',
    async () => {
      const footer = async (file: string) =>
        textOf((await page(siteA, file)).querySelector('.rp-doc-footer'));
      // a.md was committed on 10 January, b.md on 20 June: the clone has only June's commit.
      expect(await footer('guide/a.html')).toContain('6/20/2024');
      expect(await footer('guide/a.html')).not.toContain('1/10/2024');
      expect(await footer('guide/b.html')).toContain('6/20/2024');
    },
  );

  claim(
    'api/config/config-theme#enableappearanceanimation',
    'a circle centred on the switch: the light page shrinks into it when going dark and grows out of it when going light',
    async () => {
      const circles = async (colorScheme: 'light' | 'dark') => {
        const context = await browser.newContext({
          viewport: { width: 1440, height: 900 },
          colorScheme,
        });
        // Records the clip-path animations the page starts on the view transition's snapshots.
        await context.addInitScript(() => {
          const recorded: { pseudo: string; clipPath: string[] }[] = [];
          (window as unknown as { circles: typeof recorded }).circles = recorded;
          const animate = Element.prototype.animate;
          Element.prototype.animate = function (this: Element, keyframes, options) {
            const frames = keyframes as { clipPath?: string[] } | null;
            if (frames && Array.isArray(frames.clipPath)) {
              recorded.push({
                pseudo: (options as KeyframeAnimationOptions)?.pseudoElement ?? '',
                clipPath: frames.clipPath,
              });
            }
            return animate.call(this, keyframes, options);
          };
        });
        try {
          const tab = await context.newPage();
          await tab.goto(`${serverA.origin}/guide/a`);
          await tab.waitForLoadState('load');
          await tab.waitForTimeout(500);
          const toggle = tab.locator('.rp-nav__others .rp-switch-appearance').first();
          const box = (await toggle.boundingBox()) as { x: number; y: number; width: number };
          await toggle.click();
          await expect
            .poll(() =>
              tab.evaluate(() => (window as unknown as { circles: unknown[] }).circles.length),
            )
            .toBeGreaterThan(0);
          const recorded = await tab.evaluate(
            () =>
              (window as unknown as { circles: { pseudo: string; clipPath: string[] }[] }).circles,
          );
          return {
            recorded,
            centre: [((box.x + box.width / 2) / 1440) * 100, ((box.y + box.width / 2) / 900) * 100],
          };
        } finally {
          await context.close();
        }
      };
      const radius = (circle: string) => Number(/circle\(([\d.]+)/.exec(circle)?.[1]);
      const centre = (circle: string) =>
        (/at ([\d.]+)% ([\d.]+)%/.exec(circle) ?? []).slice(1).map(Number);

      const toDark = await circles('light');
      expect(toDark.recorded).toHaveLength(1);
      expect(toDark.recorded[0]?.pseudo).toBe('::view-transition-old(root)');
      const [darkFrom, darkTo] = toDark.recorded[0]?.clipPath ?? [];
      expect(radius(darkFrom as string)).toBeGreaterThan(100);
      expect(radius(darkTo as string)).toBe(0);

      const toLight = await circles('dark');
      expect(toLight.recorded).toHaveLength(1);
      expect(toLight.recorded[0]?.pseudo).toBe('::view-transition-new(root)');
      const [lightFrom, lightTo] = toLight.recorded[0]?.clipPath ?? [];
      expect(radius(lightFrom as string)).toBe(0);
      expect(radius(lightTo as string)).toBeGreaterThan(100);

      for (const [circle, switchCentre] of [
        [darkTo, toDark.centre],
        [lightFrom, toLight.centre],
      ] as const) {
        const [x, y] = centre(circle as string);
        expect(x).toBeCloseTo(switchCentre[0] as number, 0);
        expect(y).toBeCloseTo(switchCentre[1] as number, 0);
      }
    },
  );

  claim(
    'api/config/config-theme#localeredirect',
    'route.localeRedirect wins over it: with auto there and never here, a Chinese browser is sent to /zh/',
    async () => {
      const tab = await open(serverC, '/', { locale: 'zh-CN' });
      try {
        await expect.poll(() => new URL(tab.url()).pathname).toMatch(/^\/zh\//);
      } finally {
        await tab.context().close();
      }
    },
  );
});

/** Waits until `cli` prints an http URL; rejects with its output when it exits first. */
async function printedUrl(cli: Cli, pattern = /http:\/\/[^\s]+/): Promise<string> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const found = pattern.exec(cli.output())?.[0];
    if (found) return found;
    if (cli.exited() || Date.now() > deadline) throw new Error(`no URL printed:\n${cli.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The files the dev site's remark plugin logged as compiled, relative to docs/. */
function compiled(cli: Cli): string[] {
  return cli
    .output()
    .split('\n')
    .filter((line) => line.includes('remark-compiling'))
    .map((line) => line.slice(line.indexOf('/docs/') + '/docs/'.length).trim());
}

const devCache = () => existsSync(path.join(devSite.dir, 'node_modules', '.cache', 'rspack'));

describe('the dev server', () => {
  claim(
    [
      'api/commands#dev-port',
      'api/commands#dev-host',
      'api/commands#dev-config',
      'api/config/config-basic#themedir',
      'api/commands#environment-variables',
    ],
    'dev -c <absolute path>: the port and host of that config win over PORT, a relative themeDir is found from the working directory, no cache with RSPRESS_PERSISTENT_CACHE=false',
    async () => {
      expect(LAN_ADDRESS, 'a non-loopback IPv4 address').toBeDefined();
      const [configPort, envPort] = [await freePort(), await freePort()];
      const dev = startCli(
        devSite.dir,
        ['dev', '-c', path.join(devSite.dir, 'config', 'port.config.ts')],
        {
          NODE_ENV: 'development',
          PORT: String(envPort),
          CONFIG_PORT: String(configPort),
          CONFIG_HOST: LAN_ADDRESS,
          RSPRESS_PERSISTENT_CACHE: 'false',
        },
      );
      try {
        expect(await printedUrl(dev)).toBe(`http://${LAN_ADDRESS}:${configPort}/`);
        await expect
          .poll(() => listens(LAN_ADDRESS as string, configPort), { timeout: 60_000 })
          .toBe(true);
        expect(await listens('127.0.0.1', configPort)).toBe(false);
        expect(await listens('127.0.0.1', envPort)).toBe(false);
        expect(await listens(LAN_ADDRESS as string, envPort)).toBe(false);
        await expect
          .poll(() => status(`http://${LAN_ADDRESS}:${configPort}/guide/b`), { timeout: 90_000 })
          .toBe(200);
        const tab = await openHydrated(browser, `http://${LAN_ADDRESS}:${configPort}/guide/b`);
        try {
          expect(await tab.locator('#theme-from-cwd').textContent()).toBe('theme');
        } finally {
          await tab.context().close();
        }
      } finally {
        await stopCli(dev);
      }
      expect(existsSync(path.join(devSite.dir, 'config', 'my-theme'))).toBe(false);
      expect(devCache()).toBe(false);
    },
    180_000,
  );

  claim(
    ['api/commands#dev-port', 'api/commands#dev-host'],
    '--port wins over the config and PORT; --host with an address listens on that address only',
    async () => {
      const [flagPort, configPort, envPort] = [
        await freePort(),
        await freePort(),
        await freePort(),
      ];
      const dev = startCli(
        devSite.dir,
        ['dev', '-c', 'config/port.config.ts', '--port', String(flagPort), '--host', '127.0.0.1'],
        {
          NODE_ENV: 'development',
          PORT: String(envPort),
          CONFIG_PORT: String(configPort),
          CONFIG_HOST: LAN_ADDRESS,
          RSPRESS_PERSISTENT_CACHE: 'false',
        },
      );
      try {
        expect(await printedUrl(dev)).toContain(`:${flagPort}/`);
        await expect.poll(() => listens('127.0.0.1', flagPort), { timeout: 60_000 }).toBe(true);
        expect(await listens(LAN_ADDRESS as string, flagPort)).toBe(false);
        expect(await listens(LAN_ADDRESS as string, configPort)).toBe(false);
        expect(await listens('127.0.0.1', envPort)).toBe(false);
      } finally {
        await stopCli(dev);
      }
    },
    120_000,
  );

  describe('rspress dev with rspress.config.cts, PORT, HOST and RSPRESS_LAZY_COMPILATION=false', () => {
    let dev: Cli;
    let port: number;
    let origin: string;

    beforeAll(async () => {
      port = await freePort();
      // Without RSPRESS_PERSISTENT_CACHE: the cache keeps its default.
      dev = startCli(devSite.dir, ['dev'], {
        NODE_ENV: 'development',
        PORT: String(port),
        HOST: LAN_ADDRESS,
        RSPRESS_LAZY_COMPILATION: 'false',
        RSPRESS_PERSISTENT_CACHE: undefined,
      });
      await printedUrl(dev);
      origin = `http://localhost:${port}`;
    });
    afterAll(async () => {
      if (dev) await stopCli(dev);
    });

    claim(
      [
        'api/config/config-basic#config-file',
        'api/config/config-basic#base',
        'api/commands#dev-port',
        'api/commands#environment-variables',
      ],
      'the dev server reads rspress.config.cts, listens on PORT and on localhost whatever HOST says, compiles every page at the start, and serves under the base',
      async () => {
        expect(dev.output()).toContain(`http://localhost:${port}/base/`);
        // No page has been opened yet: RSPRESS_LAZY_COMPILATION=false compiles them all.
        await expect
          .poll(() => compiled(dev).sort(), { timeout: 90_000 })
          .toEqual(['guide/a.mdx', 'guide/b.md', 'guide/c.md', 'index.md']);
        expect((await listens('127.0.0.1', port)) || (await listens('::1', port))).toBe(true);
        expect(await listens(LAN_ADDRESS as string, port)).toBe(false);
        await expect
          .poll(() => status(`http://127.0.0.1:${port}/base/guide/b`), { timeout: 60_000 })
          .toBe(200);
      },
      120_000,
    );

    claim(
      'api/config/config-basic#head',
      'the head tags are not in the pages of the dev server',
      async () => {
        const tab = await openHydrated(browser, `${origin}/base/guide/b`);
        try {
          expect(await tab.locator('h1').first().textContent()).toContain('Page B');
          expect(await tab.locator('head meta[name="from-head"]').count()).toBe(0);
        } finally {
          await tab.context().close();
        }
        expect(await (await fetch(`http://127.0.0.1:${port}/base/guide/b`)).text()).not.toContain(
          'from-head',
        );
      },
    );

    claim(
      'api/config/config-theme#llmsui',
      "the copy button copies the page's Markdown in the build, and a note in the dev server",
      async () => {
        const copied = async (url: string) => {
          const tab = await openHydrated(browser, url, {
            viewport: { width: 1440, height: 900 },
            permissions: ['clipboard-read', 'clipboard-write'],
          });
          try {
            await tab.getByText('Copy Markdown').first().click();
            await expect
              .poll(() => tab.evaluate(() => navigator.clipboard.readText()))
              .not.toBe('');
            return await tab.evaluate(() => navigator.clipboard.readText());
          } finally {
            await tab.context().close();
          }
        };
        expect(await copied(`${serverA.origin}/guide/a`)).toContain('# Page A');
        const note = await copied(`${origin}/base/guide/b`);
        expect(note).toContain('Markdown content is unavailable in development mode');
        expect(note).not.toContain('# Page B');
      },
    );

    claim(
      'api/commands#dev',
      'an edit of a component or a stylesheet shows in the open page without a reload',
      async () => {
        const tab = await openHydrated(browser, `${origin}/base/guide/a`);
        try {
          expect(await tab.locator('#widget').textContent()).toBe('widget one');
          await tab.evaluate(() => {
            (window as unknown as { marker: string }).marker = 'same document';
          });
          await devSite.write(
            'components/Widget.tsx',
            'export default function Widget() {\n  return <p id="widget">widget two</p>;\n}\n',
          );
          await expect
            .poll(() => tab.locator('#widget').textContent(), { timeout: 60_000 })
            .toBe('widget two');
          await devSite.write('styles/page.css', '#widget { color: rgb(4, 5, 6); }\n');
          await expect
            .poll(
              () => tab.locator('#widget').evaluate((element) => getComputedStyle(element).color),
              {
                timeout: 60_000,
              },
            )
            .toBe('rgb(4, 5, 6)');
          expect(await tab.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe(
            'same document',
          );
        } finally {
          await tab.context().close();
        }
      },
    );

    claim(
      'api/config/config-basic#i18nsourcepath',
      'an edit of i18n.json shows in the open page of the dev server',
      async () => {
        const tab = await openHydrated(browser, `${origin}/base/guide/a`);
        try {
          expect(await tab.locator('.rp-outline').textContent()).toContain('Outline One');
          await devSite.write('i18n.json', JSON.stringify({ outlineTitle: { en: 'Outline Two' } }));
          await expect
            .poll(
              () =>
                tab
                  .locator('.rp-outline')
                  .textContent({ timeout: 5_000 })
                  .catch(() => ''),
              {
                timeout: 60_000,
              },
            )
            .toContain('Outline Two');
        } finally {
          await tab.context().close();
        }
      },
    );

    claim(
      'api/commands#dev',
      'removing a page restarts the server, and the sidebar no longer lists it',
      async () => {
        const tab = await openHydrated(browser, `${origin}/base/guide/a`);
        try {
          expect(await tab.locator('.rp-doc-layout__sidebar').textContent()).toContain('Page C');
          await rm(path.join(devSite.dir, 'docs', 'guide', 'c.md'));
          await expect.poll(() => dev.output(), { timeout: 60_000 }).toMatch(/restarting server/);
          await expect
            .poll(
              async () => {
                await tab.goto(`${origin}/base/guide/a`).catch(() => undefined);
                return (
                  (await tab
                    .locator('.rp-doc-layout__sidebar')
                    .textContent({ timeout: 5_000 })
                    .catch(() => '')) ?? ''
                );
              },
              { timeout: 90_000, interval: 2_000 },
            )
            .toMatch(/Page A.*Page B$/);
        } finally {
          await tab.context().close();
        }
      },
      150_000,
    );

    claim(
      ['api/commands#dev', 'api/commands#environment-variables'],
      'Ctrl + C (SIGINT) stops the server; it kept its build cache in node_modules/.cache',
      async () => {
        dev.child.kill('SIGINT');
        await Promise.race([dev.exit, new Promise((resolve) => setTimeout(resolve, 15_000))]);
        expect(dev.exited()).toBe(true);
        expect(await listens('127.0.0.1', port)).toBe(false);
        expect(devCache()).toBe(true);
      },
    );
  });
});

// Last, since a failed build empties site E's output folder.
describe('a build that fails', () => {
  claim(
    'api/commands#build',
    'an error other than a dead link, such as an unclosed tag in MDX, fails the build with exit code 1',
    async () => {
      await siteE.write('docs/en/broken.mdx', '# Broken\n\n<div>\n');
      const broken = await runCli(siteE.dir, ['build', '-c', 'config/two.config.js']);
      expect(broken.code).toBe(1);
      expect(broken.output).toContain('broken.mdx');
    },
  );
});
