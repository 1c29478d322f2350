import type { Root } from 'mdast';
import remarkParse from 'remark-parse';
import { codeToHtml } from 'shiki';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { withShownCode } from './codeNotation.ts';
import {
  isTwoslashBlock,
  remarkTwoslashRuntime,
  TWOSLASH_RUNTIME,
  twoslashTransformers,
} from './twoslash.ts';

// One TypeScript environment for the file, as for a build: its first check takes seconds.
const transformers = twoslashTransformers();

/** A code block highlighted as the site does it, with the Twoslash transformers. */
const highlight = (code: string, meta = 'twoslash') =>
  codeToHtml(code, { lang: 'ts', theme: 'min-light', meta: { __raw: meta }, transformers });

const CONFIG = [
  "import { defineConfig } from '@rspress/core';",
  '',
  'export default defineConfig({',
  "  title: 'My Docs',",
  '});',
].join('\n');

describe('Twoslash examples', { timeout: 60_000 }, () => {
  it('opt in with `twoslash` in the meta of a TypeScript block', () => {
    expect(isTwoslashBlock('ts', 'twoslash')).toBe(true);
    expect(isTwoslashBlock('ts', 'title="rspress.config.ts" twoslash')).toBe(true);
    expect(isTwoslashBlock('tsx', 'twoslash {1}')).toBe(true);
    expect(isTwoslashBlock('ts', 'title="twoslash.ts"')).toBe(false);
    expect(isTwoslashBlock('ts', 'notwoslash')).toBe(false);
    expect(isTwoslashBlock('bash', 'twoslash')).toBe(false);
    expect(isTwoslashBlock('ts', null)).toBe(false);
  });

  it('show the types of the installed packages, each identifier focusable and described by its popup', async () => {
    const html = await highlight(CONFIG);
    const tokens = [
      ...html.matchAll(/<span class="twoslash-hover" tabindex="0" aria-describedby="([^"]+)">/g),
    ];
    expect(tokens.length).toBeGreaterThanOrEqual(3);
    const ids = tokens.map((match) => match[1]);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) {
      expect(html).toMatch(
        new RegExp(
          `class="twoslash-popup-container rp-copy-ignore" id="${id}" role="tooltip" hidden`,
        ),
      );
    }
    const text = html.replace(/<[^>]+>/g, '');
    expect(text).toContain('function defineConfig(config: UserConfig): UserConfig');
    expect(text).toContain('UserConfig.title?: string | undefined');
  });

  it('give the same ids on every build', async () => {
    expect(await highlight(CONFIG)).toBe(await highlight(CONFIG));
  });

  it('leave the blocks without `twoslash` alone', async () => {
    const html = await highlight(CONFIG, 'title="rspress.config.ts"');
    expect(html).not.toContain('twoslash');
    expect(html).not.toContain('aria-describedby');
  });

  it('fail on an example that does not type-check', async () => {
    const wrong = CONFIG.replace("title: 'My Docs'", 'title: 42');
    await expect(highlight(wrong)).rejects.toThrow(
      /^Twoslash: .*\n\[2769\] \d+ - No overload matches this call\..*'number' is not assignable to type 'string'/,
    );
    await expect(highlight(CONFIG.replace('defineConfig(', 'defineConfg('))).rejects.toThrow(
      /2552|2304|Cannot find name/,
    );
  });

  it('accept the errors a block declares', async () => {
    const declared = `// @errors: 2769\n${CONFIG.replace("title: 'My Docs'", 'title: 42')}`;
    expect(await highlight(declared)).toContain('not assignable');
  });
});

describe("a page's Twoslash script", () => {
  const importsOf = (markdown: string) => {
    const tree = unified().use(remarkParse).parse(markdown) as Root;
    remarkTwoslashRuntime()(tree);
    return tree.children.filter((node) => (node.type as string) === 'mdxjsEsm');
  };

  it('is imported by the pages with a Twoslash block, and by no other', () => {
    const imports = importsOf(`# Config\n\n\`\`\`ts twoslash\n${CONFIG}\n\`\`\`\n`);
    expect(imports).toHaveLength(1);
    expect(JSON.stringify(imports[0])).toContain(JSON.stringify(TWOSLASH_RUNTIME).slice(1, -1));
    expect(importsOf(`# Config\n\n\`\`\`ts title="a.ts"\n${CONFIG}\n\`\`\`\n`)).toHaveLength(0);
  });
});

describe('the Markdown twin of a Twoslash example', () => {
  it("has neither the `twoslash` meta nor Twoslash's notation", async () => {
    const markdown = [
      '# Config',
      '',
      '```ts title="rspress.config.ts" twoslash',
      '// @noErrors',
      CONFIG,
      '// ^?',
      '```',
      '',
      '```ts title="other.ts"',
      "const twoslash = 'kept';",
      '```',
    ].join('\n');
    expect(await withShownCode(markdown)).toBe(
      [
        '# Config',
        '',
        '```ts title="rspress.config.ts"',
        CONFIG,
        '```',
        '',
        '```ts title="other.ts"',
        "const twoslash = 'kept';",
        '```',
      ].join('\n'),
    );
  });
});
