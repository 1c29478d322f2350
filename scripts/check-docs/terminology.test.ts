import { afterAll, describe, expect, it } from 'vitest';
import { edit, fixtureContext, removeFixtures } from './fixture.ts';
import { checkTerminology, findVariants, validateTerminology } from './terminology.ts';

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
