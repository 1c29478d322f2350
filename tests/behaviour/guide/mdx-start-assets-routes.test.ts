/**
 * Details of Markdown and MDX, Quick start, Static assets and Conventional routing: what .mdx pages
 * must write as JSX, the description a page gets, code block options and notation comments,
 * containers and components, on a single-language site; the public folder, logos, raw HTML and
 * links to sections on a two-language site under a base path; what preview serves; and the
 * keyboard shortcuts of the dev server in a terminal.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { stripVTControlCharacters } from 'node:util';
import type { Browser } from '@playwright/test';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { rspressCli } from '../../../scripts/check-docs/scratchSite.ts';
import { claim } from '../../support/claims.ts';
import { launchChromium, openHydrated } from '../../support/scratchBrowser.ts';
import {
  buildScratchSite,
  type RunningServer,
  type ScratchBuild,
} from '../../support/scratchSite.ts';
import { freePort } from '../../support/siteServer.ts';

const svg = (name: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="200"><!-- ${name} ${'x'.repeat(6000)} --></svg>`;

const PAGES = {
  'rspress.config.ts': `import path from 'node:path';
import { defineConfig } from '@rspress/core';
import {
  transformerNotationHighlight,
  transformerRemoveNotationEscape,
} from '@shikijs/transformers';

export default defineConfig({
  root: 'docs',
  title: 'Probe',
  description: 'Site description',
  markdown: {
    globalComponents: [path.join(import.meta.dirname, 'components/callout.tsx')],
    shiki: { transformers: [transformerNotationHighlight(), transformerRemoveNotationEscape()] },
  },
});
`,
  'components/callout.tsx':
    'export default function Callout({ children }: { children: React.ReactNode }) {\n  return <aside className="callout-global">{children}</aside>;\n}\n',
  'components/Box.tsx':
    'export function Box({ children }: { children: React.ReactNode }) {\n  return <section className="box">{children}</section>;\n}\n',
  'snippets/root-file.ts': 'export const fromProjectRoot = 1;\n',
  'docs/_examples/docroot.ts': 'export const fromDocsRoot = 1;\n',
  'docs/index.md': '# Home\n\nOld words.\n',
  'docs/desc.md': '# Desc\n\nIntro paragraph words.\n\n## Section\n\nLater words.\n',
  'docs/nodesc.md': '# NoDesc\n\n## Section\n\nLater words.\n',
  'docs/[id].md': '# Dynamic\n',
  'docs/md-import.md': "import X from './_x.md';\n\nexport const y = 1;\n\n# MdImport\n",
  'docs/_x.md': 'Imported.\n',
  'docs/jsx.mdx': `import { Box } from '../components/Box';

# Jsx

<div class="with-class">class attr</div>

<div style={{ color: 'red' }} id="styled">styled</div>

Line<br />break, a < b, an escaped \\{ and \`{\`.

<Box>
**bold child** and [a link](/desc)
</Box>

<Callout>Global lowercase file</Callout>
`,
  'docs/code.md': `# Code

\`\`\`ts {1,3-4}
const a = 1;
const b = 2;
const sum = a + b;
console.log(sum);
\`\`\`

\`\`\`ts
const l1 = 1; // [!code highlight:3]
const l2 = 2;
const l3 = 3;
const l4 = 4;
\`\`\`

\`\`\`ts
const m1 = 1;
// [!code highlight]
const m2 = 2;
const m3 = 3;
\`\`\`

\`\`\`ts
const e = 1; // [\\!code highlight]
\`\`\`

\`\`\`ts file="/_examples/docroot.ts"
\`\`\`

\`\`\`ts file="<root>/snippets/root-file.ts"
\`\`\`

${['tip', 'note', 'info', 'important', 'warning', 'caution', 'danger']
  .map((type) => `:::${type}\n${type} body\n:::\n`)
  .join('\n')}
[A site that does not exist](https://nonexistent.invalid/page)
`,
};

const MULTI = {
  'rspress.config.ts': `import { defineConfig } from '@rspress/core';

export default defineConfig({
  root: 'docs',
  base: '/my-docs/',
  lang: 'en',
  title: 'Multi',
  description: 'Multi site description',
  icon: '/favicon.svg',
  logo: { light: '/logo-light.svg', dark: '/logo-dark.svg' },
  locales: [
    { lang: 'en', label: 'English' },
    { lang: 'zh', label: '简体中文' },
  ],
});
`,
  'docs/public/shared.txt': 'shared\n',
  'docs/public/logo-light.svg': svg('light'),
  'docs/public/logo-dark.svg': svg('dark'),
  'docs/public/favicon.svg': svg('favicon'),
  'docs/public/hero.svg': svg('hero'),
  'docs/en/public/own.txt': 'own\n',
  'docs/en/index.md':
    '---\npageType: home\nhero:\n  name: Multi\n  image:\n    src: /hero.svg\n    alt: Hero\n---\n',
  'docs/zh/index.md': '---\npageType: home\nhero:\n  name: Multi zh\n---\n',
  'docs/en/guide/a.md': `# A\n\n${'Filler paragraph.\n\n'.repeat(40)}## Install {#install}\n\nInstall text.\n\n${'Filler paragraph.\n\n'.repeat(40)}[B missing anchor](/guide/b#nope)\n\n<img src="/logo-light.svg" alt="raw html" />\n`,
  'docs/zh/guide/a.md': `# A 中文\n\n${'填充段落。\n\n'.repeat(40)}## 安装 {#install}\n\n安装说明。\n\n${'填充段落。\n\n'.repeat(40)}`,
  'docs/en/guide/b.md': '# B\n\n[A install](/guide/a#install)\n',
  'docs/zh/guide/b.md': '# B 中文\n\n[A 安装](/guide/a#install)\n',
};

describe('a single-language site of MDX pages, code blocks and containers, and a two-language site under a base', () => {
  let site: ScratchBuild;
  let multi: ScratchBuild;
  let mdxErrors: ScratchBuild;
  let styleString: ScratchBuild;
  let server: RunningServer;
  let multiServer: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    [site, multi, mdxErrors, styleString] = await Promise.all([
      buildScratchSite(PAGES),
      buildScratchSite(MULTI),
      buildScratchSite({
        'docs/index.md': '# Home\n',
        'docs/unclosed.mdx': '# Unclosed\n\nLine<br>break\n',
        'docs/brace.mdx': '# Brace\n\nA literal { brace\n',
        'docs/letter.mdx': '# Letter\n\nThe <T type of a list\n',
      }),
      buildScratchSite({
        'docs/index.md': '# Home\n',
        'docs/style.mdx': '# Style\n\n<div style="color: red">styled</div>\n',
      }),
    ]);
    expect(site.ok, site.output).toBe(true);
    expect(multi.ok, multi.output).toBe(true);
    [server, multiServer, browser] = await Promise.all([
      site.preview(),
      multi.preview(),
      launchChromium(),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await Promise.all([site, multi, mdxErrors, styleString].map((built) => built?.remove()));
  });

  const content = (html: string) =>
    html.slice(html.indexOf('rspress-doc')).replaceAll('<!-- -->', '');

  claim(
    'guide/basic/use-mdx#md-or-mdx',
    'a .md page shows import and export as text; an .mdx page builds class, a spaced <, an escaped { and an object style, and fails on an unclosed tag, a literal {, a < before a letter and a string style',
    async () => {
      const md = content(await site.read('md-import.html'));
      expect(md).toContain('import X from &#x27;./_x.md&#x27;;');
      expect(md).toContain('export const y = 1;');
      const jsx = content(await site.read('jsx.html'));
      expect(jsx).toContain('<div class="with-class">class attr</div>');
      expect(jsx).toContain('<div style="color:red" id="styled">styled</div>');
      expect(jsx).toContain('Line<br/>break, a &lt; b, an escaped { and <code>{</code>.');
      expect(mdxErrors.ok).toBe(false);
      for (const file of ['unclosed.mdx', 'brace.mdx', 'letter.mdx'])
        expect(mdxErrors.output).toContain(`File: ./docs/${file}`);
      expect(styleString.ok).toBe(false);
      expect(styleString.output).toContain('The `style` prop expects a mapping');
      const tab = await openHydrated(browser, `${server.origin}/jsx`);
      try {
        expect(await tab.locator('.rspress-doc div.with-class').textContent()).toBe('class attr');
      } finally {
        await tab.context().close();
      }
    },
  );

  claim(
    'guide/basic/use-mdx#front-matter',
    'without a description, a page describes itself with the text between its title and its first ## heading',
    async () => {
      const description = async (file: string) =>
        (await site.read(file)).match(/<meta name="description" content="([^"]*)"/)?.[1];
      expect(await description('desc.html')).toBe('Intro paragraph words.');
      expect(await description('nodesc.html')).toBe('Site description');
    },
  );

  claim(
    'guide/start/getting-started#config-file',
    'title ends every <title> and is the navbar text without a logo; description is the meta of pages with no description and no intro text, such as a home page',
    async () => {
      expect(await site.read('desc.html')).toContain('<title>Desc - Probe</title>');
      expect(await site.read('nodesc.html')).toContain('<title>NoDesc - Probe</title>');
      expect(await site.read('desc.html')).toMatch(
        /<div class="rp-nav__title"><a [^>]*rp-nav__title__link[^>]*><span>Probe<\/span><\/a>/,
      );
      expect(await site.read('nodesc.html')).toContain(
        '<meta name="description" content="Site description"',
      );
      expect(await multi.read('index.html')).toContain(
        '<meta name="description" content="Multi site description"',
      );
    },
  );

  claim(
    'guide/basic/use-mdx#headings',
    'the same explicit id in both languages: a link to #install on the Chinese page opens the Chinese section',
    async () => {
      expect(await multi.read('zh/guide/a.html')).toMatch(/<h2[^>]*id="install"/);
      expect(await multi.read('zh/guide/b.html')).toContain(
        'href="/my-docs/zh/guide/a.html#install"',
      );
      // The reader's browser asks for Chinese.
      const tab = await openHydrated(browser, `${multiServer.origin}/my-docs/zh/guide/b`, {
        locale: 'zh-CN',
      });
      try {
        await tab.locator('.rspress-doc').getByRole('link', { name: 'A 安装' }).click();
        await tab.waitForURL((url) => url.pathname.startsWith('/my-docs/zh/guide/a'));
        expect(new URL(tab.url()).hash).toBe('#install');
        await expect
          .poll(() =>
            tab.evaluate(() => document.getElementById('install')?.getBoundingClientRect().top),
          )
          .toBeLessThan(300);
        expect(await tab.locator('#install').textContent()).toContain('安装');
      } finally {
        await tab.context().close();
      }
    },
  );

  /** The lines of the nth code block of code.html, with whether each is highlighted. */
  async function lines(nth: number) {
    const html = await site.read('code.html');
    const block = html.split('<pre class="shiki')[nth + 1]?.split('</pre>')[0] ?? '';
    return [
      ...block.matchAll(/<span class="line( highlighted)?">(.*?)(?=<span class="line|$)/gs),
    ].map((match) => ({
      highlighted: match[1] !== undefined,
      text: match[2]?.replace(/<[^>]+>/g, '').trim(),
    }));
  }

  claim(
    'guide/basic/use-mdx#highlight-lines',
    'without the compatible transformer, {1,3-4} highlights no line',
    async () => {
      const block = await lines(0);
      expect(block).toHaveLength(4);
      expect(block.some((line) => line.highlighted)).toBe(false);
    },
  );

  claim(
    'guide/basic/use-mdx#code-notation',
    'highlight:3 marks three lines from its own; a comment alone marks the next line and disappears; the escape transformer shows the notation',
    async () => {
      expect((await lines(1)).map((line) => line.highlighted)).toEqual([true, true, true, false]);
      const alone = await lines(2);
      expect(alone.map((line) => line.text)).toEqual([
        'const m1 = 1;',
        'const m2 = 2;',
        'const m3 = 3;',
      ]);
      expect(alone.map((line) => line.highlighted)).toEqual([false, true, false]);
      expect(await lines(3)).toEqual([
        { highlighted: false, text: 'const e = 1; // [!code highlight]' },
      ]);
    },
  );

  claim(
    'guide/basic/use-mdx#code-from-file',
    'a / path is read from the docs root and a <root>/ path from the project folder',
    async () => {
      expect((await lines(4))[0]?.text).toBe('export const fromDocsRoot = 1;');
      expect((await lines(5))[0]?.text).toBe('export const fromProjectRoot = 1;');
    },
  );

  claim(
    'guide/basic/use-mdx#containers',
    'tip, note, info, important, warning, caution and danger each render a callout of their type',
    async () => {
      const html = await site.read('code.html');
      for (const type of ['tip', 'note', 'info', 'important', 'warning', 'caution', 'danger'])
        expect(html).toMatch(
          new RegExp(`class="rp-callout rp-callout--${type}"[\\s\\S]{0,800}?${type} body`),
        );
      expect(html).not.toContain(':::');
    },
  );

  claim(
    'guide/basic/use-mdx#components',
    'Markdown in the children of a component is parsed',
    async () => {
      expect(content(await site.read('jsx.html'))).toContain(
        '<section class="box"><p><strong>bold child</strong> and <a href="/desc.html" class="rp-link">a link</a></p></section>',
      );
    },
  );

  claim(
    'guide/basic/use-mdx#global-components',
    'the tag of a global component is its file name with an upper-case first letter',
    async () => {
      expect(content(await site.read('jsx.html'))).toContain(
        '<aside class="callout-global">Global lowercase file</aside>',
      );
    },
  );

  claim(
    'guide/basic/conventional-route#file-to-route',
    'a [id].md file is no dynamic segment: it is the page of its own name',
    async () => {
      expect(await site.read('[id].html')).toContain('Dynamic');
    },
  );

  claim(
    [
      'guide/basic/conventional-route#linking',
      'guide/basic/static-assets#linking-files',
      'guide/basic/use-mdx#links',
    ],
    'a / link on a Chinese page gets the base and /zh/; a missing anchor and a link to another site do not stop the build',
    async () => {
      expect(await multi.read('guide/b.html')).toContain('href="/my-docs/guide/a.html#install"');
      expect(await multi.read('zh/guide/b.html')).toContain(
        'href="/my-docs/zh/guide/a.html#install"',
      );
      expect(await multi.read('guide/a.html')).toContain('href="/my-docs/guide/b.html#nope"');
      expect(await site.read('code.html')).toContain('href="https://nonexistent.invalid/page"');
    },
  );

  claim(
    'guide/basic/static-assets#public-folder',
    'on a two-language site, docs/public is copied to the output root for every language; docs/en/public is not',
    async () => {
      expect(await multi.read('shared.txt')).toBe('shared\n');
      for (const file of ['own.txt', 'en/public/own.txt', 'public/own.txt'])
        expect(multi.has(file), file).toBe(false);
      for (const route of ['/my-docs/shared.txt', '/my-docs/zh/guide/b'])
        expect((await fetch(`${multiServer.origin}${route}`)).status).toBe(200);
    },
  );

  claim(
    'guide/basic/static-assets#icon-logo',
    'the favicon, the light and dark logos and the hero image get the base; each logo shows in its colour scheme',
    async () => {
      const home = await multi.read('index.html');
      expect(home).toMatch(/<link rel="icon" href="\/my-docs\/favicon\.svg"/);
      expect(home).toMatch(/<img src="\/my-docs\/hero\.svg" alt="Hero"/);
      for (const colorScheme of ['light', 'dark'] as const) {
        const tab = await openHydrated(browser, `${multiServer.origin}/my-docs/guide/b`, {
          colorScheme,
        });
        try {
          const shown = await tab
            .locator('.rp-nav img')
            .evaluateAll((images) =>
              images
                .filter((image) => getComputedStyle(image).display !== 'none')
                .map((image) => new URL((image as HTMLImageElement).src).pathname),
            );
          expect(shown).toEqual([`/my-docs/logo-${colorScheme}.svg`]);
        } finally {
          await tab.context().close();
        }
      }
    },
  );

  claim(
    'guide/basic/static-assets#base-path',
    'an absolute src in an HTML tag of a .md page gets the base',
    async () => {
      expect(await multi.read('guide/a.html')).toContain(
        '<img src="/my-docs/logo-light.svg" alt="raw html"/>',
      );
    },
  );

  claim(
    'guide/start/getting-started#preview',
    'preview serves the last build, not the edited source',
    async () => {
      await site.write('docs/index.md', '# Home\n\nNew words.\n');
      const html = await (await fetch(`${server.origin}/`)).text();
      expect(html).toContain('Old words.');
      expect(html).not.toContain('New words.');
    },
  );
});

