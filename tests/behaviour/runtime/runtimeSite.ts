/**
 * A scratch site whose page component calls every export of `@rspress/core/runtime` and renders
 * what they return as JSON (`<pre id="ssg">` during static generation, `<pre id="browser">` after
 * hydration), with a base path and a site origin, so that a claim reads the results from the
 * pre-rendered HTML or from Chromium.
 */
export const PROBE = `import {
  addLeadingSlash,
  addTrailingSlash,
  BrowserOnly,
  cleanUrlByConfig,
  getSidebarDataGroup,
  Head,
  initPageData,
  isActive,
  isDataUrl,
  isEqualPath,
  isExternalUrl,
  isProduction,
  matchNavbar,
  matchSidebar,
  normalizeHref,
  normalizeHrefInRuntime,
  normalizeImagePath,
  NoSSR,
  PageContext,
  pathnameToRouteService,
  preloadLink,
  removeBase,
  removeTrailingSlash,
  routePathToMdPath,
  safePreconnect,
  safePreload,
  ThemeContext,
  useActiveMatcher,
  useDark,
  useFrontmatter,
  useHead,
  useI18n,
  useLang,
  useLocaleSiteData,
  useLocation,
  useNav,
  useNavigate,
  usePage,
  usePageData,
  usePages,
  useParams,
  useSearchParams,
  useSidebar,
  useSidebarDynamic,
  useSite,
  useVersion,
  useWindowSize,
  warmPageData,
  withBase,
  withSiteOrigin,
} from '@rspress/core/runtime';
import { useContext, useEffect, useState } from 'react';


function results() {
  const { page } = usePage();
  const { pages } = usePages();
  const pageData = usePageData();
  const { site } = useSite();
  const { frontmatter } = useFrontmatter();
  const t = useI18n<{ greet: unknown }>();
  const theme = useContext(ThemeContext);
  const pageContext = useContext(PageContext);
  const isActiveHere = useActiveMatcher();
  const [dynamic] = useSidebarDynamic();
  const route = pathnameToRouteService('/guide/probe');
  const size = useWindowSize();
  const location = useLocation();
  const [params] = useSearchParams();
  let missingKey = '';
  try {
    t('noSuchKey' as 'greet');
  } catch (error) {
    missingKey = String(error).slice(0, 40);
  }
  return {
    page: {
      title: page.title,
      routePath: page.routePath,
      lang: page.lang,
      pageType: page.pageType,
      toc: page.toc.map((item) => [item.id, item.text, item.depth]),
      description: page.description,
      frontmatter: page.frontmatter,
    },
    pages: pages.map((item) => item.routePath).sort(),
    pageContent: pages.some((item) => JSON.stringify(item).includes('PAGEBODYONLY')),
    pageData: [pageData.page.title, pageData.siteData.pages.length === pages.length],
    site: [site.title, site.description, site.base, site.lang, site.siteOrigin],
    frontmatter,
    lang: useLang(),
    version: useVersion(),
    localeSiteData: Object.keys(useLocaleSiteData() ?? {}).sort(),
    greet: t('greet', { name: 'Ada' }),
    missingKey,
    dark: useDark(),
    themeContext: [theme.theme, typeof theme.setTheme],
    pageContext: [pageContext.data?.title, typeof pageContext.setData],
    nav: useNav().map((item) => [item.text, 'link' in item ? item.link : undefined]),
    sidebar: useSidebar().map((item) => ('text' in item ? item.text : '')),
    dynamic: dynamic.map((item) => ['text' in item ? item.text : '', 'collapsed' in item ? item.collapsed : undefined]),
    group: getSidebarDataGroup(site.themeConfig.sidebar ?? {}, '/guide/probe').map((item) => ('text' in item ? item.text : '')),
    groupNone: getSidebarDataGroup(site.themeConfig.sidebar ?? {}, '/other/page'),
    activeHere: [isActiveHere('/guide/probe'), isActiveHere('/guide/other')],
    isActive: [isActive('/api/config', '/api/config.html'), isActive('/api/', '/api/index'), isActive('/API/Config?x=1#y', '/api/config/'), isActive('/api', '/guide')],
    matchNavbar: [
      matchNavbar({ text: 'Guide', link: '/guide/start', activeMatch: '/guide/' }, '/guide/basic/ssg'),
      matchNavbar({ text: 'Guide', link: '/guide/start.html' }, '/guide/start'),
      matchNavbar({ text: 'Guide', link: '/guide/start' }, '/guide/other'),
    ],
    matchSidebar: [matchSidebar('/guide/', '/guide/start'), matchSidebar('/guide/', '/api/start')],
    route: route ? [route.path, route.lang, typeof route.preload, typeof route.element, String(route.filePath).endsWith('probe.mdx')] : null,
    noRoute: pathnameToRouteService('/nowhere') ?? null,
    helpers: {
      withBase: [withBase('/logo.png'), withBase('logo.png'), withBase('/docs/logo.png'), withBase()],
      removeBase: removeBase('/docs/guide/'),
      withSiteOrigin: [withSiteOrigin('/docs/guide/'), withSiteOrigin('https://other.example/x')],
      normalizeHref: [
        normalizeHref('/guide/start'),
        normalizeHref('/guide/'),
        normalizeHref('/guide/start', true),
        normalizeHref('/guide/index', true),
        normalizeHref('/guide/start.html', true),
        normalizeHref('/file.pdf', false, ['.pdf']),
        normalizeHref('https://example.com/x'),
        normalizeHref('#anchor'),
        normalizeHref('./relative'),
        normalizeHref(''),
      ],
      normalizeHrefInRuntime: normalizeHrefInRuntime('/guide/start'),
      cleanUrlByConfig: cleanUrlByConfig('/guide/index.html'),
      normalizeImagePath: [normalizeImagePath('/hero.png'), normalizeImagePath('https://cdn.example/x.png'), normalizeImagePath('data:image/png;base64,AA'), normalizeImagePath('./x.png')],
      routePathToMdPath: [routePathToMdPath('/guide/start'), routePathToMdPath('/guide/')],
      isEqualPath: [isEqualPath('/guide/index.html#intro', '/guide/'), isEqualPath('/docs/guide/start', '/guide/start.html'), isEqualPath('/a', '/b')],
      addLeadingSlash: [addLeadingSlash('guide'), addLeadingSlash('/guide'), addLeadingSlash('https://example.com')],
      addTrailingSlash: [addTrailingSlash('/guide'), addTrailingSlash('/guide/')],
      removeTrailingSlash: [removeTrailingSlash('/docs/'), removeTrailingSlash('/docs')],
      isExternalUrl: [isExternalUrl('https://a.example'), isExternalUrl('mailto:a@b.c'), isExternalUrl('//cdn.example.com'), isExternalUrl('javascript:alert(1)'), isExternalUrl('data:text/plain,x'), isExternalUrl('file:///x'), isExternalUrl('/guide')],
      isDataUrl: [isDataUrl('data:image/png;base64,iVBORw0KGgo='), isDataUrl('/x.png')],
    },
    isProduction: isProduction(),
    safe: [typeof safePreconnect, typeof safePreload],
    windowSize: [size.width, size.height],
    initialSize: useWindowSize(1280, 800),
    router: [location.pathname, params.get('tab'), JSON.stringify(useParams())],
  };
}

function Json({ id }: { id: string }) {
  return <pre id={id}>{JSON.stringify(results())}</pre>;
}

function Navigation() {
  const navigate = useNavigate();
  const [warmed, setWarmed] = useState('');
  const [loaded, setLoaded] = useState('');
  const load = () => {
    initPageData('/guide/other').then((data) => setLoaded(data.title));
    initPageData('/nowhere').then((data) => setWarmed(data.pageType));
  };
  return (
    <div>
      <p id="loaded">{loaded}</p>
      <p id="missing-page">{warmed}</p>
      <button type="button" id="load" onClick={load}>
        load
      </button>
      <button type="button" id="preload" onClick={() => preloadLink('/guide/other')}>
        preload
      </button>
      <button type="button" id="go" onClick={() => navigate('/guide/other')}>
        go
      </button>
      <button type="button" id="warm" onClick={async () => {
          const data = await initPageData('/guide/other');
          warmPageData('/guide/other', { ...data, title: 'Warmed title' });
          setWarmed('warmed');
        }}>
        warm
      </button>
    </div>
  );
}

function DarkProbe() {
  const dark = useDark();
  const { setTheme } = useContext(ThemeContext);
  const { width } = useWindowSize();
  return (
    <div>
      <p id="dark">{String(dark)}</p>
      <p id="width">{String(width)}</p>
      <button type="button" id="set-dark" onClick={() => setTheme?.('dark')}>
        dark
      </button>
    </div>
  );
}

export function Probe() {
  useHead({ title: 'Title from useHead', meta: [{ name: 'robots', content: 'noindex' }] });
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return (
    <div>
      <Head>
        <meta name="from-head" content="head component" />
      </Head>
      {mounted ? <Json id="browser" /> : <Json id="ssg" />}
      <NoSSR>
        <span id="nossr">only in the browser</span>
      </NoSSR>
      <BrowserOnly fallback={<span id="fallback">fallback</span>}>
        {async () => <span id="browser-only">{typeof window}</span>}
      </BrowserOnly>
      <DarkProbe />
      <Navigation />
    </div>
  );
}
`;

export const RUNTIME_SITE: Record<string, string> = {
  'rspress.config.ts': `import { defineConfig } from '@rspress/core';

export default defineConfig({
  root: 'docs',
  base: '/docs/',
  title: 'Runtime',
  description: 'Runtime site',
  lang: 'en',
  siteOrigin: 'https://example.com',
  llms: true,
  i18nSource: { greet: { en: 'Hello {{name}}' } },
  themeConfig: {
    nav: [{ text: 'Guide', link: '/guide/probe' }],
    sidebar: {
      '/guide/': [
        { text: 'Probe', link: '/guide/probe' },
        { text: 'Group', collapsed: true, items: [{ text: 'Other', link: '/guide/other' }] },
      ],
    },
  },
});
`,
  'components/Probe.tsx': PROBE,
  'docs/index.md': '# Home\n\nHome page.\n',
  'docs/guide/probe.mdx': `---
title: Probe page
custom: own field
---

import { Probe } from '../../components/Probe';

# Probe heading

PROBEBODYWORD is the description.

## Section {#section}

PAGEBODYONLY in the section.

### Sub {#sub}

<Probe />
`,
  'docs/guide/other.md': '# Other page\n\nOther.\n',
};
