import { LANGS, langPrefix } from '../../common/site.ts';
import { expect, test } from '../support/fixtures.ts';

// Annotated code blocks: lines highlighted by number in the meta and by notation comments
// (build/codeNotation.ts), styled by the theme, the comments gone from what the reader sees.

const colorOf = (locator: import('@playwright/test').Locator) =>
  locator.evaluate((element) => getComputedStyle(element).color);
const backgroundOf = (locator: import('@playwright/test').Locator) =>
  locator.evaluate((element) => getComputedStyle(element).backgroundColor);
const TRANSPARENT = 'rgba(0, 0, 0, 0)';

// The copy buttons write to the clipboard, which the tests read back.
test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

/** Clicks the copy button of the code block holding `pre`, and answers what the clipboard got. */
async function copied(pre: import('@playwright/test').Locator): Promise<string> {
  const page = pre.page();
  await page.evaluate(() => navigator.clipboard.writeText('nothing yet'));
  const block = pre.locator(
    'xpath=ancestor::div[contains(concat(" ", @class, " "), " rp-codeblock ")][1]',
  );
  await block.hover();
  await block.getByRole('button', { name: /copy|复制/i }).click();
  await expect
    .poll(() => page.evaluate(() => navigator.clipboard.readText()))
    .not.toBe('nothing yet');
  return page.evaluate(() => navigator.clipboard.readText());
}

