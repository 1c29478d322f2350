/**
 * Second pass over Theme components, run in Chromium: the props of CodeBlock left out and set
 * (wrapping, folding, a fixed height), ReadPercent's size and ring width, the tick and the onClick
 * of LlmsCopyButton, an llmsUI object's viewOptions against the prop of LlmsViewOptions,
 * HoverGroup's alignment, the storage Banner uses by default, Prompt's toggle, a disabled entry of
 * Tabs' values and a Toc placed in the content.
 */
import type { Browser, Page } from '@playwright/test';
import { afterAll, beforeAll, expect } from 'vitest';
import { claim } from '../../support/claims.ts';
import { launchChromium, withHydrated } from '../../support/scratchBrowser.ts';
import {
  buildScratchSite,
  type RunningServer,
  type ScratchBuild,
} from '../../support/scratchSite.ts';

/** `expect.poll` with room for a busy machine. */
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 10_000 });

/** Forty lines longer than the content column, as a JS template literal for MDX. */
const LONG_CODE = Array.from(
  { length: 40 },
  (_, i) =>
    `const line${i + 1} = 'line number ${i + 1} of a block long and wide enough to wrap and to fold, on and on and on';`,
).join('\n');

const frame = (id: string, props: string) =>
  `<div id="${id}"><CodeBlock ${props}><pre className="shiki"><code>{\`${LONG_CODE}\`}</code></pre></CodeBlock></div>`;

const PROMPT_TEXT = `First line of the prompt.\n${'More of the prompt. '.repeat(60)}\nLast line of the prompt.`;

let site: ScratchBuild;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  site = await buildScratchSite({
    'rspress.config.ts': `import { defineConfig } from '@rspress/core';

export default defineConfig({
  root: 'docs',
  title: 'Components',
  llms: true,
  themeConfig: { llmsUI: { viewOptions: ['claude'] } },
});
`,
    'theme/index.tsx': `import { Banner, Layout as BasicLayout } from '@rspress/core/theme-original';

export * from '@rspress/core/theme-original';

export function Layout() {
  return <BasicLayout beforeNav={<Banner href="/guide/parts" message="Default banner" />} />;
}
`,
    'docs/index.md': '# Home\n',
    'docs/guide/code.mdx': `import { CodeBlock } from '@rspress/core/theme';

# Code

${frame('cb-default', '')}

${frame('cb-wrap', 'wrapCode')}

${frame('cb-fold', 'fold')}

${frame('cb-height', 'height={120}')}
`,
    'docs/guide/parts.mdx': `import { HoverGroup, LlmsCopyButton, LlmsViewOptions, Prompt, ReadPercent, Tab, Tabs, Toc } from '@rspress/core/theme';

# Parts

## First section {#first}

<div id="toc-in-content"><Toc /></div>

<div id="rp"><ReadPercent size={40} strokeWidth={4} /></div>

<div id="copy-default"><LlmsCopyButton /></div>

<div id="copy-custom"><LlmsCopyButton onClick={() => { window.customCopies = (window.customCopies ?? 0) + 1; }} /></div>

<div id="view"><LlmsViewOptions options={['chatgpt', { title: 'Open in our assistant', href: 'https://assistant.example.com' }]} /></div>

<div id="hg-left" style={{ position: 'relative', width: 400, margin: '0 auto' }}><span>Left anchor</span><HoverGroup isOpen position="left" items={[{ text: 'Left item', link: '/guide/parts' }]} /></div>

<div id="hg-right" style={{ position: 'relative', width: 400, margin: '0 auto' }}><span>Right anchor</span><HoverGroup isOpen position="right" items={[{ text: 'Right item', link: '/guide/parts' }]} /></div>

<div id="prompt-default"><Prompt title="Collapsed" prompt={${JSON.stringify(PROMPT_TEXT)}} /></div>

<div id="prompt-open"><Prompt title="Open" prompt={${JSON.stringify(PROMPT_TEXT)}} defaultCollapsed={false} /></div>

<div id="tabs-values"><Tabs values={[{ label: 'One', value: 'one' }, { label: 'Two', value: 'two', disabled: true }, { label: 'Three', value: 'three' }]}><Tab label="Ignored">Panel one.</Tab><Tab>Panel two.</Tab><Tab>Panel three.</Tab></Tabs></div>

## Second section {#second}

${'Text of the second section, long enough to let the page scroll. '.repeat(200)}
`,
  });
  expect(site.ok, site.output).toBe(true);
  [server, browser] = await Promise.all([site.preview(), launchChromium()]);
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await site?.remove();
});

/** Opens a page of the site in a fresh context (clipboard allowed) and closes it afterwards. */
function onPage(path: string, run: (tab: Page) => Promise<void>): Promise<void> {
  return withHydrated(browser, `${server.origin}${path}`, run, {
    permissions: ['clipboard-read', 'clipboard-write'],
  });
}

