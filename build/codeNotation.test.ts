import type { UserConfig } from '@rspress/core';
import { describe, expect, it } from 'vitest';
import { codeNotationPlugin, shownCode, withShownCode } from './codeNotation.ts';

describe('the code an annotated block shows', () => {
  it('loses the notation comments, and the lines that held nothing else', async () => {
    const code = [
      'const config = {',
      "  title: 'My Docs', // [!code --]",
      "  title: 'Acme Docs', // [!code ++]",
      "  lang: 'en', // [!code hl]",
      '  // [!code focus:2]',
      "  base: '/docs/', /* [!code warning] */",
      '  outDir: 42, // [!code error]',
      '};',
    ].join('\n');
    expect(await shownCode(code, 'ts')).toBe(
      [
        'const config = {',
        "  title: 'My Docs',",
        "  title: 'Acme Docs',",
        "  lang: 'en',",
        "  base: '/docs/',",
        '  outDir: 42,',
        '};',
      ].join('\n'),
    );
  });

  it("reads the comments of the block's language", async () => {
    expect(await shownCode('npm install # [!code ++]\nnpm run build', 'bash')).toBe(
      'npm install\nnpm run build',
    );
    expect(await shownCode('<main>\n  <p>Hi</p> <!-- [!code highlight] -->\n</main>', 'html')).toBe(
      '<main>\n  <p>Hi</p>\n</main>',
    );
  });

  it('keeps a comment that says more than the notation', async () => {
    expect(await shownCode('run(); // the new call [!code ++]', 'ts')).toBe(
      'run(); // the new call',
    );
  });

  it('shows an escaped notation as written, without the escape', async () => {
    expect(await shownCode("lang: 'en', // [\\!code highlight]", 'ts')).toBe(
      "lang: 'en', // [!code highlight]",
    );
  });

  it('keeps every line of a block highlighted by number, and of a language Shiki lacks', async () => {
    expect(await shownCode('a();\nb();', 'ts', '{1}')).toBe('a();\nb();');
    expect(await shownCode('key = value // [!code ++]', 'no-such-language')).toBe(
      'key = value // [!code ++]',
    );
  });
});

describe('a Markdown twin', () => {
  const fence = '```';

  it('shows the code of its annotated blocks as the page does, and nothing else changes', async () => {
    const markdown = [
      '# Code',
      '',
      'Mark a line with `// [!code ++]`:',
      '',
      `${fence}ts title="a.ts"`,
      'const a = 1; // [!code ++]',
      'const b = 2;',
      fence,
      '',
      '1. In a list:',
      '',
      `   ${fence}ts`,
      '   // [!code focus]',
      '   run();',
      `   ${fence}`,
      '',
      `${fence}ts`,
      'plain();',
      fence,
    ].join('\n');
    expect(await withShownCode(markdown)).toBe(
      [
        '# Code',
        '',
        'Mark a line with `// [!code ++]`:',
        '',
        `${fence}ts title="a.ts"`,
        'const a = 1;',
        'const b = 2;',
        fence,
        '',
        '1. In a list:',
        '',
        `   ${fence}ts`,
        '   run();',
        `   ${fence}`,
        '',
        `${fence}ts`,
        'plain();',
        fence,
      ].join('\n'),
    );
  });

  it('shows the source of an example of the notation with the notation', async () => {
    const example = ['````md', `${fence}ts`, 'const a = 1; // [\\!code ++]', fence, '````'].join(
      '\n',
    );
    expect(await withShownCode(example)).toBe(example.replace('[\\!code', '[!code'));
  });

  it('is left as it is without annotated code', async () => {
    const markdown = `# Page\n\n${fence}ts\nconst a = 1;\n${fence}\n`;
    expect(await withShownCode(markdown)).toBe(markdown);
  });
});

describe('the code notation plugin', () => {
  it('adds the transformers after those of the config', async () => {
    const own = { name: 'own' };
    const config = (await codeNotationPlugin().config?.(
      { markdown: { showLineNumbers: true, shiki: { langs: ['ini'], transformers: [own] } } },
      { addPlugin: () => {}, removePlugin: () => {} },
      true,
    )) as UserConfig;
    expect(config.markdown?.showLineNumbers).toBe(true);
    expect(config.markdown?.shiki?.langs).toEqual(['ini']);
    expect(config.markdown?.shiki?.transformers?.map((transformer) => transformer.name)).toEqual([
      'own',
      '@shikijs/transformers:meta-highlight',
      '@shikijs/transformers:notation-highlight',
      '@shikijs/transformers:notation-diff',
      '@shikijs/transformers:notation-focus',
      '@shikijs/transformers:notation-error-level',
      '@shikijs/transformers:remove-notation-escape',
    ]);
  });
});
