/**
 * The scratch site of theme-components.test.ts: a custom theme (`theme/index.tsx`) that re-exports
 * the default theme and fills every slot of `Layout` with a marked element, replaces `HomeLayout`,
 * `NotFoundLayout` and `Root`, and MDX pages that render the theme's parts where the reference says
 * a theme may place them.
 */

const TEXT = 'A sentence long enough to fill a line of the content column. '.repeat(30);

const SLOTS = [
  'top',
  'bottom',
  'beforeNav',
  'afterNav',
  'beforeNavTitle',
  'afterNavTitle',
  'beforeNavMenu',
  'afterNavMenu',
  'beforeLeftNavItems',
  'beforeRightNavItems',
  'afterRightNavItems',
  'beforeSidebar',
  'afterSidebar',
  'beforeDoc',
  'afterDoc',
  'beforeDocContent',
  'afterDocContent',
  'beforeDocFooter',
  'afterDocFooter',
  'beforeOutline',
  'afterOutline',
  'beforeHero',
  'afterHero',
  'beforeHeroActions',
  'afterHeroActions',
  'beforeFeatures',
  'afterFeatures',
] as const;

export const LAYOUT_SLOTS = SLOTS;

const slotProps = SLOTS.map(
  (slot) => `      ${slot}={<div className="slot" data-slot="${slot}">${slot} slot</div>}`,
).join('\n');

