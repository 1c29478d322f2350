import { describe, expect, it } from 'vitest';
import { codeBlocksOf, isLongCode, readableCode } from './codeText.ts';

describe('readableCode', () => {
  it('reads JSON as keys and values', () => {
    expect(
      readableCode(
        '[\n  { "text": "Guide", "link": "/guide/", "activeMatch": "/guide/" },\n  { "text": "API", "items": [{ "text": "Changelog" }] }\n]',
      ),
    ).toBe('text: Guide, link: /guide/, activeMatch: /guide/,\ntext: API, items: text: Changelog');
  });

  it('keeps the words of code, without quotes, brackets and semicolons', () => {
    expect(
      readableCode(
        "export default defineConfig({\n  title: 'My Docs',\n  themeConfig: { nav: [] },\n});",
      ),
    ).toBe('export default defineConfig\ntitle: My Docs,\nthemeConfig: nav:,');
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a template literal, as code to read
    expect(readableCode('const label = `${count} pages`;')).toBe('const label = count pages');
  });

  it('keeps the blank lines that cut a long block into pieces', () => {
    expect(readableCode('a({\n  b: 1,\n});\n\nc();\n')).toBe('a\nb: 1,\n\nc\n');
  });

  it('leaves the apostrophes of prose alone', () => {
    expect(readableCode("// the page's title: don't")).toBe("// the page's title: don't");
  });

  it('leaves commands as they are', () => {
    expect(readableCode('npm create rspress@latest\nnpx rspress build --out dist')).toBe(
      'npm create rspress@latest\nnpx rspress build --out dist',
    );
  });
});

describe('codeBlocksOf', () => {
  it('lists the code of the fenced blocks, not inline code', () => {
    expect(codeBlocksOf('Run `a`.\n\n```sh\nnpm i\n```\n\n~~~json\n{ "a": 1 }\n~~~\n')).toEqual([
      'npm i',
      '{ "a": 1 }',
    ]);
  });

  it('trims the blank lines an import statement left at the start, as the search text does', () => {
    expect(codeBlocksOf('```ts\n\n\nexport default defineConfig({});\n```\n')).toEqual([
      'export default defineConfig({});',
    ]);
  });
});

describe('isLongCode', () => {
  it('is a block of several lines or a long line', () => {
    expect(isLongCode('a\nb')).toBe(true);
    expect(isLongCode('npm i -D @rspress/plugin-preview')).toBe(false);
    expect(isLongCode('x'.repeat(40))).toBe(true);
  });
});
