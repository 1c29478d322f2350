import { readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@rspress/core';
import { firstLoadPlugin } from './perf/plugin.ts';
import type { Terminology } from './search/build/glossary.ts';
import { searchPlugin } from './search/build/plugin.ts';
import { searchConfigFromEnv } from './search/config.ts';
import { llmsTxtRenderer } from './seo/llmsTxt.ts';
import { seoPlugin } from './seo/plugin.ts';
import { siteUrlFromEnv } from './seo/site.ts';
import { announcementHead } from './theme/announcement.ts';
import { rehypeHeadingAnchors } from './theme/headingAnchors.ts';
import { FIRST_PAINT_HEAD } from './theme/layouts/mainContent.ts';

const terminology = JSON.parse(
  readFileSync(path.join(import.meta.dirname, 'terminology.json'), 'utf8'),
) as Terminology;

const repo = 'https://github.com/web-infra-dev/rspress';
const docsRoot = path.join(import.meta.dirname, 'docs');
const siteUrl = siteUrlFromEnv(process.env);
const locales = [
  {
    lang: 'en',
    label: 'English',
    title: 'Rspress',
    description: 'Rsbuild based static site generator',
  },
  {
    lang: 'zh',
    label: '简体中文',
    title: 'Rspress',
    description: '基于 Rsbuild 的静态站点生成器',
  },
];
const descriptions = Object.fromEntries(
  locales.map(({ lang, description }) => [lang, description]),
);

export default defineConfig({
  root: docsRoot,
  title: 'Rspress',
  description: 'Rsbuild based static site generator',
  // Hides the announcement bar before the first paint for readers who closed it.
  head: [FIRST_PAINT_HEAD, ...announcementHead()],
  icon: '/favicon.svg',
  logo: { light: '/logo-light.svg', dark: '/logo-dark.svg' },
  logoText: 'Rspress',
  base: '/',
  lang: 'en',
  locales,
  // Canonical URLs, language alternates, sitemap and llms.txt links are absolute under it.
  siteOrigin: siteUrl,
  // Labels and theme texts for both languages live in i18n.json.
  i18nSourcePath: path.join(import.meta.dirname, 'i18n.json'),
  outDir: process.env.RSPRESS_OUT_DIR ?? 'doc_build',
  ssg: true,
  // llms.txt, llms-full.txt and one .md file per page, for each language.
  llms: { llmsTxt: llmsTxtRenderer(descriptions) },
  route: {
    cleanUrls: true,
    // Shared snippets are included into pages, never routes of their own.
    exclude: ['**/fragments/**'],
    // An explicit /zh/ link always shows Chinese; only the default-language
    // root may send a Chinese browser to its twin once.
    localeRedirect: 'only-default-lang',
  },
  markdown: {
    // Heading anchors out of the Tab order (they are hidden from screen readers).
    rehypePlugins: [rehypeHeadingAnchors],
  },
  plugins: [
    searchPlugin({
      docsRoot,
      defaultLang: 'en',
      search: searchConfigFromEnv(process.env),
      // Their entries come first for a query typed as code (`globalStyles`, `rspress build`).
      referencePages: ['/api/', '/plugin/system/plugin-api'],
      terminology,
    }),
    seoPlugin({ siteUrl, siteName: 'Rspress', defaultLang: 'en', descriptions }),
    firstLoadPlugin({ themeEntry: path.join(import.meta.dirname, 'theme/index.tsx') }),
  ],
  themeConfig: {
    editLink: {
      docRepoBaseUrl: `${repo}/tree/main/website/docs`,
    },
    socialLinks: [
      { icon: 'github', mode: 'link', content: repo },
      { icon: 'discord', mode: 'link', content: 'https://discord.gg/mkVw5zPAtf' },
      { icon: 'x', mode: 'link', content: 'https://x.com/rspack_dev' },
    ],
    footer: {
      message: '© 2023-present ByteDance Inc. Released under the MIT License.',
    },
    locales: [
      { lang: 'en', label: 'English' },
      { lang: 'zh', label: '简体中文' },
    ],
    hideNavbar: 'auto',
    // `llms` would also add copy/open-in-chat buttons under every title; the files are enough.
    llmsUI: false,
    enableAppearanceAnimation: false,
    enableContentAnimation: false,
  },
});
