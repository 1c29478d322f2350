import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  buildScratchSite,
  PROJECT_ROOT,
  type ScratchBuild,
} from '../scripts/check-docs/scratchSite.ts';

// Scratch sites built with the installed Rspress and the site's Twoslash plugin: a wrong example
// fails the build; a right one gets its popups, and only its page imports their script.

const BUILD_TIMEOUT = 240_000;

const config = `import { defineConfig } from '@rspress/core';
import { twoslashPlugin } from ${JSON.stringify(path.join(PROJECT_ROOT, 'build/twoslash.ts'))};

export default defineConfig({
  root: 'docs',
  plugins: [twoslashPlugin()],
});
`;

const example = (title: string) => `# Config

\`\`\`ts title="rspress.config.ts" twoslash
import { defineConfig } from '@rspress/core';

export default defineConfig({
  title: ${title},
});
\`\`\`
`;

const sites: ScratchBuild[] = [];
afterAll(async () => {
  await Promise.all(sites.map((site) => site.dispose()));
});

describe('Twoslash examples in a build', () => {
  it(
    'fail the build when one does not type-check, naming the error and showing the code',
    async () => {
      const site = await buildScratchSite({
        'rspress.config.ts': config,
        'docs/index.md': example('42'),
      });
      sites.push(site);
      expect(site.code, site.output).not.toBe(0);
      expect(site.output).toMatch(/2769/);
      expect(site.output).toMatch(/'number' is not assignable to type 'string'/);
      expect(site.output).toContain('title: 42');
    },
    BUILD_TIMEOUT,
  );

  it(
    'build with the popups when they do, and only their pages import the script',
    async () => {
      const site = await buildScratchSite({
        'rspress.config.ts': config,
        'docs/index.md': example("'My Docs'"),
        'docs/other.md': '# Other\n\n```ts title="a.ts"\nconst a = 1;\n```\n',
      });
      sites.push(site);
      expect(site.code, site.output).toBe(0);
      const html = await site.read('doc_build/index.html');
      expect(html).toMatch(/<span class="twoslash-hover" tabindex="0" aria-describedby="[^"]+">/);
      expect(html.replace(/<[^>]+>/g, '')).toContain('function defineConfig');
      expect(await site.read('doc_build/other.html')).not.toContain('twoslash');

      // The popups' script is in the chunk of the page with the example, in no other.
      const dir = path.join(site.root, 'doc_build/static/js');
      const files = (await readdir(dir, { recursive: true })).filter((f) => f.endsWith('.js'));
      const holding = [];
      for (const file of files) {
        if ((await readFile(path.join(dir, file), 'utf8')).includes('__rspressDocsTwoslash')) {
          holding.push(file);
        }
      }
      expect(holding).toHaveLength(1);
      expect(holding[0]).toMatch(/async\/route-/);
    },
    BUILD_TIMEOUT,
  );
});