/** What a reader sees of a code frame: its height, whether lines wrap, its buttons. */
function codeFrame(tab: Page, id: string) {
  return tab.evaluate((id) => {
    const root = document.getElementById(id) as HTMLElement;
    const content = root.querySelector('.rp-codeblock__content') as HTMLElement;
    const code = root.querySelector('code') as HTMLElement;
    return {
      height: Math.round(content.getBoundingClientRect().height),
      codeHeight: Math.round(code.getBoundingClientRect().height),
      whiteSpace: getComputedStyle(code).whiteSpace,
      buttons: root.querySelectorAll('button').length,
    };
  }, id);
}

claim(
  'api/client-api/api-components#codeblock',
  'left out, wrapCode and fold are off and there is no fixed height: the lines do not wrap and the whole code shows; wrapCode wraps them',
  async () => {
    await onPage('/guide/code', async (tab) => {
      const plain = await codeFrame(tab, 'cb-default');
      expect(plain.whiteSpace).toBe('pre');
      expect(plain.height).toBeGreaterThanOrEqual(plain.codeHeight);
      // Forty lines: far taller than a folded or fixed-height frame.
      expect(plain.height).toBeGreaterThan(600);
      expect(plain.buttons).toBe(2);
      const wrapped = await codeFrame(tab, 'cb-wrap');
      expect(wrapped.whiteSpace).toBe('pre-wrap');
      expect(wrapped.codeHeight).toBeGreaterThan(plain.codeHeight);
    });
  },
);

claim(
  'api/client-api/api-components#codeblock',
  'fold shows a long code folded, with a button that unfolds the whole code',
  async () => {
    await onPage('/guide/code', async (tab) => {
      const folded = await codeFrame(tab, 'cb-fold');
      expect(folded.height).toBeLessThan(folded.codeHeight);
      expect(folded.buttons).toBe(3);
      await tab.locator('#cb-fold .rp-codeblock__fold-btn').click();
      await poll(async () => {
        const open = await codeFrame(tab, 'cb-fold');
        return open.height >= open.codeHeight;
      }).toBe(true);
    });
  },
);

claim(
  'api/client-api/api-components#codeblock',
  'height fixes the height of the frame in pixels; the code scrolls inside it',
  async () => {
    await onPage('/guide/code', async (tab) => {
      const fixed = await codeFrame(tab, 'cb-height');
      expect(fixed.height).toBe(120);
      expect(fixed.codeHeight).toBeGreaterThan(600);
      const scrollable = await tab
        .locator('#cb-height .rp-codeblock__content')
        .evaluate((element) => element.scrollHeight > element.clientHeight);
      expect(scrollable).toBe(true);
    });
  },
);

claim(
  'api/client-api/api-components#readpercent',
  'size is the diameter of the ring and strokeWidth its width, in pixels',
  async () => {
    await onPage('/guide/parts', async (tab) => {
      const box = await tab.locator('#rp svg').boundingBox();
      expect([box?.width, box?.height]).toEqual([40, 40]);
      const widths = await tab
        .locator('#rp circle')
        .evaluateAll((circles) => circles.map((circle) => circle.getAttribute('stroke-width')));
      expect(widths).toEqual(['4', '4']);
    });
  },
);

claim(
  'api/client-api/api-components#llmscopybutton',
  'after copying the Markdown of the page the button shows a tick in place of the copy icon',
  async () => {
    await onPage('/guide/parts', async (tab) => {
      const button = tab.locator('#copy-default button');
      const shown = () =>
        button.evaluate((element) =>
          [...element.querySelectorAll('svg')]
            .filter((svg) => getComputedStyle(svg).opacity === '1')
            .map((svg) => svg.getAttribute('class')),
        );
      expect(await shown()).toEqual(['rp-llms-copy-button__icon-copy']);
      await button.click();
      await poll(() => tab.evaluate(() => navigator.clipboard.readText())).toContain('# Parts');
      await poll(shown).toEqual(['rp-llms-copy-button__icon-success']);
    });
  },
);

claim(
  'api/client-api/api-components#llmscopybutton',
  'onClick replaces the copying: the handler runs and the clipboard is left as it was',
  async () => {
    await onPage('/guide/parts', async (tab) => {
      await tab.evaluate(() => navigator.clipboard.writeText('before the click'));
      await tab.locator('#copy-custom button').click();
      await poll(() => tab.evaluate(() => (window as { customCopies?: number }).customCopies)).toBe(
        1,
      );
      expect(await tab.evaluate(() => navigator.clipboard.readText())).toBe('before the click');
    });
  },
);