describe('the dev server in a terminal', () => {
  let site: ScratchBuild;
  const children: ChildProcess[] = [];

  beforeAll(async () => {
    site = await buildScratchSite({ 'docs/index.md': '# Home\n' }, { build: false });
  });
  afterAll(async () => {
    for (const child of children) if (child.exitCode === null) child.kill();
    await site?.remove();
  });

  /**
   * Starts `rspress dev` in a terminal (`script` gives it one: shortcuts are only read
   * from a terminal) with the environment a developer's shell has, plus `extraEnv`.
   * The CI runner exports `CI`, which the dev server reads, so it is removed first.
   */
  async function startInTerminal(extraEnv: Record<string, string> = {}) {
    const port = await freePort();
    const command = `${process.execPath} ${rspressCli()} dev --port ${port} --host 127.0.0.1`;
    const { CI: _ci, ...shell } = process.env;
    const dev = spawn('script', ['-qfec', command, '/dev/null'], {
      cwd: site.dir,
      env: { ...shell, NO_COLOR: '1', FORCE_COLOR: '0', NODE_ENV: 'development', ...extraEnv },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    children.push(dev);
    let output = '';
    const append = (data: Buffer) => {
      output += stripVTControlCharacters(data.toString());
    };
    dev.stdout?.on('data', append);
    dev.stderr?.on('data', append);
    const exited = new Promise<number | null>((resolve) => dev.on('exit', resolve));
    return { port, dev, exited, printed: () => output };
  }

  claim(
    'guide/start/getting-started#dev-server',
    'h and Enter lists the shortcuts o, r, u and q; u prints the URL; q quits',
    async () => {
      const { port, dev, exited, printed } = await startInTerminal();
      await expect.poll(printed, { timeout: 60_000 }).toContain('press h + enter');
      dev.stdin?.write('h\n');
      await expect.poll(printed, { timeout: 10_000 }).toContain('u + enter');
      for (const key of ['o', 'r', 'u', 'q'])
        expect(printed()).toMatch(new RegExp(`${key} \\+ enter`));
      const urls = printed().split(`http://127.0.0.1:${port}/`).length;
      dev.stdin?.write('u\n');
      await expect
        .poll(() => printed().split(`http://127.0.0.1:${port}/`).length, { timeout: 10_000 })
        .toBeGreaterThan(urls);
      dev.stdin?.write('q\n');
      expect(await exited).toBe(0);
    },
    120_000,
  );

  claim(
    'guide/start/getting-started#dev-server',
    'without a terminal (input and output piped) the shortcuts are off: no hint',
    async () => {
      const port = await freePort();
      const { CI: _ci, ...shell } = process.env;
      const dev = spawn(
        process.execPath,
        [rspressCli(), 'dev', '--port', String(port), '--host', '127.0.0.1'],
        {
          cwd: site.dir,
          env: { ...shell, NO_COLOR: '1', FORCE_COLOR: '0', NODE_ENV: 'development' },
          stdio: ['pipe', 'pipe', 'pipe'],
        },
      );
      children.push(dev);
      let output = '';
      const append = (data: Buffer) => {
        output += stripVTControlCharacters(data.toString());
      };
      dev.stdout?.on('data', append);
      dev.stderr?.on('data', append);
      await expect
        .poll(() => output, { timeout: 60_000 })
        .toMatch(/building virtual modules[\s\S]*built in/);
      expect(output).toContain(`http://127.0.0.1:${port}/`);
      expect(output).not.toContain('press h + enter');
      dev.kill();
    },
    120_000,
  );

  claim(
    'guide/start/getting-started#dev-server',
    'with the CI environment variable set the shortcuts are off: no hint, h lists nothing',
    async () => {
      const { dev, printed } = await startInTerminal({ CI: '1' });
      // Ready once the virtual modules are built; then give the keypress time to be read.
      await expect
        .poll(printed, { timeout: 60_000 })
        .toMatch(/building virtual modules[\s\S]*built in/);
      dev.stdin?.write('h\n');
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      expect(printed()).toContain('http://127.0.0.1:');
      expect(printed()).not.toContain('press h + enter');
      expect(printed()).not.toContain('u + enter');
      dev.kill();
    },
    120_000,
  );
});