export const THEME_SITE: Record<string, string> = {
  'rspress.config.ts': `import { defineConfig } from '@rspress/core';

export default defineConfig({
  root: 'docs',
  title: 'Scratch Site',
  llms: true,
  themeConfig: {
    socialLinks: [
      { icon: 'github', mode: 'link', content: 'https://github.com/example/one' },
      { icon: 'x', mode: 'link', content: 'https://x.com/example' },
      { icon: 'discord', mode: 'link', content: 'https://discord.gg/example' },
      { icon: 'youtube', mode: 'link', content: 'https://youtube.com/example' },
      { icon: 'npm', mode: 'link', content: 'https://npmjs.com/example' },
      { icon: 'gitlab', mode: 'link', content: 'https://gitlab.com/example' },
    ],
    editLink: { docRepoBaseUrl: 'https://github.com/example/repo/tree/main/docs' },
    lastUpdated: true,
    footer: { message: 'Footer message of the site' },
    llmsUI: true,
  },
});
`,
  'theme/index.tsx': `import type { ReactNode } from 'react';
import {
  Banner,
  HomeHero,
  HomeLayout as BasicHomeLayout,
  Layout as BasicLayout,
  NavList,
  NavTitle,
  NotFoundLayout,
} from '@rspress/core/theme-original';

export * from '@rspress/core/theme-original';

export function Root({ children }: { children: ReactNode }) {
  return <div className="app-root">{children}</div>;
}

function HomeLayout(props: Record<string, ReactNode>) {
  return (
    <div id="replaced-home">
      <p id="home-props">{Object.keys(props).sort().join(',')}</p>
      <BasicHomeLayout {...props} afterHeroActions={<p id="home-after-actions">Free and open source</p>} />
      <div id="hero-with-image">
        <HomeHero image={<span id="custom-image">custom image</span>} />
      </div>
    </div>
  );
}

function MyNotFound() {
  return (
    <div className="not-found">
      <NotFoundLayout />
      <p>Try the search box above.</p>
    </div>
  );
}

function P({ children }: { children?: ReactNode }) {
  return <p className="custom-p">{children}</p>;
}

export function Layout() {
  return (
    <BasicLayout
${slotProps.replace('beforeNav={<div className="slot" data-slot="beforeNav">beforeNav slot</div>}', 'beforeNav={<><div className="slot" data-slot="beforeNav">beforeNav slot</div><Banner href="/guide/a" message="Banner message" storageKey="banner-v2" /></>}')}
      afterLeftNavItems={<NavList items={[{ text: 'Blog', link: '/guide/b' }]} />}
      navTitle={
        <div className="nav-title">
          <NavTitle />
          <span className="nav-title__tag">docs</span>
        </div>
      }
      HomeLayout={HomeLayout}
      NotFoundLayout={MyNotFound}
      components={{ p: P }}
    />
  );
}
`,
  'docs/index.md': `---
pageType: home
hero:
  name: Hero Name
  text: Hero text
  tagline: Hero tagline
  actions:
    - theme: brand
      text: Start
      link: /guide/a
  image:
    src: /logo.svg
    alt: Logo
features:
  - title: Feature one
    details: Details one
  - title: Feature two
    details: Details two
---
`,
  'docs/public/logo.svg':
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
  'docs/guide/_meta.json': JSON.stringify(['a', 'b', 'parts', 'titled', 'no-footer', 'overview']),
  'docs/guide/a.md': `# Page A\n\nFirst paragraph of page A.\n\n## Section one {#one}\n\n${TEXT}\n\n## Section two {#two}\n\n${TEXT}\n\n${TEXT}\n`,
  'docs/guide/b.md': `---\ntag: new\n---\n\n# Page B\n\n${TEXT}\n`,
  'docs/guide/titled.md': `---\ntitle: Title from front matter\n---\n\nA page without a heading.\n`,
  'docs/guide/no-footer.md': `---\nfooter: false\n---\n\n# No footer\n\nText.\n`,
  'components/MoreMenu.tsx': `import { HoverGroup } from '@rspress/core/theme';
import { useState } from 'react';

export function MoreMenu() {
  const [open, setOpen] = useState(false);
  return (
    <div id="more-menu" style={{ position: 'relative' }} onMouseEnter={() => setOpen(true)} onMouseLeave={() => setOpen(false)}>
      <span>More</span>
      <HoverGroup isOpen={open} items={[{ text: 'Hover item', link: '/guide/b' }]} position="right" />
    </div>
  );
}
`,
  'components/CompactSidebar.tsx': `import { useSidebarDynamic } from '@rspress/core/runtime';
import { SidebarList } from '@rspress/core/theme';

export function CompactSidebar() {
  const [sidebarData, setSidebarData] = useSidebarDynamic();
  return <SidebarList sidebarData={sidebarData} setSidebarData={setSidebarData} />;
}
`,
  'docs/guide/overview.mdx': `import { Overview } from '@rspress/core/theme';

# Default overview

<div id="default-overview"><Overview /></div>
`,
  'components/MySearch.tsx': `import { SearchButton, SearchPanel } from '@rspress/core/theme';
import { NoSSR } from '@rspress/core/runtime';
import { useState } from 'react';

export function MySearch() {
  const [focused, setFocused] = useState(false);
  return (
    <div id="my-search">
      <span id="my-search-state">{String(focused)}</span>
      <SearchButton setFocused={setFocused} />
      <NoSSR>
        <SearchPanel focused={focused} setFocused={setFocused} />
      </NoSSR>
    </div>
  );
}
`,
  'docs/guide/parts.mdx': `import {
  EditLink,
  FallbackHeading,
  HomeFeature,
  HomeBackground,
  IconGithub,
  LastUpdated,
  LlmsCopyButton,
  LlmsCopyRow,
  LlmsOpenRow,
  LlmsViewOptions,
  Overview,
  OverviewGroup,
  PrevNextPage,
  ReadPercent,
  SocialLinks,
  SvgWrapper,
  SwitchAppearance,
} from '@rspress/core/theme';
import { MoreMenu } from '../../components/MoreMenu';
import { MySearch } from '../../components/MySearch';
import { CompactSidebar } from '../../components/CompactSidebar';

# Parts

<div id="part-hover"><MoreMenu /></div>

<div id="part-switch"><SwitchAppearance onClick={() => { window.__toggles = [...(window.__toggles || []), document.documentElement.classList.contains('dark')]; }} /></div>

<div id="part-social"><SocialLinks /></div>

<div id="part-svg">
  <SvgWrapper icon="🚀" />
  <SvgWrapper icon={IconGithub} width={16} height={16} />
  <SvgWrapper icon={'<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><circle cx="4" cy="4" r="4"/></svg>'} />
  <SvgWrapper icon="/logo.svg" />
</div>

<div id="part-feature"><HomeFeature features={[{ title: 'Offline', details: 'Works without a network.', icon: '📴' }]} /></div>

<div id="part-background"><HomeBackground className="landing-background" /></div>

<div id="part-fallback"><FallbackHeading level={2} title="Related pages" /></div>

<div id="part-group"><OverviewGroup group={{ name: 'CLI', items: [{ text: 'Commands', link: '/guide/a', headers: [{ id: 'one', text: 'Section one', depth: 2 }] }] }} /></div>

<div id="part-overview"><Overview content={<p>Overview intro</p>} groups={[{ name: 'Config', items: [{ text: 'Basic config', link: '/guide/b' }] }]} /></div>

<div id="part-edit"><EditLink isOutline /></div>

<div id="part-updated"><LastUpdated /></div>

<div id="part-prevnext"><PrevNextPage /></div>

<div id="part-read"><ReadPercent size={16} strokeWidth={2} /></div>

<MySearch />

<div id="part-sidebar-list"><CompactSidebar /></div>

<div id="part-copy"><LlmsCopyButton text="Custom label" textByLang={{ en: 'Custom label' }} title="Copy this page as Markdown" /></div>

<div id="part-view"><LlmsViewOptions options={['markdownLink', { title: 'Open in our assistant', href: 'https://assistant.example.com' }]} /></div>

<div id="part-rows"><LlmsCopyRow /><LlmsOpenRow /></div>

${TEXT}

${TEXT}

${TEXT}
`,
};

