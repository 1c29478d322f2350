/**
 * A custom theme (`theme/index.tsx`) that fills every slot of `Layout` with a marker, replaces
 * `HomeLayout`, `HomeFooter` and `Root`, maps `hr` through `components`, and renders a layout of its
 * own with `Content` on one page: which slots reach which page types, in what order, and what each
 * replacement changes in the pre-rendered HTML.
 */
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { claim } from '../../support/claims.ts';
import { buildScratchSite, type ScratchBuild } from '../../support/scratchSite.ts';
import { parseHtml, textOf } from './html.ts';
import { DOC_SLOTS, HOME_SLOTS, NAV_SLOTS } from './slots.ts';

const ALL = ['top', ...NAV_SLOTS, ...DOC_SLOTS, ...HOME_SLOTS, 'bottom'];

const THEME = `import { Content, useFrontmatter } from '@rspress/core/runtime';
import { HomeLayout as BasicHomeLayout, Layout as BasicLayout } from '@rspress/core/theme-original';
import type { ComponentProps, ReactNode } from 'react';

const SLOTS = ${JSON.stringify(ALL)};

function marker(name: string) {
  return <i data-slot={name}>{'[' + name + ']'}</i>;
}

function Hr(props: ComponentProps<'hr'>) {
  return <hr {...props} className="fancy-rule" />;
}

export function Layout() {
  const { frontmatter } = useFrontmatter();
  if (frontmatter.ownLayout) {
    return (
      <main className="my-layout">
        <Content fallback={<p>Loading…</p>} />
      </main>
    );
  }
  const slots = Object.fromEntries(SLOTS.map((name) => [name, marker(name)]));
  const props = { ...slots, beforeHeroActions: marker('layoutBeforeHeroActions'), components: { hr: Hr } };
  return <BasicLayout {...(props as never)} />;
}

export function HomeLayout(props: ComponentProps<typeof BasicHomeLayout>) {
  return <BasicHomeLayout {...props} afterHeroActions={marker('homeAfterHeroActions')} />;
}

export function HomeFooter() {
  return <footer id="my-home-footer">My own home footer</footer>;
}

export function Root({ children }: { children: ReactNode }) {
  return <div id="my-root">{children}</div>;
}

export * from '@rspress/core/theme-original';
`;

const SITE: Record<string, string> = {
  'rspress.config.ts': `import { defineConfig } from '@rspress/core';

export default defineConfig({
  root: 'docs',
  title: 'Themed',
  themeConfig: { footer: { message: 'Default footer message' } },
});
`,
  'theme/index.tsx': THEME,
  'docs/index.md':
    '---\npageType: home\nhero:\n  name: Themed home\n  actions:\n    - theme: brand\n      text: Go\n      link: /guide/doc\nfeatures:\n  - title: One\n    details: One\n    icon: 🚀\n---\n',
  'docs/guide/doc.md':
    '# Doc page\n\nBefore the rule.\n\n---\n\nAfter the rule.\n\n## Part {#part}\n\nText.\n',
  'docs/guide/nofooter.md': '---\nfooter: false\n---\n\n# No footer\n\nText.\n',
  'docs/guide/nonav.md': '---\nnavbar: false\n---\n\n# No navbar\n\nText.\n',
  'docs/guide/own.md': '---\nownLayout: true\n---\n\n# Own layout\n\nOWNLAYOUTTEXT\n',
  'docs/custom.md': '---\npageType: custom\n---\n\n# Custom\n\nText.\n',
  'docs/blank.md': '---\npageType: blank\n---\n\n# Blank\n\nText.\n',
};

let site: ScratchBuild;

beforeAll(async () => {
  site = await buildScratchSite(SITE);
  expect(site.ok, site.output).toBe(true);
});
afterAll(async () => {
  await site?.remove();
});

async function slotsOf(file: string): Promise<string[]> {
  const doc = parseHtml(await site.read(file));
  return [...doc.querySelectorAll('[data-slot]')]
    .map((element) => element.getAttribute('data-slot') as string)
    .filter((name) => ALL.includes(name));
}

describe('a custom theme that fills every slot', () => {
  claim(
    [
      'guide/advanced/custom-theme#slot-reference',
      'guide/advanced/custom-theme#wrap-layout',
      'guide/advanced/custom-theme#extend-default-theme',
      'guide/default-theme/navbar#customise',
    ],
    'a doc page renders top, the navbar slots, the doc slots and bottom, in the documented order',
    async () => {
      expect(await slotsOf('guide/doc.html')).toEqual([
        'top',
        ...NAV_SLOTS,
        ...DOC_SLOTS,
        'bottom',
      ]);
    },
  );

  claim(
    ['guide/advanced/custom-theme#slot-reference', 'guide/default-theme/home-page#customise'],
    'the home page renders the navbar and home slots, no doc slots',
    async () => {
      expect(await slotsOf('index.html')).toEqual(['top', ...NAV_SLOTS, ...HOME_SLOTS, 'bottom']);
    },
  );

  claim(
    'guide/advanced/custom-theme#slot-reference',
    'custom pages get top, bottom and the navbar slots; blank pages and pages without navbar lose the navbar slots; doc-footer slots stay with footer: false',
    async () => {
      expect(await slotsOf('custom.html')).toEqual(['top', ...NAV_SLOTS, 'bottom']);
      expect(await slotsOf('blank.html')).toEqual(['top', 'bottom']);
      expect(await slotsOf('guide/nonav.html')).toEqual(['top', ...DOC_SLOTS, 'bottom']);
      expect(await slotsOf('guide/nofooter.html')).toEqual(
        expect.arrayContaining(['beforeDocFooter', 'afterDocFooter']),
      );
    },
  );

  claim(
    'guide/advanced/custom-theme#slot-reference',
    'navTitle replaces the logo and title',
    async () => {
      const doc = parseHtml(await site.read('guide/doc.html'));
      expect(textOf(doc.querySelector('.rp-nav'))).not.toContain('Themed');
    },
  );

  claim(
    'guide/advanced/custom-theme#hero-action-slots',
    'beforeHeroActions on Layout has no effect; afterHeroActions on a replaced HomeLayout renders',
    async () => {
      const slots = await slotsOf('index.html');
      const html = await site.read('index.html');
      expect(slots).not.toContain('layoutBeforeHeroActions');
      expect(html).toContain('data-slot="homeAfterHeroActions"');
    },
  );

  claim(
    'guide/advanced/custom-theme#mdx-components',
    'components maps hr of the Markdown content to the given component',
    async () => {
      expect(await site.read('guide/doc.html')).toContain('class="fancy-rule"');
    },
  );

  claim(
    'guide/advanced/custom-theme#replace-component',
    'an exported HomeFooter replaces the default one on the home page',
    async () => {
      const html = await site.read('index.html');
      expect(html).toContain('My own home footer');
      expect(html).not.toContain('Default footer message');
    },
  );

  claim('guide/advanced/custom-theme#root', 'an exported Root wraps the whole page', async () => {
    const doc = parseHtml(await site.read('guide/doc.html'));
    const root = doc.getElementById('my-root');
    expect(root?.querySelector('.rp-nav')).not.toBeNull();
    expect(root?.querySelector('.rspress-doc')).not.toBeNull();
  });

  claim(
    'api/client-api/api-runtime#content',
    'Content renders the current page’s content where a custom layout puts it',
    async () => {
      const doc = parseHtml(await site.read('guide/own.html'));
      expect(textOf(doc.querySelector('main.my-layout'))).toContain('OWNLAYOUTTEXT');
      expect(doc.querySelector('.rp-nav')).toBeNull();
    },
  );
});