for (const lang of LANGS) {
  const page = `${langPrefix(lang)}/guide/basic/use-mdx`;

  test(`${lang}: notation comments mark lines as added, removed, highlighted, warning and error`, async ({
    page: browser,
    visit,
  }) => {
    await visit(page);
    const section = browser.locator('.rp-doc');
    const block = section.locator('pre.shiki.has-diff.has-highlighted', {
      hasText: 'outDir: 42,',
    });
    await expect(block).toHaveCount(1);
    await expect(block).not.toContainText('[!code');
    const line = (text: string) => block.locator('.line', { hasText: text });
    await expect(line("title: 'My Docs'")).toHaveClass(/\bdiff\b.*\bremove\b/);
    await expect(line("title: 'Acme Docs'")).toHaveClass(/\bdiff\b.*\badd\b/);
    await expect(line("lang: 'en'")).toHaveClass(/\bhighlighted\b/);
    await expect(line("base: '/docs/'")).toHaveClass(/\bhighlighted\b.*\bwarning\b/);
    await expect(line('outDir: 42')).toHaveClass(/\bhighlighted\b.*\berror\b/);
    await expect(line('const config')).not.toHaveClass(/\b(highlighted|diff)\b/);
    for (const text of ["title: 'My Docs'", "title: 'Acme Docs'", "lang: 'en'", 'outDir: 42']) {
      expect(await backgroundOf(line(text)), text).not.toBe(TRANSPARENT);
    }
    const marker = (text: string) =>
      line(text).evaluate((element) => getComputedStyle(element, '::after').content);
    expect(await marker("title: 'My Docs'")).toBe('"-"');
    expect(await marker("title: 'Acme Docs'")).toBe('"+"');

    // The source of the example shows the notation as it is written.
    const source = section.locator('pre.shiki', { hasText: 'outDir: 42, // [!code error]' });
    await expect(source).toHaveCount(1);
    await expect(source).not.toContainText('[\\!code');
  });

  test(`${lang}: a focused block greys the other lines until the pointer is over it`, async ({
    page: browser,
    visit,
  }) => {
    await visit(page);
    const block = browser.locator('.rp-doc pre.shiki.has-focused');
    await expect(block).toHaveCount(1);
    await expect(block).not.toContainText('[!code');
    const focused = block.locator('.line.focused');
    await expect(focused).toHaveText([
      "  title: 'Acme Docs',",
      "  description: 'Guides and API reference',",
    ]);
    // The line that held the notation is gone: the block starts with the import.
    await expect(block.locator('.line').nth(3)).toHaveText("  title: 'Acme Docs',");

    const other = block.locator('.line', { hasText: 'export default' });
    const keyword = other.locator('span', { hasText: 'export' }).first();
    const comment = await block.evaluate((element) =>
      getComputedStyle(element).getPropertyValue('--shiki-token-comment').trim(),
    );
    const greyed = await colorOf(keyword);
    expect(await other.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
    expect(await other.evaluate((element) => getComputedStyle(element).filter)).toBe('none');
    expect(
      await keyword.evaluate((element, value) => {
        const probe = document.createElement('span');
        probe.style.color = value;
        element.append(probe);
        const color = getComputedStyle(probe).color;
        probe.remove();
        return color;
      }, comment),
    ).toBe(greyed);

    await block.hover();
    await expect.poll(() => colorOf(keyword)).not.toBe(greyed);
  });

  test(`${lang}: line numbers in the meta highlight those lines`, async ({
    page: browser,
    visit,
  }) => {
    await visit(page);
    const block = browser.locator('.rp-doc pre.shiki[data-lang="ts"]', {
      hasText: 'console.log(sum)',
    });
    await expect(block).toHaveCount(1);
    const lines = block.locator('.line');
    await expect(lines).toHaveCount(4);
    for (const [index, highlighted] of [true, false, true, true].entries()) {
      const line = lines.nth(index);
      if (highlighted) {
        await expect(line).toHaveClass(/\bhighlighted\b/);
        expect(await backgroundOf(line)).not.toBe(TRANSPARENT);
      } else {
        await expect(line).not.toHaveClass(/\bhighlighted\b/);
      }
    }
  });

  test(`${lang}: the Shiki page shows a diff and a highlighted line`, async ({
    page: browser,
    visit,
  }) => {
    await visit(`${langPrefix(lang)}/plugin/official-plugins/shiki`);
    const block = browser.locator('.rp-doc pre.shiki.has-diff');
    await expect(block).toHaveCount(1);
    await expect(block).not.toContainText('[!code');
    await expect(block.locator('.line.diff.remove')).toHaveText(['    showLineNumbers: false,']);
    await expect(block.locator('.line.diff.add')).toHaveText(['    showLineNumbers: true,']);
    await expect(block.locator('.line.highlighted')).toHaveText([
      '      transformers: [transformerNotationDiff()],',
    ]);
  });

  test(`${lang}: copying a diff copies the code after the change: no removed line, no marker`, async ({
    page: browser,
    visit,
  }) => {
    await visit(page);
    const example = browser.locator('.rp-doc pre.shiki.has-diff', { hasText: 'outDir: 42,' });
    expect(await copied(example)).toBe(
      "const config = {\n  title: 'Acme Docs',\n  lang: 'en',\n  base: '/docs/',\n  outDir: 42,\n};",
    );

    await visit(`${langPrefix(lang)}/plugin/official-plugins/shiki`);
    const config = await copied(browser.locator('.rp-doc pre.shiki.has-diff'));
    expect(config).toContain('    showLineNumbers: true,\n');
    expect(config).not.toContain('showLineNumbers: false');
    expect(config.split('\n').filter((line) => /^[+-]/.test(line))).toEqual([]);
    // A block without a diff is copied whole.
    const plain = browser.locator('.rp-doc pre.shiki:not(.has-diff)').first();
    expect(await copied(plain)).toBe(await plain.textContent());
  });

  for (const appearance of ['light', 'dark'] as const) {
    test(`${lang}: marked lines reach the right edge of their block (${appearance})`, async ({
      page: browser,
      visit,
    }) => {
      await browser.emulateMedia({ colorScheme: appearance });
      await visit(page);
      const block = browser.locator('.rp-doc pre.shiki.has-diff', { hasText: 'outDir: 42,' });
      const content = block.locator(
        'xpath=ancestor::div[contains(concat(" ", @class, " "), " rp-codeblock__content ")][1]',
      );
      const edge = await content.evaluate((element) => element.getBoundingClientRect().right);
      const marked = block.locator('.line.diff, .line.highlighted');
      expect(await marked.count()).toBe(5);
      for (const right of await marked.evaluateAll((lines) =>
        lines.map((line) => line.getBoundingClientRect().right),
      )) {
        expect(Math.abs(edge - right)).toBeLessThanOrEqual(1);
      }
    });
  }

  test(`${lang}: the Markdown twin has the code as the page shows it`, async ({ request }) => {
    const twin = await (await request.get(`${page}.md`)).text();
    expect(twin).toContain("  title: 'My Docs',\n  title: 'Acme Docs',\n  lang: 'en',\n");
    expect(twin).toContain("  title: 'My Docs', // [!code --]\n");
    expect(twin).not.toContain('[\\!code --]');
    expect(twin).toContain("export default defineConfig({\n  title: 'Acme Docs',\n");
  });
}
