import { describe, expect, it, vi } from 'vitest';
import { homeMarkdown } from './HomeLayout.tsx';

vi.mock('@rspress/core/runtime', () => ({ useFrontmatter: () => ({}), useLocation: () => ({}) }));
vi.mock('@rspress/core/theme-original', () => ({ HomeLayout: () => null }));

const frontmatter = {
  hero: {
    name: 'Rspress',
    text: 'Fast static sites',
    tagline: 'Write Markdown.',
    actions: [
      { text: 'Introduction', link: '/guide/start/introduction' },
      { text: 'Quick Start', link: '/guide/start/getting-started' },
    ],
  },
  features: [
    { title: 'Fast', details: 'Built on Rspack.', icon: '/icons/features/fast.svg' },
    { title: 'MDX', details: 'Components in pages.', link: '/guide/basic/use-mdx' },
  ],
};

describe('homeMarkdown', () => {
  it('writes the hero and the features as Markdown, without the icons', () => {
    expect(homeMarkdown(frontmatter, 'en')).toBe(
      [
        '# Rspress',
        '',
        'Fast static sites',
        '',
        '> Write Markdown.',
        '',
        '[Introduction](/guide/start/introduction) | [Quick Start](/guide/start/getting-started)',
        '',
        '## Features',
        '',
        '- **Fast**: Built on Rspack.',
        '- [**MDX**](/guide/basic/use-mdx): Components in pages.',
        '',
      ].join('\n'),
    );
  });

  it('speaks the page’s language', () => {
    const markdown = homeMarkdown(frontmatter, 'zh');
    expect(markdown).toContain('## 功能特性\n\n- **Fast**：Built on Rspack.\n');
  });
});
