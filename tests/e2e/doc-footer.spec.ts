import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGS, langPrefix, SITE_REPOSITORY } from '../../common/site.ts';
import { expect, test } from '../support/fixtures.ts';

// The footer of a doc page: "Edit this page" opens the page's own file in this site's repository.

const { repository } = JSON.parse(readFileSync('package.json', 'utf8'));
const [, owner, name] = /github\.com[/:]([^/]+)\/([^/]+?)(?:\.git)?$/.exec(repository.url) ?? [];
const editUrl = new RegExp(`^https://github\\.com/${owner}/${name}/edit/([^/]+)/(.+)$`);

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
      const links = page.locator('.rp-edit-link');
      // One under the page, one in the outline.
      await expect(links).toHaveCount(2);
      for (const href of await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')))) {
        const [, branch, file] = editUrl.exec(href ?? '') ?? [];
        expect(branch, href ?? '').toBe(SITE_REPOSITORY.branch);
        expect(file, href ?? '').toBe(source);
      }
    });
  }
}
