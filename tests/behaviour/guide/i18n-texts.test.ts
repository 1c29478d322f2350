/**
 * The theme's own words in five languages, as Internationalisation describes them: the texts Rspress
 * ships for its built-in keys, the order in which `i18n.json` and `i18nSource` replace them, the
 * folder of each language and the shared `public/` folder, on one scratch site in English, Chinese,
 * Japanese, Korean and Russian.
 */
import { afterAll, beforeAll, expect } from 'vitest';
import { claim } from '../../support/claims.ts';
import { buildScratchSite, type ScratchBuild } from '../../support/scratchSite.ts';

const LANGS = ['en', 'zh', 'ja', 'ko', 'ru'] as const;
type Lang = (typeof LANGS)[number];

const FILES: Record<string, string> = {
  'rspress.config.ts': `import { defineConfig } from '@rspress/core';

export default defineConfig({
  root: 'docs',
  title: 'Scratch',
  lang: 'en',
  locales: [${LANGS.map((lang) => `{ lang: '${lang}', label: 'label-${lang}' }`).join(', ')}],
  themeConfig: { editLink: { docRepoBaseUrl: 'https://github.com/acme/docs/tree/main/docs' } },
  i18nSource: (texts) => ({
    ...texts,
    nextPageText: { ...texts.nextPageText, en: 'Next' },
  }),
});
`,
  'i18n.json': JSON.stringify({ nextPageText: { en: 'From the file', zh: '来自文件' } }),
  'docs/public/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
};
for (const lang of LANGS) {
  FILES[`docs/${lang}/index.md`] = `---\npageType: home\nhero:\n  name: Home ${lang}\n---\n`;
  FILES[`docs/${lang}/guide/a.md`] =
    `# A ${lang}\n\n## Part {#part}\n\nText.\n\n\`\`\`js\nconst x = 1;\n\`\`\`\n`;
  FILES[`docs/${lang}/guide/b.md`] = `# B ${lang}\n\nText.\n`;
}

let site: ScratchBuild;

beforeAll(async () => {
  site = await buildScratchSite(FILES);
  expect(site.ok, site.output).toBe(true);
});
afterAll(async () => {
  await site?.remove();
});

/** The texts of a built page (element contents and `title` attributes), in document order. */
async function texts(file: string): Promise<string[]> {
  const html = (await site.read(file)).replaceAll('<!-- -->', '');
  const contents = [...html.matchAll(/>([^<>]+)</g)].map((match) => match[1]?.trim() ?? '');
  const titles = [...html.matchAll(/ title="([^"]+)"/g)].map((match) => match[1] ?? '');
  return [...contents, ...titles].filter((text) => text.length > 0);
}

function pageOf(lang: Lang, page: string): string {
  return lang === 'en' ? page : `${lang}/${page}`;
}

claim(
  'guide/default-theme/i18n#built-in-keys',
  'the English defaults of the table are what an English page and the 404 page show',
  async () => {
    const page = await texts('guide/a.html');
    for (const text of [
      'Search',
      'Languages',
      'Theme',
      'Menu',
      'ON THIS PAGE',
      'Edit this page',
      'Previous page',
      'Copy code',
      'Toggle code wrap',
    ]) {
      expect(page, text).toContain(text);
    }
    const notFound = await texts('404.html');
    expect(notFound).toContain('PAGE NOT FOUND');
    expect(notFound).toContain('Take me home');
  },
);

claim(
  'guide/default-theme/i18n#built-in-keys',
  'Rspress ships the texts of the built-in keys in Chinese, Japanese, Korean and Russian',
  async () => {
    const shipped: Record<Exclude<Lang, 'en'>, string[]> = {
      zh: ['搜索', '目录', '编辑此页面', '上一页', '复制代码'],
      ja: ['検索', '目次', 'このページを編集', '前のページ', 'コードをコピー'],
      ko: ['검색', '이 페이지 목차', '이 페이지 편집', '이전 페이지', '코드 복사'],
      ru: [
        'Поиск',
        'ОГЛАВЛЕНИЕ',
        'Отредактировать страницу',
        'Предыдущая страница',
        'Скопировать код',
      ],
    };
    for (const [lang, words] of Object.entries(shipped) as [Exclude<Lang, 'en'>, string[]][]) {
      const page = await texts(pageOf(lang, 'guide/a.html'));
      for (const word of words) expect(page, `${lang}: ${word}`).toContain(word);
      expect(page, lang).not.toContain('Edit this page');
    }
  },
);

claim(
  ['guide/default-theme/i18n#i18n-source', 'guide/default-theme/i18n#i18n-json'],
  'i18nSource wins over i18n.json, which wins over the shipped texts; a language neither names keeps the shipped text',
  async () => {
    const next = {
      en: await texts('guide/a.html'),
      zh: await texts('zh/guide/a.html'),
      ja: await texts('ja/guide/a.html'),
    };
    expect(next.en).toContain('Next');
    expect(next.en).not.toContain('From the file');
    expect(next.zh).toContain('来自文件');
    expect(next.zh).not.toContain('下一页');
    expect(next.ja).toContain('次のページ');
  },
);

claim(
  ['guide/default-theme/i18n#folder-layout', 'guide/default-theme/i18n#add-language'],
  'each language folder gives its pages and home page under its prefix, the default language none; docs/public is shared by all',
  async () => {
    expect(await site.read('logo.svg')).toContain('<svg');
    for (const lang of LANGS) {
      expect(site.has(`${lang}/logo.svg`), lang).toBe(false);
      expect(await texts(pageOf(lang, 'index.html')), lang).toContain(`Home ${lang}`);
      expect(await texts(pageOf(lang, 'guide/b.html')), lang).toContain(`B ${lang}`);
    }
    expect(site.has('en/guide/a.html')).toBe(false);
    // The switcher of every page lists each language's label.
    const page = await texts('ru/guide/a.html');
    for (const lang of LANGS) expect(page).toContain(`label-${lang}`);
  },
);