/**
 * A second theme, assembled from the parts as the DocLayout entry shows (a `Layout` without the
 * head tags and the 404 page), with `Search` removed and `IconGithub` replaced, on a site without
 * social links, edit link, footer message or a colour mode switch, and the language model rows in
 * the outline.
 */
export const PARTS_SITE: Record<string, string> = {
  'rspress.config.ts': `import { defineConfig } from '@rspress/core';

export default defineConfig({
  root: 'docs',
  title: 'Parts Site',
  lang: 'en',
  locales: [
    { lang: 'en', label: 'English' },
    { lang: 'zh', label: '简体中文' },
  ],
  llms: true,
  themeConfig: {
    darkMode: 'force-dark',
    llmsUI: { injectLlmsHint: false, placement: 'outline', viewOptions: ['chatgpt'] },
  },
});
`,
  'theme/index.tsx': `import { usePage } from '@rspress/core/runtime';
import { DocContent, DocFooter, DocLayout, HomeLayout, Nav } from '@rspress/core/theme-original';

export * from '@rspress/core/theme-original';

export function Search() {
  return null;
}

export function IconGithub() {
  return <svg id="replaced-github-icon" width="10" height="10"><rect width="10" height="10" /></svg>;
}

function Hr() {
  return <hr className="fancy-rule" />;
}

export function Layout() {
  const { page } = usePage();
  if (page.routePath === '/article2') {
    return (
      <article id="article">
        <DocContent components={undefined} isOverviewPage />
      </article>
    );
  }
  if (page.routePath === '/article') {
    return (
      <>
        <Nav />
        <article id="article">
          <DocContent components={{ hr: Hr }} afterDocContent={<p id="thanks">Thanks for reading.</p>} />
          <DocFooter />
        </article>
      </>
    );
  }
  return (
    <>
      <Nav />
      {page.pageType === 'home' ? <HomeLayout /> : <DocLayout beforeOutline={<a id="sponsor" href="/sponsor">Sponsor</a>} />}
    </>
  );
}
`,
  'docs/en/index.md': `---
pageType: home
hero:
  name: Parts Hero
---
`,
  'docs/en/guide/a.md': `# Page A\n\n## Section one {#one}\n\nText.\n`,
  'docs/en/article.md': `---\ntitle: Article title\n---\n\nBefore the rule.\n\n***\n\nAfter the rule.\n`,
  'components/SearchOnly.tsx': `import { NoSSR } from '@rspress/core/runtime';
import { SearchPanel } from '@rspress/core/theme';
import { useState } from 'react';

export function SearchOnly() {
  const [focused, setFocused] = useState(false);
  return (
    <>
      <button id="find" type="button" onClick={() => setFocused(true)}>
        Find
      </button>
      <span id="search-state">{String(focused)}</span>
      <NoSSR>
        <SearchPanel focused={focused} setFocused={setFocused} />
      </NoSSR>
    </>
  );
}
`,
  'docs/en/guide/parts.mdx': `import { EditLink, LastUpdated, LlmsHint, LlmsViewOptions, SocialLinks, SourceCode } from '@rspress/core/theme';
import { SearchOnly } from '../../../components/SearchOnly';

# Parts

<div id="part-edit"><EditLink /></div>

<div id="part-updated"><LastUpdated /></div>

<div id="part-hint"><LlmsHint /></div>

<div id="part-social"><SocialLinks socialLinks={[{ icon: 'github', mode: 'link', content: 'https://github.com/web-infra-dev/rspress' }]} /></div>

<div id="part-source"><SourceCode href="https://github.com/web-infra-dev/rspress" /></div>

<SearchOnly />

<div id="part-view"><LlmsViewOptions options={['claude']} /></div>
`,
  'docs/en/article2.md': `---\ntitle: Second article\n---\n\nNo heading here.\n`,
  'docs/en/banners.mdx': `import { Banner } from '@rspress/core/theme';

# Banners

<div id="banner-session"><Banner href="/guide/a" message="Not remembered" storage={false} storageKey="banner-none" /></div>

<div id="banner-hidden"><Banner href="/guide/a" message="Hidden banner" display={false} /></div>

<div id="banner-custom"><Banner customChildren={<span id="custom-banner-content">Custom banner</span>} /></div>
`,
  'docs/zh/index.md': `---\npageType: home\nhero:\n  name: 中文首页\n---\n`,
  'docs/zh/guide/a.md': `# 页面 A\n\n正文。\n`,
  'docs/zh/guide/i18n.mdx': `import { Link, Prompt, SourceCode } from '@rspress/core/theme';

# 中文页面

<p id="md-link">[Markdown 链接](/guide/a)</p>

<p id="jsx-link"><Link href="/guide/a">JSX 链接</Link></p>

<div id="zh-source"><SourceCode href="https://github.com/web-infra-dev/rspress" /></div>

<div id="zh-prompt"><Prompt prompt="一段提示词" /></div>
`,
};
