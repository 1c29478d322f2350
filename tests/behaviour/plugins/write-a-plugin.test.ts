/**
 * The worked example of "Write a plugin": the demo site of examples/plugin-reading-time, built as it
 * is in the repository, plus a few pages that show what the page says about the plugin's hooks (a
 * page that opts out, a page without a title, a page that imports a Markdown fragment); a second
 * site in two languages with the default speeds and an i18n.json of its own, for the counting rules
 * and the label's texts; and the package itself: its unit tests and what `npm pack` would publish.
 */
import { cp, mkdtemp, readdir, readFile, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { runCollected } from '../../../scripts/runCollected.ts';
import { claim } from '../../support/claims.ts';
import { buildScratchSite, rootDir, type ScratchBuild } from '../../support/scratchSite.ts';
import { parseHtml } from '../theme/html.ts';
import { exampleDir, exampleFiles } from './readingTimeExample.ts';

const FRAGMENT_WORDS = 300;

const words = (count: number, word = 'word') => `${`${word} `.repeat(count).trim()}\n`;

/** The plugin with its defaults in a site in English and Chinese; the English label reworded. */
async function bilingualFiles(): Promise<Record<string, string>> {
  const files = await exampleFiles();
  const plugin = Object.fromEntries(
    Object.entries(files).filter(([file]) =>
      /^(src|static)\//.test(file.split(path.sep).join('/')),
    ),
  );
  return {
    ...plugin,
    'rspress.config.ts': `import { defineConfig } from '@rspress/core';
import { pluginReadingTime } from './src/index.ts';

export default defineConfig({
  root: 'docs',
  lang: 'en',
  locales: [
    { lang: 'en', label: 'English' },
    { lang: 'zh', label: '简体中文' },
  ],
  plugins: [pluginReadingTime()],
});
`,
    'i18n.json': JSON.stringify({ readingTime: { en: 'About {{minutes}} min, {{words}} words' } }),
    // 450 words of prose at 200 a minute, and 100 words of code that are not counted.
    'docs/en/index.md': `# Prose\n\n${words(450)}\n\`\`\`ts\n${words(100, 'code')}\`\`\`\n`,
    'docs/en/short.md': '# Short\n\nFive words and no more.\n',
    // 301 characters at 300 a minute and 10 English words at 200.
    'docs/zh/index.md': `# 中文\n\n${'字'.repeat(301)}\n\n${words(10)}`,
  };
}

describe('the reading-time demo site of "Write a plugin"', () => {
  let site: ScratchBuild;
  let bilingual: ScratchBuild;

  beforeAll(async () => {
    bilingual = await bilingualFiles().then((files) => buildScratchSite(files));
    expect(bilingual.ok, bilingual.output).toBe(true);
    site = await buildScratchSite({
      ...(await exampleFiles()),
      'docs/off.md': '---\nreadingTime: false\n---\n\n# Opted out\n\nSome words on this page.\n',
      'docs/home.md': '---\npageType: home\n---\n\n# A home page\n\nSome words.\n',
      'docs/untitled.md': 'A page without a title, with a few words.\n',
      'docs/jsx.md': '# JSX in Markdown\n\nText.\n\nOne and one make {1 + 1}.\n',
      'fragments/shared.md': `${'word '.repeat(FRAGMENT_WORDS)}\n`,
      'docs/fragment.mdx':
        "import Shared from '../fragments/shared.md';\n\n# Fragment\n\n<Shared />\n",
    });
    expect(site.ok, site.output).toBe(true);
  });
  afterAll(async () => {
    await Promise.all([site?.remove(), bilingual?.remove()]);
  });

  async function label(page: string, from = site): Promise<string | null> {
    const document = parseHtml(await from.read(page));
    return document.querySelector('.reading-time')?.textContent ?? null;
  }

  claim(
    [
      'plugin/system/write-a-plugin#use-it',
      'plugin/system/write-a-plugin#show-it',
      'plugin/system/introduction#plugins-config-and-themes',
      'plugin/system/write-a-plugin#what-we-build',
    ],
    'the pre-rendered HTML of the demo page has the label the page quotes, under the title',
    async () => {
      const html = await site.read('index.html');
      expect(html).toContain('<p class="reading-time">1 min read · 82 words</p>');
      expect(html.indexOf('reading-time')).toBeGreaterThan(html.indexOf('<h1'));
    },
  );

  claim(
    ['plugin/system/write-a-plugin#use-it', 'plugin/system/write-a-plugin#extend-page-data'],
    'readingTime: false in the front matter hides the label on that page',
    async () => {
      expect(await label('off.html')).toBeNull();
    },
  );

  claim(
    'plugin/system/write-a-plugin#extend-page-data',
    'pages of another page type get no label',
    async () => {
      expect(await label('home.html')).toBeNull();
    },
  );

  claim(
    'plugin/system/write-a-plugin#extend-page-data',
    'words of an imported Markdown fragment are counted where the fragment is shown',
    async () => {
      expect(await label('fragment.html')).toBe(`2 min read · ${FRAGMENT_WORDS + 1} words`);
    },
  );

  claim(
    'plugin/system/write-a-plugin#show-it',
    'a page without a # title is left alone',
    async () => {
      expect(await label('untitled.html')).toBeNull();
    },
  );

  claim(
    'plugin/system/write-a-plugin#show-it',
    'the inserted label is the component on .md and .mdx pages alike; JSX typed into a .md page is not compiled',
    async () => {
      expect(await label('jsx.html')).toMatch(/ min read · \d+ words$/);
      expect(await label('fragment.html')).toMatch(/ min read · \d+ words$/);
      // In the .md page, the expression is text: an .mdx page would show 2.
      expect(parseHtml(await site.read('jsx.html')).body.textContent).toContain('make {1 + 1}.');
    },
  );

  claim(
    ['plugin/system/write-a-plugin#count-words', 'plugin/system/write-a-plugin#what-we-build'],
    'code blocks are not counted; Chinese is counted by characters at 300 a minute, words at 200 by default; minutes round up, one at least',
    async () => {
      // The title counts too: 451 words, ceil(451 / 200) = 3 minutes.
      expect(await label('index.html', bilingual)).toBe('About 3 min, 451 words');
      expect(await label('short.html', bilingual)).toBe('About 1 min, 6 words');
      // 303 characters with the title and 10 words: ceil(303 / 300 + 10 / 200) = 2 minutes.
      expect(await label('zh/index.html', bilingual)).toBe('阅读约 2 分钟 · 313 字');
    },
  );

  claim(
    [
      'plugin/system/write-a-plugin#style-and-translate',
      'plugin/system/write-a-plugin#what-we-build',
    ],
    'the label is in each language, the site’s i18n.json rewords it, and its style sheet uses the theme’s text colour',
    async () => {
      expect(await label('index.html', bilingual)).toMatch(/^About /);
      expect(await label('zh/index.html', bilingual)).toMatch(/^阅读约 /);
      const css = path.join(site.dir, 'doc_build', 'static', 'css');
      const sheets = await Promise.all(
        (await readdir(css)).map((file) => readFile(path.join(css, file), 'utf8')),
      );
      expect(sheets.join('\n')).toMatch(/\.reading-time\{[^}]*color:var\(--rp-c-text-2\)/);
    },
  );

  claim(
    'plugin/system/write-a-plugin#test-it',
    'the unit tests of the example pass with npx vitest run',
    async () => {
      const run = await runCollected(
        process.execPath,
        [
          path.join(rootDir, 'node_modules', 'vitest', 'vitest.mjs'),
          'run',
          '--project',
          'unit',
          'examples/plugin-reading-time',
        ],
        { cwd: rootDir, env: { ...process.env, NO_COLOR: '1' } },
      );
      expect(run.code, run.output).toBe(0);
      expect(run.output).toMatch(/Tests\s+\d+ passed/);
    },
  );

  claim(
    'plugin/system/write-a-plugin#publish',
    'npm pack --dry-run builds dist first (prepack) and lists dist/index.js, dist/index.d.ts, the other compiled files, package.json and the two files of static/',
    async () => {
      const copy = await mkdtemp(path.join(tmpdir(), 'reading-time-'));
      try {
        for (const entry of [
          'package.json',
          'tsconfig.build.json',
          'src',
          'static',
          'index.test.ts',
        ]) {
          await cp(path.join(exampleDir, entry), path.join(copy, entry), { recursive: true });
        }
        await symlink(path.join(rootDir, 'node_modules'), path.join(copy, 'node_modules'));
        const pack = await runCollected('npm', ['pack', '--dry-run', '--json'], {
          cwd: copy,
          env: { ...process.env, NO_COLOR: '1', npm_config_update_notifier: 'false' },
        });
        expect(pack.code, pack.output).toBe(0);
        const json = pack.output.slice(pack.output.indexOf('[\n'));
        const [report] = JSON.parse(json) as { files: { path: string }[] }[];
        const files = (report?.files ?? []).map((file) => file.path).sort();
        expect(files).toEqual(
          expect.arrayContaining([
            'dist/index.js',
            'dist/index.d.ts',
            'dist/count.js',
            'dist/remark.js',
            'package.json',
            'static/ReadingTime.tsx',
            'static/reading-time.css',
          ]),
        );
        expect(
          files.filter((file) => file.startsWith('src/') || file.endsWith('.test.ts')),
        ).toEqual([]);
      } finally {
        await rm(copy, { recursive: true, force: true });
      }
    },
  );
});
