/**
 * What the plugin pages say about `rspress dev`: the preview plugin's demo server and its port, the
 * API docgen plugin regenerating a table when its source changes, the TypeDoc plugin not watching
 * its sources, and the llms files that only `rspress build` writes. The sites are not built: each
 * runs the dev server alone.
 */
import { once } from 'node:events';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { claim } from '../../support/claims.ts';
import { launchChromium, openHydrated } from '../../support/scratchBrowser.ts';
import {
  buildScratchSite,
  type RunningServer,
  type ScratchBuild,
} from '../../support/scratchSite.ts';

const DEMO_PORT = 7890;

const BUTTON = (description: string) => `export interface ButtonProps {
  /** ${description} */
  label?: string;
}

export function Button({ label }: ButtonProps) {
  return <button type="button">{label}</button>;
}
`;

const LIBRARY = (greeting: string) => `/** ${greeting} */
export function greet(name: string): string {
  return name;
}
`;

/** Resolves when `probe` returns true; rejects with `what` after `ms`. */
async function until(what: string, probe: () => boolean | Promise<boolean>, ms = 90_000) {
  const deadline = Date.now() + ms;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('plugins under rspress dev', () => {
  let sites: Record<'preview' | 'docgen' | 'typedoc', ScratchBuild>;
  let servers: Record<'preview' | 'docgen' | 'typedoc', RunningServer>;
  let browser: Browser;
  /** Holds the preview plugin's default demo port, as another program would. */
  let holder: Server | undefined;

  beforeAll(async () => {
    const [preview, docgen, typedoc] = await Promise.all([
      buildScratchSite(
        {
          'rspress.config.ts': `import { defineConfig } from '@rspress/core';
import { pluginPreview } from '@rspress/plugin-preview';

export default defineConfig({ root: 'docs', plugins: [pluginPreview()] });
`,
          'docs/index.md': '# Home\n',
          'docs/follow.mdx':
            '# Follow\n\n```tsx preview="iframe-follow"\nexport default function Demo() {\n  return <p>in the frame</p>;\n}\n```\n',
        },
        { build: false },
      ),
      buildScratchSite(
        {
          'rspress.config.ts': `import { defineConfig } from '@rspress/core';
import { pluginApiDocgen } from '@rspress/plugin-api-docgen';

export default defineConfig({
  root: 'docs',
  llms: true,
  plugins: [pluginApiDocgen({ entries: { button: './src/Button.tsx' } })],
});
`,
          'src/Button.tsx': BUTTON('The old description.'),
          'docs/index.mdx': '# Button\n\n<API moduleName="button" />\n',
        },
        { build: false },
      ),
      buildScratchSite(
        {
          'rspress.config.ts': `import path from 'node:path';
import { defineConfig } from '@rspress/core';
import { pluginTypeDoc } from '@rspress/plugin-typedoc';

export default defineConfig({
  root: path.join(import.meta.dirname, 'docs'),
  plugins: [pluginTypeDoc({ entryPoints: [path.join(import.meta.dirname, 'src/index.ts')] })],
});
`,
          'tsconfig.json': JSON.stringify({
            compilerOptions: { strict: true, types: [] },
            include: ['src'],
          }),
          'src/index.ts': LIBRARY('The first greeting.'),
          'docs/index.md': '# Home\n',
        },
        { build: false },
      ),
    ]);
    sites = { preview, docgen, typedoc };
    holder = createServer();
    holder.listen(DEMO_PORT, '0.0.0.0');
    // Taken by someone else already: just as good, the plugin must look for another port.
    await Promise.race([once(holder, 'listening'), once(holder, 'error')]);
    const [a, b, c, chromium] = await Promise.all([
      preview.dev(),
      docgen.dev(),
      typedoc.dev(),
      launchChromium(),
    ]);
    servers = { preview: a, docgen: b, typedoc: c };
    browser = chromium;
  });
  afterAll(async () => {
    await browser?.close();
    holder?.close();
    await Promise.all(Object.values(sites ?? {}).map((site) => site.remove()));
  });

  claim(
    [
      'plugin/official-plugins/preview#iframeoptions-devport',
      'plugin/official-plugins/preview#mode-iframe-fixed',
    ],
    'with 7890 taken the demo server takes another port and says which, while the page’s iframes still point to 7890',
    async () => {
      const tab = await openHydrated(browser, `${servers.preview.origin}/follow`);
      try {
        const moved = /Port 7890 is in use, using port (\d+) instead\./;
        await until('the demo server', () => moved.test(servers.preview.output()));
        const port = Number(moved.exec(servers.preview.output())?.[1]);
        expect(port).toBeGreaterThan(DEMO_PORT);
        const demo = await fetch(`http://127.0.0.1:${port}/_follow_1`);
        expect(demo.status).toBe(200);
        const src = await tab.locator('iframe').first().getAttribute('src');
        expect(new URL(src ?? '', servers.preview.origin).port).toBe(String(DEMO_PORT));
      } finally {
        await tab.context().close();
      }
    },
  );

  claim(
    'plugin/official-plugins/api-docgen#how-it-works',
    'in the dev server an edit of a documented source regenerates its table without a restart',
    async () => {
      const tab = await openHydrated(browser, `${servers.docgen.origin}/`);
      try {
        await tab.getByText('The old description.').waitFor({ timeout: 60_000 });
        await sites.docgen.write('src/Button.tsx', BUTTON('The new description.'));
        await until('the new table', async () => {
          await tab.reload();
          return (await tab.getByText('The new description.').count()) > 0;
        });
      } finally {
        await tab.context().close();
      }
    },
  );

  claim(
    ['plugin/official-plugins/llms#choose', 'plugin/official-plugins/llms#built-in'],
    'the dev server does not produce llms.txt',
    async () => {
      const response = await fetch(`${servers.docgen.origin}/llms.txt`);
      expect(await response.text()).not.toMatch(/^# /);
    },
  );

  claim(
    'plugin/official-plugins/typedoc#how-it-works',
    'the dev server generates the pages at start and does not watch the sources: an edit changes nothing until a restart',
    async () => {
      const generated = path.join(sites.typedoc.dir, 'docs', 'api', 'functions', 'greet.md');
      await until('the generated page', async () =>
        (await readFile(generated, 'utf8').catch(() => '')).includes('The first greeting.'),
      );
      await sites.typedoc.write('src/index.ts', LIBRARY('The second greeting.'));
      // A page edit makes the dev server rebuild; the generated page must not follow the source.
      const rebuilds = () => (servers.typedoc.output().match(/built in/g) ?? []).length;
      const before = rebuilds();
      await sites.typedoc.write('docs/index.md', '# Home again\n');
      const tab = await openHydrated(browser, `${servers.typedoc.origin}/`);
      try {
        await until('a rebuild', () => rebuilds() > before);
      } finally {
        await tab.context().close();
      }
      expect(await readFile(generated, 'utf8')).toContain('The first greeting.');
    },
  );
});
