import { afterAll, describe, expect, it } from 'vitest';
import { edit, fixtureContext, PROJECT_DIR, removeFixtures } from './fixture.ts';
import {
  checkTerminology,
  findVariants,
  loadTerminology,
  validateTerminology,
} from './terminology.ts';

const ZH_OTHER = 'docs/zh/guide/start/other.md';
const ENTRIES = [
  { term: '侧边栏', variants: ['边栏', '侧栏'] },
  { term: 'Hook', variants: ['hook', 'hooks'] },
];

afterAll(removeFixtures);

describe('findVariants', () => {
  it('finds a variant and names the term', () => {
    expect(findVariants('左侧的边栏列出页面', ENTRIES)).toEqual([
      { variant: '边栏', term: '侧边栏', offset: 3 },
    ]);
  });

  it('does not report a variant inside the written term', () => {
    expect(findVariants('侧边栏和侧边栏', ENTRIES)).toEqual([]);
  });

  it('matches Latin variants as whole words, case-sensitively', () => {
    expect(findVariants('useI18n Hook、webhook、searchHooks、my-hook', ENTRIES)).toEqual([]);
    expect(findVariants('运行时 hook 和 hooks', ENTRIES).map((hit) => hit.variant)).toEqual([
      'hook',
      'hooks',
    ]);
  });
});

describe('validateTerminology', () => {
  it('accepts the shape of terminology.json', () => {
    expect(validateTerminology({ zh: ENTRIES }).zh).toHaveLength(2);
  });

  it('rejects a word listed for two terms', () => {
    expect(() =>
      validateTerminology({
        zh: [
          { term: '钩子', variants: ['hook'] },
          { term: 'Hook', variants: ['hook'] },
        ],
      }),
    ).toThrow('"hook" is listed for both "钩子" and "Hook"');
  });

  it('accepts an English list and checks it the same way', () => {
    const en = [{ term: 'outline', variants: ['table of contents'] }];
    expect(validateTerminology({ zh: ENTRIES, en }).en).toEqual(en);
    expect(() =>
      validateTerminology({
        zh: ENTRIES,
        en: [...en, { term: 'toc', variants: ['table of contents'] }],
      }),
    ).toThrow('en: "table of contents" is listed for both "outline" and "toc"');
    expect(() => validateTerminology({ zh: ENTRIES, en: {} })).toThrow('"en"');
  });

  it('rejects an entry without variants', () => {
    expect(() => validateTerminology({ zh: [{ term: '侧边栏' }] })).toThrow('zh[0]');
  });
});

describe('checkTerminology', () => {
  it('passes the clean fixture', async () => {
    expect(await checkTerminology(await fixtureContext())).toEqual([]);
  });

  it('reports a variant in the prose of a Chinese page, with its line', async () => {
    const ctx = await fixtureContext((files) => {
      edit(files, ZH_OTHER, '## 设置 {#setup}', '## 设置 {#setup}\n\n切换到暗色模式后，边栏变暗。');
    });
    expect(await checkTerminology(ctx)).toEqual([
      {
        file: ZH_OTHER,
        message:
          'line 7: "暗色模式" in the prose: the Chinese pages write "深色模式" (terminology.json)',
      },
      {
        file: ZH_OTHER,
        message: 'line 7: "边栏" in the prose: the Chinese pages write "侧边栏" (terminology.json)',
      },
    ]);
  });

  it('leaves code, inline code, URLs, heading ids and English pages alone', async () => {
    const ctx = await fixtureContext((files) => {
      edit(
        files,
        ZH_OTHER,
        '## 设置 {#setup}',
        '## 设置 {#setup}\n\n`暗色模式` 和 [侧边栏](https://example.com/边栏) 以及 `hook`。\n\n### logo {#hook}\n\n```txt\n暗色模式\n```',
      );
      edit(
        files,
        'docs/en/guide/start/other.md',
        '## Setup {#setup}',
        '## Setup {#setup}\n\nA hook.',
      );
    });
    expect(await checkTerminology(ctx)).toEqual([]);
  });
});

describe("the project's terminology.json", () => {
  it('reports every variant it lists, written in a Chinese sentence', async () => {
    const { zh: entries } = await loadTerminology(PROJECT_DIR);
    for (const { term, variants } of entries) {
      for (const variant of variants) {
        expect(findVariants(`页面里写 ${variant} 的地方`, entries)).toContainEqual(
          expect.objectContaining({ variant, term }),
        );
      }
    }
  });

  it('keeps one word per concept where a word has two meanings', async () => {
    const { zh: entries } = await loadTerminology(PROJECT_DIR);
    const variantsIn = (text: string) => findVariants(text, entries).map((hit) => hit.variant);
    // 代码块 is a fenced code block; a bundler's file is a chunk.
    expect(variantsIn('每个代码块都有复制按钮。')).toEqual([]);
    expect(variantsIn('该页面 JavaScript 代码块的预加载提示。')).toEqual(['JavaScript 代码块']);
    // 文本 is text in general; a text of the interface is 文案.
    expect(variantsIn('没有语言的代码块按纯文本显示，文本替换作用于每个页面。')).toEqual([]);
    expect(variantsIn('读取主题文本表。')).toEqual(['主题文本', '文本表']);
    // 概览页 and 总览页 name the same page.
    expect(variantsIn('本站的 API 概览就是一个概览页。')).toEqual([]);
    expect(variantsIn('把页面变成总览页。')).toEqual(['总览']);
  });
});
