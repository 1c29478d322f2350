import { existsSync } from 'node:fs';
import type { PageIndexInfo } from '@rspress/core';
import { describe, expect, it } from 'vitest';
import { countReadingTime, pluginReadingTime, remarkReadingTime } from './src/index';

/** A page as Rspress hands it to `extendPageData`: content without front matter. */
function page(markdown: string, frontmatter: PageIndexInfo['frontmatter'] = {}): PageIndexInfo {
  return {
    routePath: '/guide/example',
    title: 'Example',
    toc: [],
    content: '',
    _flattenContent: markdown,
    frontmatter,
    lang: 'en',
    version: '',
    _filepath: '/site/docs/guide/example.md',
    _relativePath: 'guide/example.md',
  };
}

const englishPage = [
  '# Install the site {#install}',
  '',
  'Run the [install command](/guide/start) once, then start the dev server.',
  '',
  '```bash title="terminal"',
  'npm install --save-dev @rspress/core',
  '```',
  '',
  "It's ready.",
].join('\n');

describe('countReadingTime', () => {
  it('counts prose words and leaves out code, URLs and heading ids', () => {
    // "Install the site" (3) + "Run the install command once, then start the dev server" (10)
    // + "It's ready" (2)
    expect(countReadingTime(englishPage)).toEqual({ words: 15, minutes: 1 });
  });

  it('counts Chinese by characters', () => {
    expect(countReadingTime('# 安装\n\n运行安装命令。')).toEqual({ words: 8, minutes: 1 });
  });

  it('leaves out MDX imports and JSX tags but keeps the text between tags', () => {
    const mdx =
      'import { Badge } from \'@rspress/core/theme\';\n\n<Badge text="new" />\n\nPlain words here.';
    expect(countReadingTime(mdx).words).toBe(3);
  });

  it('rounds up to whole minutes at the configured speed', () => {
    const words = Array.from({ length: 450 }, () => 'word').join(' ');
    expect(countReadingTime(words).minutes).toBe(3);
    expect(countReadingTime(words, { wordsPerMinute: 450 }).minutes).toBe(1);
    const chinese = '字'.repeat(600);
    expect(countReadingTime(chinese).minutes).toBe(2);
    expect(countReadingTime(chinese, { cjkCharsPerMinute: 600 }).minutes).toBe(1);
  });
});

describe('pluginReadingTime', () => {
  const plugin = pluginReadingTime();

  it('adds the reading time to the data of a doc page', async () => {
    const data = page(englishPage);
    await plugin.extendPageData?.(data, true);
    expect(data).toMatchObject({ readingTime: { words: 15, minutes: 1 } });
  });

  it('skips pages that opt out, home pages and pages without text', async () => {
    for (const data of [
      page(englishPage, { readingTime: false }),
      page(englishPage, { pageType: 'home' }),
      page(''),
    ]) {
      await plugin.extendPageData?.(data, true);
      expect(data).not.toHaveProperty('readingTime');
    }
  });

  it('points at a component and a style sheet that exist', () => {
    expect(plugin.name).toBe('rspress-plugin-reading-time');
    const [component] = plugin.markdown?.globalComponents ?? [];
    expect(component).toMatch(/ReadingTime\.tsx$/);
    expect(existsSync(component ?? '')).toBe(true);
    expect(existsSync(plugin.globalStyles ?? '')).toBe(true);
  });

  it('adds the label in English and Chinese and keeps texts set before it', async () => {
    const source = await plugin.i18nSource?.({ editLinkText: { en: 'Edit', zh: '编辑' } });
    expect(source).toEqual({
      editLinkText: { en: 'Edit', zh: '编辑' },
      readingTime: {
        en: '{{minutes}} min read · {{words}} words',
        zh: '阅读约 {{minutes}} 分钟 · {{words}} 字',
      },
    });
    const custom = await plugin.i18nSource?.({ readingTime: { en: '{{minutes}} minutes' } });
    expect(custom?.readingTime?.en).toBe('{{minutes}} minutes');
  });
});

describe('remarkReadingTime', () => {
  it('inserts <ReadingTime /> right after the # title', () => {
    const tree = {
      type: 'root',
      children: [
        { type: 'heading', depth: 1, children: [{ type: 'text', value: 'Title' }] },
        { type: 'paragraph', children: [{ type: 'text', value: 'Body' }] },
      ],
    };
    remarkReadingTime()(tree);
    expect(tree.children.map((node) => node.type)).toEqual([
      'heading',
      'mdxJsxFlowElement',
      'paragraph',
    ]);
    expect(tree.children[1]).toMatchObject({ name: 'ReadingTime' });
  });

  it('leaves a page without a # title alone', () => {
    const tree = { type: 'root', children: [{ type: 'heading', depth: 2, children: [] }] };
    remarkReadingTime()(tree);
    expect(tree.children).toHaveLength(1);
  });
});
