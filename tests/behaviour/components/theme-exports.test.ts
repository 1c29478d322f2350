/**
 * The exports of `@rspress/core/theme` that Built-in components says are not for page content: the
 * layout parts and the helpers, imported by a page of a scratch site, and what a layout part does
 * when a page renders it anyway.
 */
import { afterAll, beforeAll, expect } from 'vitest';
import { claim } from '../../support/claims.ts';
import { buildScratchSite, type ScratchBuild } from '../../support/scratchSite.ts';
import { parseHtml } from '../theme/html.ts';

const LAYOUT_PARTS = [
  'Layout',
  'DocLayout',
  'HomeLayout',
  'NotFoundLayout',
  'Nav',
  'NavTitle',
  'NavHamburger',
  'NavList',
  'Sidebar',
  'SidebarList',
  'Outline',
  'DocContent',
  'DocFooter',
  'PrevNextPage',
  'EditLink',
  'LastUpdated',
  'HomeHero',
  'HomeFeature',
  'HomeBackground',
  'HomeFooter',
  'Overview',
  'OverviewGroup',
  'Search',
  'SearchButton',
  'SearchPanel',
  'SocialLinks',
  'SwitchAppearance',
  'ReadPercent',
  'FallbackHeading',
  'HoverGroup',
  'Root',
];

const HELPERS = [
  'SvgWrapper',
  'useStorageValue',
  'useLinkNavigate',
  'usePrevNextPage',
  'copyToClipboard',
  'renderInlineMarkdown',
  'getCustomMDXComponent',
];

const EXPORTS_PAGE = `import * as Theme from '@rspress/core/theme';

# Exports

<ul id="exports">
  {${JSON.stringify([...LAYOUT_PARTS, ...HELPERS])}.map((name) => (
    <li key={name}>{name}:{typeof Theme[name]}</li>
  ))}
</ul>

<p id="icons">{Object.keys(Theme).filter((name) => name.startsWith('Icon')).length}</p>
`;

const NAV_PAGE = `import { Nav } from '@rspress/core/theme';

# A page with a navbar inside

<Nav />
`;

let site: ScratchBuild;

beforeAll(async () => {
  site = await buildScratchSite({
    'rspress.config.ts': `import { defineConfig } from '@rspress/core';

export default defineConfig({ root: 'docs', title: 'Exports' });
`,
    'docs/index.md': '# Home\n',
    'docs/exports.mdx': EXPORTS_PAGE,
    'docs/nav-inside.mdx': NAV_PAGE,
  });
  expect(site.ok, site.output).toBe(true);
});
afterAll(async () => {
  await site?.remove();
});

claim(
  ['guide/default-theme/components#layout-parts', 'guide/default-theme/components#helpers'],
  '@rspress/core/theme exports every layout part and helper the page names, and Icon components',
  async () => {
    const doc = parseHtml(await site.read('exports.html'));
    const types = Object.fromEntries(
      [...doc.querySelectorAll('#exports li')].map((item) => (item.textContent ?? '').split(':')),
    );
    for (const name of LAYOUT_PARTS) expect(types[name], name).toMatch(/^(function|object)$/);
    for (const name of HELPERS) expect(types[name], name).toBe('function');
    expect(Number(doc.querySelector('#icons')?.textContent)).toBeGreaterThan(0);
  },
);

claim(
  ['guide/default-theme/components#layout-parts', 'guide/default-theme/components#not-for-mdx'],
  'a Nav rendered in an article draws a second navbar beside the real one',
  async () => {
    const doc = parseHtml(await site.read('nav-inside.html'));
    expect(doc.querySelectorAll('.rp-nav')).toHaveLength(2);
    expect(doc.querySelector('.rspress-doc .rp-nav')).not.toBeNull();
  },
);
