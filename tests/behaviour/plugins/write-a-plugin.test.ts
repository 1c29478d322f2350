/**
 * The worked example of "Write a plugin": the demo site of examples/plugin-reading-time, built as it
 * is in the repository, plus a few pages that show what the page says about the plugin's hooks (a
 * page that opts out, a page without a title, a page that imports a Markdown fragment).
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { claim } from '../../support/claims.ts';
import { buildScratchSite, rootDir, type ScratchBuild } from '../../support/scratchSite.ts';
import { parseHtml } from '../theme/html.ts';

const exampleDir = path.join(rootDir, 'examples', 'plugin-reading-time');

async function exampleFiles(): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for (const file of await readdir(exampleDir, { recursive: true })) {
    if (
      !/^(docs|src|static)\/.+\.\w+$|^rspress\.config\.ts$/.test(file.split(path.sep).join('/'))
    ) {
      continue;
    }
    files[file] = await readFile(path.join(exampleDir, file), 'utf8');
  }
  return files;
}

const FRAGMENT_WORDS = 300;

describe('the reading-time demo site of "Write a plugin"', () => {
  let site: ScratchBuild;

  beforeAll(async () => {
    site = await buildScratchSite({
      ...(await exampleFiles()),
      'docs/off.md': '---\nreadingTime: false\n---\n\n# Opted out\n\nSome words on this page.\n',
      'docs/home.md': '---\npageType: home\n---\n\n# A home page\n\nSome words.\n',
      'docs/untitled.md': 'A page without a title, with a few words.\n',
      'docs/jsx.md':
        '# JSX in Markdown\n\nText.\n\n<span className="from-jsx">written as JSX</span>\n',
      'fragments/shared.md': `${'word '.repeat(FRAGMENT_WORDS)}\n`,
      'docs/fragment.mdx':
        "import Shared from '../fragments/shared.md';\n\n# Fragment\n\n<Shared />\n",
    });
    expect(site.ok, site.output).toBe(true);
  });
  afterAll(async () => {
    await site?.remove();
  });

  async function label(page: string): Promise<string | null> {
    const document = parseHtml(await site.read(page));
    return document.querySelector('.reading-time')?.textContent ?? null;
  }

  claim(
    ['plugin/system/write-a-plugin#use-it', 'plugin/system/write-a-plugin#show-it'],
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
    'a .md page compiles JSX written in it, as an .mdx page does',
    async () => {
      const html = await site.read('jsx.html');
      expect(html).toMatch(/<span class="from-jsx">written as JSX<\/span>/);
    },
  );
});
