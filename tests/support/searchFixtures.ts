import { type PageForSearch, pageRecords } from '../../search/indexing/records.ts';
import type { SearchIndexFile } from '../../search/types.ts';

/** Headings as Rspress reports them: `charIndex` is where their text starts in the content. */
export function withHeadings(
  page: Omit<PageForSearch, 'toc'>,
  headings: [id: string, text: string, depth: number][],
): PageForSearch {
  return {
    ...page,
    toc: headings.map(([id, text, depth]) => ({
      id,
      text,
      depth,
      charIndex: page.content.indexOf(text),
    })),
  };
}

/** A small bilingual corpus shaped like Rspress page data, for the engine's tests. */
export function englishIndex(): SearchIndexFile {
  const records = [
    ...pageRecords(
      withHeadings(
        {
          routePath: '/guide/start/getting-started',
          title: 'Getting started',
          lang: 'en',
          content:
            'Create a site and run the development server.\n\nInstallation\n\nInstall the package with npm install @rspress/core and configure the site in rspress.config.ts.\n\nThe dev server\n\nRun rspress dev to start the server with hot reload.',
        },
        [
          ['installation', 'Installation', 2],
          ['dev-server', 'The dev server', 2],
        ],
      ),
      'Getting Started',
    ),
    ...pageRecords(
      withHeadings(
        {
          routePath: '/guide/basic/auto-nav-sidebar',
          title: 'Navbar and sidebar',
          lang: 'en',
          content:
            'Generate the navigation from files.\n\nSidebar groups\n\nEach folder becomes a group of the sidebar; _meta.json sets the order.',
        },
        [['sidebar-groups', 'Sidebar groups', 2]],
      ),
      'Features',
    ),
    ...pageRecords(
      withHeadings(
        {
          routePath: '/api/config/config-basic',
          title: 'Basic config',
          lang: 'en',
          content:
            'Every basic option of the config file.\n\nbase\n\nThe base path of the site, such as /docs/. Deploying under a sub path needs it.\n\nsidebar\n\nThe sidebar option lists the groups of the sidebar for each path.',
        },
        [
          ['base', 'base', 3],
          ['sidebar', 'sidebar', 3],
        ],
      ),
      'Config',
    ),
    ...pageRecords(
      withHeadings(
        {
          routePath: '/guide/advanced/custom-theme',
          title: 'Custom theme <img src=x onerror=alert(1)>',
          lang: 'en',
          content: 'Replace a component with <script>alert("x")</script> & friends.',
        },
        [],
      ),
      'Advanced',
    ),
  ];
  return { indexName: 'docs_en', lang: 'en', records };
}

export function chineseIndex(): SearchIndexFile {
  const records = [
    ...pageRecords(
      withHeadings(
        {
          routePath: '/zh/guide/basic/auto-nav-sidebar',
          title: '自动生成导航栏和侧边栏',
          lang: 'zh',
          content:
            '根据文件结构生成导航栏与侧边栏。\n\n侧边栏分组\n\n每个目录会成为侧边栏中的一个分组，_meta.json 决定顺序。',
        },
        [['sidebar-groups', '侧边栏分组', 2]],
      ),
      '功能特性',
    ),
    ...pageRecords(
      withHeadings(
        {
          routePath: '/zh/guide/default-theme/i18n',
          title: '国际化',
          lang: 'zh',
          content:
            '为站点提供多语言支持，实现完整的国际化方案。\n\n语言切换\n\n在导航栏中切换语言。',
        },
        [['switcher', '语言切换', 2]],
      ),
      '默认主题',
    ),
    ...pageRecords(
      withHeadings(
        {
          routePath: '/zh/guide/basic/ssg',
          title: '静态站点生成',
          lang: 'zh',
          content: '在构建时为每个路由生成 HTML 文件，这就是静态站点生成（SSG）。',
        },
        [],
      ),
      '功能特性',
    ),
    ...pageRecords(
      withHeadings(
        {
          routePath: '/zh/plugin/system/introduction',
          title: '插件系统',
          lang: 'zh',
          content: '通过 Rspress 插件扩展构建流程和页面数据。',
        },
        [],
      ),
      '插件系统',
    ),
  ];
  return { indexName: 'docs_zh', lang: 'zh', records };
}

/** A small deterministic random generator for property tests, so that failures can be replayed. */
export function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}
