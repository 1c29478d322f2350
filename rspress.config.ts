import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@rspress/core';
import { annotatedBlocks, codeNotationPlugin } from './build/codeNotation.ts';
import { docsearchGroupsPlugin } from './build/docsearchGroups.ts';
import {
  docRepoBaseUrl,
  editLinkHost,
  newIssueForm,
  type PackageRepository,
  withEditLinkHost,
} from './build/editLink.ts';
import { announcementHead, FIRST_PAINT_HEAD } from './build/head.ts';
import { rehypeHeadingAnchors } from './build/headingAnchors.ts';
import { lastUpdatedPlugin } from './build/lastUpdated.ts';
import { markdownTwinsPlugin } from './build/markdownTwins.ts';
import { twoslashPlugin } from './build/twoslash.ts';
import { DEFAULT_LANG, LANGS, LOCALES, REPOSITORY, SITE_REPOSITORY } from './common/site.ts';
import { paintFirstPlugin } from './perf/paintFirst.ts';
import { firstLoadPlugin } from './perf/plugin.ts';
import { searchConfigFromEnv } from './search/config.ts';
import type { Terminology } from './search/indexing/glossary.ts';
import { searchPlugin } from './search/indexing/plugin.ts';
import { llmsTxtRenderer } from './seo/llmsTxt.ts';
import { seoPlugin } from './seo/plugin.ts';
import { siteUrlFromEnv } from './seo/site.ts';
import { SECTIONS } from './seo/socialImage.ts';

const terminology = JSON.parse(
  readFileSync(path.join(import.meta.dirname, 'terminology.json'), 'utf8'),
) as Terminology;

/** The pages, in the folder of package.json. */
const docsDir = 'docs';
const docsRoot = path.join(import.meta.dirname, docsDir);
const packageJson = JSON.parse(
  readFileSync(path.join(import.meta.dirname, 'package.json'), 'utf8'),
) as { repository?: PackageRepository };
// The patches applied to dependencies at install (patches/README.md), and the one applied when
// the bundle is built (build/docsearchGroups.ts): the build cache keys the files of node_modules
// by package version, so a changed patch must invalidate it.
const patchesDir = path.join(import.meta.dirname, 'patches');
const patches = [
  ...readdirSync(patchesDir).map((name) => path.join(patchesDir, name)),
  path.join(import.meta.dirname, 'build/docsearchGroups.ts'),
];
// "Edit this page" opens the page's file in this site's repository (common/site.ts).
const editLinkSource = { repository: packageJson.repository, ...SITE_REPOSITORY, docsDir };
const siteUrl = siteUrlFromEnv(process.env);
const locales = LANGS.map((lang) => ({ lang, ...LOCALES[lang] }));
const descriptions = Object.fromEntries(
  locales.map(({ lang, description }) => [lang, description]),
);
const i18nSourcePath = path.join(import.meta.dirname, 'i18n.json');
const i18nTexts = JSON.parse(readFileSync(i18nSourcePath, 'utf8')) as Record<
  string,
  Record<string, string>
>;
const persistentCache = process.env.RSPRESS_PERSISTENT_CACHE !== 'false';
const seo = seoPlugin({
  siteUrl,
  siteName: 'Rspress',
  defaultLang: DEFAULT_LANG,
  descriptions,
  // The sections' names on the pages' social images, as the nav shows them.
  sectionLabels: Object.fromEntries(
    SECTIONS.map((section) => [section, i18nTexts[section] ?? { en: section }]),
  ) as Record<(typeof SECTIONS)[number], Record<string, string>>,
  // The social images drawn by earlier builds, kept like Rspress's build cache.
  ...(persistentCache
    ? { socialImageCache: path.join(import.meta.dirname, 'node_modules/.cache/social-images') }
    : {}),
});

