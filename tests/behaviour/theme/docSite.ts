/**
 * A single-language scratch site with the default theme and no `themeConfig`: its navigation comes
 * from `_nav.json` and `_meta.json`, and its pages set each front matter field, so that one build
 * shows both the theme's defaults and what each field does.
 */
const PARAGRAPH =
  'A sentence long enough to fill a line of the content column of the page. '.repeat(12);

function doc(frontMatter: string, body: string): string {
  return `---\n${frontMatter}\n---\n\n${body}\n`;
}

const ARTICLE = `# Start

The opening paragraph that describes the start page.

## Second level {#second}

${PARAGRAPH}

\`\`\`js
const codeblockword = 1;
\`\`\`

### Third level {#third}

${PARAGRAPH}

#### Fourth level {#fourth}

${PARAGRAPH}

##### Fifth level {#fifth}

${PARAGRAPH}

###### Sixth level {#sixth}

${PARAGRAPH}
`;

export const DOC_SITE: Record<string, string> = {
  'rspress.config.ts': `import path from 'node:path';
import { defineConfig } from '@rspress/core';

export default defineConfig({
  root: 'docs',
  title: 'Scratch',
  description: 'The site description',
  globalUIComponents: [path.join(import.meta.dirname, 'components', 'Widget.tsx')],
});
`,
  'components/Widget.tsx': `export default function Widget() {
  return <aside id="global-widget">Global widget</aside>;
}
`,
  'docs/_nav.json': JSON.stringify([
    { text: 'Guide', link: '/guide/start', activeMatch: '/guide/' },
    { text: 'API', link: '/api/' },
    {
      text: 'Links',
      items: [
        { text: 'Changelog', link: 'https://example.com/changelog' },
        { text: 'Commands', link: '/api/commands' },
      ],
    },
  ]),
  'docs/public/hero.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"></svg>',
  'docs/index.md': doc(
    `pageType: home
titleSuffix: Docs for Acme
hero:
  badge:
    text: New badge
    link: /guide/start
  name: Acme name
  text: "First line\\nSecond line"
  tagline: Fast <em>and</em> small
  image:
    src: /hero.svg
    alt: Hero alt
    srcset:
      - /hero.svg 1x
      - /hero@2x.svg 2x
  actions:
    - theme: brand
      text: Brand action
      link: /guide/start
    - theme: alt
      text: Alt action
      link: https://example.com/repo
features:
  - title: Wide card
    details: Details with <code>code</code>
    icon: 🚀
    span: 6
  - title: Quarter card one
    details: One
    icon: /hero.svg
    span: 3
  - title: Quarter card two
    details: Two
    icon: ⚡
    span: 3
  - title: Linked card
    details: Goes somewhere
    icon: 📦
    link: /guide/start
  - title: Default card
    details: Default span
    icon: 📦`,
    'HOMEBODYTEXT written below the front matter.',
  ),
  'docs/guide/_meta.json': JSON.stringify([
    'start',
    'no-heading',
    { type: 'dir', name: 'config', label: 'Configuration', collapsed: true, tag: 'new' },
    { type: 'dir-section-header', name: 'flat', label: 'Flat header' },
    { type: 'section-header', label: 'Basics header' },
    { type: 'divider', dashed: true },
    'fm-title',
    'fm-desc',
    'fm-suffix',
    'fm-pipe',
    'fm-head',
    'fm-nosearch',
    'fm-nonav',
    'fm-nosidebar',
    'fm-placeholder',
    'fm-nooutline',
    'fm-nofooter',
    'fm-linenumbers',
    'fm-entry',
    'fm-noglobal',
    { type: 'file', name: 'labelled', label: 'Meta label', tag: 'new' },
    { type: 'custom-link', label: 'External link', link: 'https://example.com/ext' },
    { type: 'custom-link', label: 'To commands', link: '/api/commands' },
    {
      type: 'custom-link',
      label: 'Link group',
      collapsed: true,
      items: [{ label: 'Rsbuild', link: 'https://rsbuild.rs' }],
    },
    'ghost.md',
    'nameonly',
    'last',
  ]),
  'docs/guide/nameonly.md': 'Only a paragraph and no heading.\n',
  'docs/top.md': '# Top-level page\n\nText.\n',
  'docs/api/10-ten.md': '# Ten\n\nTen.\n',
  'docs/api/2-two.md': '# Two\n\nTwo.\n',
  'docs/showcase/index.tsx': `import { Head } from '@rspress/core/runtime';

export const frontmatter = { pageType: 'custom' };

export default function Showcase() {
  return (
    <main id="showcase">
      <Head>
        <title>Showcase from Head</title>
        <meta name="description" content="Projects built with our tools." />
      </Head>
      <h1>Showcase</h1>
      <p>REACTPAGEWORD</p>
    </main>
  );
}
`,
  'docs/guide/start.md': ARTICLE,
  'docs/guide/no-heading.md': doc('title: Fallback Title', 'Only a paragraph, no heading.'),
  'docs/guide/config/index.md': doc('tag: deprecated', '# Config index\n\nThe config index.'),
  'docs/guide/config/basic.md': '# Config basic\n\nBasic.\n',
  'docs/guide/config/advanced.md': '# Config advanced\n\nAdvanced.\n',
  'docs/guide/flat/index.md': '# Flat index\n\nFlat.\n',
  'docs/guide/flat/zeta.md': '# Flat zeta\n\nZeta.\n',
  'docs/guide/fm-title.md': doc('title: Front Title', '# Written Heading\n\nText.'),
  'docs/guide/fm-desc.md': doc('description: The front matter description', '# Described\n\nText.'),
  'docs/guide/fm-suffix.md': doc('titleSuffix: Guide Suffix', '# Suffixed\n\nText.'),
  'docs/guide/fm-pipe.md': doc("titleSuffix: '| Piped'", '# Piped page\n\nText.'),
  'docs/guide/fm-head.md': doc(
    `head:
  - - meta
    - property: og:image
      content: https://example.com/cover.png
  - - link
    - rel: canonical
      href: https://example.com/canonical
  - - meta
    - name: description
      content: Description from head`,
    '# Head page\n\nThe paragraph of the head page.',
  ),
  'docs/guide/fm-nosearch.md': doc(
    'search: false',
    '# Unsearchable\n\nUNSEARCHABLEWORD in the text.',
  ),
  'docs/guide/fm-nonav.md': doc('navbar: false', '# No navbar\n\nText.'),
  'docs/guide/fm-nosidebar.md': doc(
    'sidebar: false',
    `# No sidebar\n\n${PARAGRAPH}\n\n## Part {#part}\n\n${PARAGRAPH}`,
  ),
  'docs/guide/fm-placeholder.md': doc(
    'sidebar: placeholder',
    `# Placeholder\n\n${PARAGRAPH}\n\n## Part {#part}\n\n${PARAGRAPH}`,
  ),
  'docs/guide/fm-nooutline.md': doc(
    'outline: false',
    `# No outline\n\n${PARAGRAPH}\n\n## Hidden part {#part}\n\n${PARAGRAPH}`,
  ),
  'docs/guide/fm-nofooter.md': doc('footer: false', '# No footer\n\nText.'),
  'docs/guide/fm-linenumbers.md': doc(
    'lineNumbers: true',
    '# Line numbers\n\n```ts\nconst a = 1;\nconst b = 2;\n```\n\n```ts lineNumbers\nconst c = 3;\nconst d = 4;\n```\n',
  ),
  'docs/guide/fm-entry.md': doc(
    'icon: 🧪\ntag: experimental\ncontext: pro-entry',
    '# Entry\n\nText.',
  ),
  'docs/guide/fm-noglobal.md': doc('globalUIComponents: false', '# No global\n\nText.'),
  'docs/guide/labelled.md': doc('tag: deprecated', '# Labelled page\n\nText.'),
  'docs/guide/last.md': '# Last page\n\nText.\n',
  'docs/guide/unlisted.md': '# Unlisted page\n\nText.\n',
  'docs/api/index.md': doc(
    'overview: true\ntitle: API overview',
    'The introduction of the overview.',
  ),
  'docs/api/commands.md':
    '# Commands\n\n## build {#build}\n\nBuild.\n\n### build flags {#build-flags}\n\nFlags.\n\n## dev {#dev}\n\nDev.\n',
  'docs/api/hooks/use-lang.md': '# useLang\n\nOnly a paragraph.\n',
  'docs/api/hooks/use-page.md': doc(
    'overviewHeaders: [2, 3]',
    '# usePage\n\n## Returns {#returns}\n\nR.\n\n### Page fields {#fields}\n\nF.\n',
  ),
  // A second section with an overview, and a sub-folder with one of its own named overview.md.
  'docs/recipes/index.md': doc('overview: true\ntitle: Recipes overview', 'All recipes.'),
  'docs/recipes/bake.md': '# Bake\n\n## Oven {#oven}\n\nHot.\n',
  'docs/recipes/quick/overview.md': doc('overview: true\ntitle: Quick overview', 'Quick ones.'),
  'docs/recipes/quick/fry.md': '# Fry\n\n## Pan {#pan}\n\nFast.\n',
  'docs/custom.md': doc(
    'pageType: custom\ntitle: Custom FM title',
    '# Custom page heading\n\nCUSTOMTEXT\n\n```js title="x.js"\nconst x = 1;\n```\n\n:::tip\nA tip on a custom page.\n:::\n',
  ),
  'docs/blank.md': doc('pageType: blank', '# Blank page heading\n\nBLANKTEXT'),
};
