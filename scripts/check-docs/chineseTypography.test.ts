import { afterAll, describe, expect, it } from 'vitest';
import {
  checkInlineSpacing,
  checkQuotationMarks,
  findQuoteProblems,
  spacingProblem,
} from './chineseTypography.ts';
import { edit, fixtureContext, removeFixtures } from './fixture.ts';

const ZH_OTHER = 'docs/zh/guide/start/other.md';
const EN_OTHER = 'docs/en/guide/start/other.md';

afterAll(removeFixtures);

/** The clean fixture with `text` added to the Chinese "other" page, under its `## 设置` heading. */
function withChineseText(text: string) {
  return fixtureContext((files) => {
    edit(files, ZH_OTHER, '## 设置 {#setup}', `## 设置 {#setup}\n\n${text}`);
  });
}

describe('findQuoteProblems', () => {
  it('accepts “” written against Chinese text', () => {
    expect(findQuoteProblems('显示“编辑此页”链接，英文为“Edit this page”。')).toEqual([]);
  });

  it('reports ASCII quotes, corner brackets and spaces around “”', () => {
    expect(findQuoteProblems('显示 "编辑此页" 链接').map((hit) => hit.offset)).toEqual([3, 8]);
    expect(findQuoteProblems('按「回到顶部」')).toHaveLength(2);
    expect(findQuoteProblems('以 “Missing page” 终止').map((hit) => hit.message)).toEqual([
      'a space between a quotation mark “” and Chinese text: write them together',
      'a space between a quotation mark “” and Chinese text: write them together',
    ]);
  });
});

describe('checkQuotationMarks', () => {
  it('passes the clean fixture', async () => {
    expect(await checkQuotationMarks(await fixtureContext())).toEqual([]);
  });

  it('reports ASCII quotation marks in the prose of a Chinese page, with their line', async () => {
    const ctx = await withChineseText('大纲下方有一个 "回到顶部" 按钮。');
    expect(await checkQuotationMarks(ctx)).toEqual([
      {
        file: ZH_OTHER,
        message: 'line 7: " in the prose: the Chinese pages quote with “”',
      },
      {
        file: ZH_OTHER,
        message: 'line 7: " in the prose: the Chinese pages quote with “”',
      },
    ]);
  });

  it('leaves code, attributes, HTML and English pages alone', async () => {
    const ctx = await fixtureContext((files) => {
      edit(
        files,
        ZH_OTHER,
        '## 设置 {#setup}',
        '## 设置 {#setup}\n\n写成 `title="x"`，见 <span title="a">此处</span>。\n\n```ts\nconst a = "b";\n```',
      );
      edit(files, EN_OTHER, '## Setup {#setup}', '## Setup {#setup}\n\nThe "Back to top" button.');
    });
    expect(await checkQuotationMarks(ctx)).toEqual([]);
  });
});

describe('spacingProblem', () => {
  it('wants a space between Chinese text and inline code or a Latin link text', () => {
    expect(spacingProblem('从', 'latin', 'before')).toMatch(/add one/);
    expect(spacingProblem('从 ', 'latin', 'before')).toBeUndefined();
    expect(spacingProblem('导入', 'latin', 'after')).toMatch(/add one/);
    expect(spacingProblem(' 导入', 'latin', 'after')).toBeUndefined();
  });

  it('wants no space between Chinese text and a link written in Chinese', () => {
    expect(spacingProblem('见 ', 'han', 'before')).toMatch(/remove it/);
    expect(spacingProblem('见', 'han', 'before')).toBeUndefined();
    expect(spacingProblem(' 页面', 'han', 'after')).toMatch(/remove it/);
  });

  it('wants no space next to Chinese punctuation', () => {
    expect(spacingProblem('（ ', 'latin', 'before')).toMatch(/punctuation/);
    expect(spacingProblem(' ）', 'latin', 'after')).toMatch(/punctuation/);
    expect(spacingProblem('，', 'latin', 'before')).toBeUndefined();
    expect(spacingProblem('。 ', 'han', 'before')).toMatch(/punctuation/);
  });
});

describe('checkInlineSpacing', () => {
  it('passes the clean fixture', async () => {
    expect(await checkInlineSpacing(await fixtureContext())).toEqual([]);
  });

  it('reports inline code written against Chinese text', async () => {
    const ctx = await withChineseText('从`@rspress/core/theme` 导入组件。');
    expect(await checkInlineSpacing(ctx)).toEqual([
      {
        file: ZH_OTHER,
        message:
          'line 7: before `@rspress/core/theme`: no space between Chinese text and inline code or a Latin link text: add one',
      },
    ]);
  });

  it('reports a Latin link without spaces and a Chinese link with them', async () => {
    const ctx = await withChineseText(
      '本站使用[Rsbuild](https://rsbuild.rs)构建，详见 [介绍](/zh/guide/start/intro) 一页。',
    );
    expect((await checkInlineSpacing(ctx)).map((problem) => problem.message)).toEqual([
      'line 7: before [Rsbuild](…): no space between Chinese text and inline code or a Latin link text: add one',
      'line 7: after [Rsbuild](…): no space between Chinese text and inline code or a Latin link text: add one',
      'line 7: before [介绍](…): a space between Chinese text and a link written in Chinese: remove it',
      'line 7: after [介绍](…): a space between Chinese text and a link written in Chinese: remove it',
    ]);
  });

  it('reports a space between Chinese punctuation and inline code', async () => {
    const ctx = await withChineseText('默认值（ `light` ）。');
    expect((await checkInlineSpacing(ctx)).map((problem) => problem.message)).toEqual([
      'line 7: before `light`: a space next to Chinese punctuation: remove it',
      'line 7: after `light`: a space next to Chinese punctuation: remove it',
    ]);
  });

  it('leaves English pages and code blocks alone', async () => {
    const ctx = await fixtureContext((files) => {
      edit(
        files,
        ZH_OTHER,
        '## 设置 {#setup}',
        '## 设置 {#setup}\n\n```md\n见 [介绍](/zh/) 从`x`\n```',
      );
      edit(files, EN_OTHER, '## Setup {#setup}', '## Setup {#setup}\n\nSee [the intro](/) now.');
    });
    expect(await checkInlineSpacing(ctx)).toEqual([]);
  });
});
