import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGS, langPrefix, SITE_REPOSITORY } from '../../common/site.ts';
import { expect, test } from '../support/fixtures.ts';

// The footer of a doc page: "Edit this page" opens the page's own file in this site's repository,
// and "Last Updated" gives the date of the file's last commit in the page's language.

const { repository } = JSON.parse(readFileSync('package.json', 'utf8'));
const [, owner, name] = /github\.com[/:]([^/]+)\/([^/]+?)(?:\.git)?$/.exec(repository.url) ?? [];
const editUrl = new RegExp(`^https://github\\.com/${owner}/${name}/edit/([^/]+)/(.+)$`);

/** The text of the edit links, for this repository on GitHub. */
const editText = { en: 'Edit this page on GitHub', zh: '在 GitHub 上编辑此页' };

/** The source file of a page of the docs, `docs/<lang>/<slug>.md` or `.mdx`. */
const sourceOf = (lang: string, slug: string) =>
  ['.md', '.mdx']
    .map((ext) => `docs/${lang}/${slug}${ext}`)
    .find((file) => existsSync(path.resolve(file)));

for (const lang of LANGS) {
  for (const slug of ['guide/basic/use-mdx', 'api/config/config-theme']) {
    test(`${lang}: the edit links of /${slug} open its source file in this repository`, async ({
      page,
      visit,
    }) => {
      await visit(`${langPrefix(lang)}/${slug}`);
      const source = sourceOf(lang, slug);
      expect(source).toBeDefined();
      // Once on the page (the default theme repeats it in the outline), under the page, named
      // after the repository's host.
      const links = page.getByRole('link', { name: editText[lang] });
      await expect(links).toHaveCount(1);
      await expect(
        page.locator('.rp-doc-footer').getByRole('link', { name: editText[lang] }),
      ).toBeVisible();
      const [, branch, file] = editUrl.exec((await links.getAttribute('href')) ?? '') ?? [];
      expect(branch).toBe(SITE_REPOSITORY.branch);
      expect(file).toBe(source);
      // On a phone too.
      await page.setViewportSize({ width: 390, height: 844 });
      await expect(links).toHaveCount(1);
      await links.scrollIntoViewIfNeeded();
      await expect(links).toBeVisible();
    });
  }
}

/**
 * The line as each language writes it: in English a colon after the label; in Chinese none, the
 * label ending in 于 ("on"), and no ASCII colon in any case.
 */
const lastUpdatedLine = {
  en: (date: string) => `Last Updated: ${date}`,
  zh: (date: string) => `最后更新于 ${date}`,
};
/** How each language writes a date, day of the month as a number. */
const dateShape = { en: /^[A-Z][a-z]+ \d{1,2}, \d{4}$/, zh: /^\d{4}年\d{1,2}月\d{1,2}日$/ };

const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).trim();

/**
 * `git log -1 --format=%cI -- <file>`, or `undefined` when this checkout's history cannot tell
 * (no Git, or a shallow clone cut off at the commit git names).
 */
function committerDate(file: string): string | undefined {
  try {
    const [hash, date] = git('log', '-1', '--format=%H %cI', '--', file).split(' ');
    const shallow =
      git('rev-parse', '--is-shallow-repository') === 'true'
        ? readFileSync(git('rev-parse', '--git-path', 'shallow'), 'utf8')
        : '';
    return hash && !shallow.includes(hash) ? date : undefined;
  } catch {
    return undefined;
  }
}

for (const lang of LANGS) {
  for (const slug of ['guide/start/introduction', 'plugin/official-plugins/shiki']) {
    test(`${lang}: /${slug} says when its file last changed in Git, in the page's language`, async ({
      page,
      visit,
    }) => {
      const committed = committerDate(sourceOf(lang, slug) ?? '');
      await visit(`${langPrefix(lang)}/${slug}`);
      const line = page.locator('.rp-doc-footer .rp-last-updated');
      if (!committed) {
        // Built without the history: no line rather than a wrong date.
        await expect(line).toHaveCount(0);
        return;
      }
      // The calendar day of the commit where it was made, as the language writes it.
      const [year, month, day] = committed.slice(0, 10).split('-').map(Number) as number[];
      const date = new Date(Date.UTC(year ?? 0, (month ?? 0) - 1, day)).toLocaleDateString(lang, {
        dateStyle: 'long',
        timeZone: 'UTC',
      });
      expect(date).toMatch(dateShape[lang]);
      await expect(line).toHaveText(lastUpdatedLine[lang](date));
    });
  }
}