export default defineConfig({
  root: docsRoot,
  title: LOCALES[DEFAULT_LANG].title,
  description: LOCALES[DEFAULT_LANG].description,
  // Hides the announcement bar before the first paint for readers who closed it.
  head: [FIRST_PAINT_HEAD, ...announcementHead()],
  icon: '/favicon.svg',
  logo: { light: '/logo-light.svg', dark: '/logo-dark.svg' },
  logoText: 'Rspress',
  base: '/',
  lang: DEFAULT_LANG,
  locales,
  // Canonical URLs, language alternates, sitemap and llms.txt links are absolute under it.
  siteOrigin: siteUrl,
  // Labels and theme texts for both languages live in i18n.json; the edit link's names the host
  // of the repository it opens.
  i18nSourcePath,
  i18nSource: (texts) => withEditLinkHost(texts, editLinkHost(editLinkSource)),
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
  builderConfig: {
    source: {
      // The feedback block's "Open an issue": the new-issue form of the repository the edit
      // links open (theme/components/PageFeedback), `null` where it cannot be prefilled.
      define: { __NEW_ISSUE_FORM__: JSON.stringify(newIssueForm(editLinkSource)) },
    },
    performance: {
      // Rsbuild's table of every emitted file, with its gzip size: printed by `npm run build`;
      // `npm start` turns it off (BUILD_FILE_SIZES=off), saving the compression it measures.
      ...(process.env.BUILD_FILE_SIZES === 'off' ? { printFileSize: false } : {}),
      ...(persistentCache ? { buildCache: { buildDependencies: patches } } : {}),
    },
  },
  plugins: [
    searchPlugin({
      docsRoot,
      defaultLang: DEFAULT_LANG,
      search: searchConfigFromEnv(process.env),
      // Their entries come first for a query typed as code (`globalStyles`, `rspress build`).
      referencePages: ['/api/', '/plugin/system/plugin-api'],
      terminology,
      // Annotated code is indexed as it is shown, without its notation comments.
      shownCode: annotatedBlocks,
    }),
    seo,
    firstLoadPlugin({
      themeEntry: path.join(import.meta.dirname, 'theme/index.tsx'),
      descriptionOf: seo.descriptionOf,
    }),
    paintFirstPlugin(),
    // Annotated code blocks (`{1,3-4}` in the meta, `// [!code ++]` in the code), also in the
    // Markdown twins of the pages.
    codeNotationPlugin(),
    // Type information on the TypeScript examples with `twoslash` in their meta, type-checked at
    // build time; their popups' script and styles load on those pages only.
    twoslashPlugin(),
    // The Markdown twins' headings without their custom ids (`## Install {#install}`).
    markdownTwinsPlugin(),
    // "Last Updated" under each doc page, from the Git history (it turns on themeConfig.lastUpdated).
    lastUpdatedPlugin(docsRoot),
    // The search modal lists its hits in the order the engine ranked them: a sidebar group that
    // comes back further down the answer is listed again there, not merged into its first place.
    docsearchGroupsPlugin(),
  ],
  themeConfig: {
    editLink: { docRepoBaseUrl: docRepoBaseUrl(editLinkSource) },
    socialLinks: [
      { icon: 'github', mode: 'link', content: REPOSITORY },
      { icon: 'discord', mode: 'link', content: 'https://discord.gg/mkVw5zPAtf' },
      { icon: 'x', mode: 'link', content: 'https://x.com/rspack_dev' },
    ],
    footer: {
      message: '© 2023-present ByteDance Inc. Released under the MIT License.',
    },
    locales: locales.map(({ lang, label }) => ({ lang, label })),
    hideNavbar: 'auto',
    // Under every doc page's title: "Copy Markdown" and a menu to copy the Markdown twin's link
    // or open the page in ChatGPT or Claude (theme/components/LlmsViewOptions); in every page's
    // HTML, a hidden hint for AI agents to llms.txt and the page's Markdown twin.
    llmsUI: { placement: 'title' },
    enableAppearanceAnimation: false,
    enableContentAnimation: false,
  },
});