claim(
  'api/client-api/api-components#llmsviewoptions',
  "when llmsUI is an object, its viewOptions win over the component's options prop",
  async () => {
    await onPage('/guide/parts', async (tab) => {
      await tab.locator('#view button').first().click();
      const menu = tab.locator('#view');
      await poll(() => menu.textContent()).toContain('Claude');
      expect(await menu.textContent()).not.toContain('ChatGPT');
      expect(await menu.textContent()).not.toContain('Open in our assistant');
    });
  },
);

claim(
  'api/client-api/api-components#hovergroup',
  "position left aligns the panel with its anchor's left edge, right with its right edge",
  async () => {
    await onPage('/guide/parts', async (tab) => {
      const edges = async (id: string) => {
        const anchor = await tab.locator(`#${id}`).boundingBox();
        const panel = await tab.locator(`#${id} .rp-hover-group`).boundingBox();
        if (!anchor || !panel) throw new Error(`${id} is not shown`);
        return {
          left: Math.round(panel.x - anchor.x),
          right: Math.round(anchor.x + anchor.width - (panel.x + panel.width)),
          narrower: panel.width < anchor.width,
        };
      };
      const left = await edges('hg-left');
      expect(left.narrower).toBe(true);
      expect(left.left).toBe(0);
      const right = await edges('hg-right');
      expect(right.narrower).toBe(true);
      expect(right.right).toBe(0);
    });
  },
);

claim(
  ['api/client-api/api-components#banner', 'guide/default-theme/components#banner'],
  "without storage and storageKey, closing stores 'true' under rp-banner-closed in localStorage and the bar stays hidden after a reload",
  async () => {
    await onPage('/guide/parts', async (tab) => {
      const banner = tab.locator('.rp-banner');
      expect(await banner.isVisible()).toBe(true);
      await banner.locator('svg').last().click();
      await poll(() => banner.isVisible()).toBe(false);
      expect(await tab.evaluate(() => localStorage.getItem('rp-banner-closed'))).toBe('true');
      expect(await tab.evaluate(() => sessionStorage.length)).toBe(0);
      await tab.reload();
      expect(await tab.locator('.rp-banner').isVisible()).toBe(false);
    });
  },
);

claim(
  'api/client-api/api-components#prompt',
  'collapsed by default, the toggle expands the full prompt; defaultCollapsed={false} shows it from the start',
  async () => {
    await onPage('/guide/parts', async (tab) => {
      const collapsed = tab.locator('#prompt-default');
      const lastLine = collapsed.getByText('Last line of the prompt.');
      const hidden = () =>
        lastLine.evaluate((element) => {
          const box = element.getBoundingClientRect();
          const card = element.closest('#prompt-default')?.querySelector('pre, [class*="content"]');
          const clip = (card ?? element.parentElement)?.getBoundingClientRect();
          return clip !== undefined && box.bottom > clip.bottom + 1;
        });
      expect(await hidden()).toBe(true);
      await collapsed.getByRole('button', { name: /expand/i }).click();
      await poll(hidden).toBe(false);
      await poll(() => collapsed.getByRole('button', { name: /collapse/i }).count()).toBe(1);
      expect(
        await tab.locator('#prompt-open').getByText('Last line of the prompt.').isVisible(),
      ).toBe(true);
    });
  },
);

claim(
  'api/client-api/api-components#tabs',
  'the labels of values replace those of the Tab elements, and a disabled entry of values cannot be selected',
  async () => {
    await onPage('/guide/parts', async (tab) => {
      const labels = tab.locator('#tabs-values .rp-tabs__label__item');
      expect(await labels.allTextContents()).toEqual(['One', 'Two', 'Three']);
      await labels.nth(1).click({ force: true });
      await labels.nth(2).click();
      await poll(() => tab.locator('#tabs-values [role="tabpanel"]:visible').textContent()).toBe(
        'Panel three.',
      );
      await labels.nth(1).click({ force: true });
      expect(await labels.nth(1).getAttribute('aria-selected')).toBe('false');
      expect(await tab.locator('#tabs-values [role="tabpanel"]:visible').textContent()).toBe(
        'Panel three.',
      );
    });
  },
);

claim(
  'api/client-api/api-components#toc',
  "placed in the content, it lists the page's headings, and a click on one scrolls to it",
  async () => {
    await onPage('/guide/parts', async (tab) => {
      const toc = tab.locator('#toc-in-content');
      expect((await toc.locator('a').allTextContents()).map((text) => text.trim())).toEqual([
        'First section',
        'Second section',
      ]);
      await toc.getByText('Second section').click();
      await poll(() => new URL(tab.url()).hash).toBe('#second');
      await poll(async () => (await tab.locator('#second').boundingBox())?.y ?? 9999).toBeLessThan(
        400,
      );
    });
  },
);
