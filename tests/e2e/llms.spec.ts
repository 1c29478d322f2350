import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';

/**
 * Under every doc page's title: "Copy Markdown" copies the page's Markdown twin, and a menu copies
 * the twin's link or opens the page in ChatGPT or Claude (Rspress's built-in llms UI, named and
 * keyboard-operable by the theme and its patch). Every page also carries the built-in hint for AI
 * agents, hidden from readers.
 */

type Lang = 'en' | 'zh';
const i18n: Record<string, Record<Lang, string>> = JSON.parse(readFileSync('i18n.json', 'utf8'));

const pages = [
  {
    lang: 'en',
    url: '/guide/start/introduction',
    title: 'Introduction',
    copy: 'Copy Markdown',
    copyLink: 'Copy Markdown link',
    chatgpt: 'Open in ChatGPT',
    claude: 'Open in Claude',
  },
  {
    lang: 'zh',
    url: '/zh/guide/start/introduction',
    title: '介绍',
    copy: '复制 Markdown',
    copyLink: '复制 Markdown 链接',
    chatgpt: '在 ChatGPT 中打开',
    claude: '在 Claude 中打开',
  },
] as const;

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());
const twinOf = (page: Page) =>
  page.evaluate(async () => (await fetch(`${location.pathname}.md`)).text());

for (const p of pages) {
  test.describe(`${p.url}`, () => {
    const menuButton = (page: Page) =>
      page.getByRole('button', { name: i18n['llms.viewOptions']?.[p.lang], exact: true });

    test('"Copy Markdown", from the keyboard, copies the Markdown of the page', async ({
      page,
      visit,
    }) => {
      await visit(p.url);
      const copy = page.getByRole('button', { name: p.copy, exact: true });
      // Right under the title.
      await expect(page.locator('h1 + .rp-llms-container').getByRole('button')).toHaveCount(2);
      await page.evaluate(() => navigator.clipboard.writeText('nothing yet'));
      await copy.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => clipboard(page)).not.toBe('nothing yet');
      const markdown = await clipboard(page);
      expect(markdown).toBe(await twinOf(page));
      expect(markdown).toContain(`\n# ${p.title}\n`);
      // Headings as Markdown writes them, without the custom id syntax of the source.
      const headings = markdown.split('\n').filter((line) => /^#{2,6} /.test(line));
      expect(headings.length).toBeGreaterThan(2);
      expect(headings.filter((line) => line.includes('{#'))).toEqual([]);
    });

    test('the menu copies the Markdown link and opens the page in ChatGPT or Claude', async ({
      page,
      visit,
    }) => {
      await visit(p.url);
      const button = menuButton(page);
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await button.focus();
      await page.keyboard.press('Enter');
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      const menu = page.locator(`#${await button.getAttribute('aria-controls')}`);
      const twinUrl = new URL(`${p.url}.md`, page.url()).href;

      for (const [name, host] of [
        [p.chatgpt, 'chatgpt.com'],
        [p.claude, 'claude.ai'],
      ] as const) {
        const link = menu.getByRole('link', { name });
        const href = new URL((await link.getAttribute('href')) ?? '');
        expect(href.host).toBe(host);
        expect(href.searchParams.get('q')).toContain(twinUrl);
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', /noopener/);
      }

      // The items are in the Tab order after the button.
      await page.keyboard.press('Tab');
      const copyLink = menu.getByRole('button', { name: p.copyLink });
      await expect(copyLink).toBeFocused();
      await page.keyboard.press('Enter');
      await expect.poll(() => clipboard(page)).toBe(twinUrl);
      await expect(menu).toHaveCount(0);
      await expect(button).toHaveAttribute('aria-expanded', 'false');

      // Escape closes the menu and gives the focus back to its button.
      await button.click();
      await menu.getByRole('button', { name: p.copyLink }).focus();
      await page.keyboard.press('Escape');
      await expect(menu).toHaveCount(0);
      await expect(button).toBeFocused();
    });

    for (const appearance of ['light', 'dark'] as const) {
      test(`no axe violations with the menu open (${appearance})`, async ({ page, visit }) => {
        await page.emulateMedia({ colorScheme: appearance });
        await visit(p.url);
        await menuButton(page).click();
        await expect(page.getByRole('link', { name: p.chatgpt })).toBeVisible();
        await expectNoAxeViolations(page);
      });
    }

    test('the page tells AI agents where its Markdown is, hidden from readers', async ({
      page,
      visit,
    }) => {
      await visit(p.url);
      const twin = new URL(`${p.url}.md`, 'https://rspress.rs').href;
      await expect(page.locator('link[rel="alternate"][type="text/markdown"]')).toHaveAttribute(
        'href',
        twin,
      );
      const hint = page.locator('.rp-llms-hint');
      await expect(hint).toHaveAttribute('aria-hidden', 'true');
      await expect(hint).toContainText(twin);
      await expect(hint).toContainText(`${p.lang === 'zh' ? '/zh' : ''}/llms.txt`);
    });
  });
}
