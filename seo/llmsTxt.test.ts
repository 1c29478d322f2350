import type { LlmsTxtPage } from '@rspress/core';
import { describe, expect, it } from 'vitest';
import { llmsTxtRenderer, withoutLlmsPages } from './llmsTxt.ts';

const page = (title: string, link: string, extra: Partial<LlmsTxtPage> = {}): LlmsTxtPage => ({
  routePath: link.replace(/\.md$/, ''),
  link,
  title,
  description: `${title} description`,
  frontmatter: {},
  lang: 'zh',
  version: '',
  ...extra,
});

describe('llmsTxtRenderer', () => {
  const render = llmsTxtRenderer({ en: 'English description', zh: '中文描述' });

  it('writes the language description and the pages by section, without the 404 and search pages', async () => {
    const text = await render({
      title: 'Rspress',
      description: 'English description',
      lang: 'zh',
      version: '',
      base: '/',
      siteOrigin: 'https://rspress.rs',
      sections: [
        {
          title: '指南',
          pages: [page('介绍', 'https://rspress.rs/zh/guide/start/introduction.md')],
        },
        {
          title: 'Others',
          pages: [
            page('404', 'https://rspress.rs/zh/404.md', {
              frontmatter: { pageType: '404' },
              description: undefined,
            }),
            page('', 'https://rspress.rs/zh/search.md', {
              frontmatter: {
                pageType: 'custom',
                head: [['meta', { name: 'robots', content: 'noindex' }]],
              },
            }),
          ],
        },
      ],
    });
    expect(text).toBe(
      [
        '# Rspress',
        '',
        '> 中文描述',
        '',
        '## 指南',
        '',
        '- [介绍](https://rspress.rs/zh/guide/start/introduction.md): 介绍 description',
        '',
      ].join('\n'),
    );
  });
});

describe('withoutLlmsPages', () => {
  it('drops the blocks of the given pages from llms-full.txt', () => {
    const block = (url: string, body: string) => `---\nurl: ${url}\n---\n\n${body}\n\n\n`;
    const full =
      block('https://x/a.md', '# A\n\n---\n\nText') +
      block('https://x/404.md', '404') +
      block('https://x/b.md', '# B');
    expect(withoutLlmsPages(full, ['https://x/404.md'])).toBe(
      block('https://x/a.md', '# A\n\n---\n\nText') + block('https://x/b.md', '# B'),
    );
  });
});
