/**
 * Multiple versions on a site with one language: the folder layout of the page (the pages straight
 * in the version folders) and its recipe for releasing a new version, followed step by step on a
 * scratch site and rebuilt.
 */
import { cp } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { claim } from '../../support/claims.ts';
import { buildScratchSite, type ScratchBuild } from '../../support/scratchSite.ts';

const config = (
  versions: string[],
  byDefault: string,
) => `import { defineConfig } from '@rspress/core';

export default defineConfig({
  root: 'docs',
  title: 'Versioned',
  multiVersion: { default: '${byDefault}', versions: ${JSON.stringify(versions)} },
});
`;

function version(name: string): Record<string, string> {
  return {
    [`docs/${name}/_nav.json`]: JSON.stringify([{ text: 'Guide', link: '/guide/start' }]),
    [`docs/${name}/index.md`]: `# Home ${name}\n\n[Start](/guide/start)\n`,
    [`docs/${name}/guide/_meta.json`]: JSON.stringify(['start', 'install']),
    [`docs/${name}/guide/start.md`]: `# Start ${name}\n\nSee [Install](/guide/install).\n`,
    [`docs/${name}/guide/install.md`]: `# Install ${name}\n\nBack to [Start](./start).\n`,
  };
}

let site: ScratchBuild;

beforeAll(async () => {
  site = await buildScratchSite({
    'rspress.config.ts': config(['v1', 'v2'], 'v2'),
    ...version('v1'),
    ...version('v2'),
  });
  expect(site.ok, site.output).toBe(true);
});
afterAll(async () => {
  await site?.remove();
});

claim(
  'guide/default-theme/multi-version#folder-layout',
  'with one language the pages go straight into the version folders: the default version has no prefix, the others theirs',
  async () => {
    expect(await site.read('guide/start.html')).toContain('Start v2');
    expect(await site.read('v1/guide/start.html')).toContain('Start v1');
    expect(await site.read('v1/guide/start.html')).toContain('href="/v1/guide/install.html"');
    expect(site.has('v2/guide/start.html')).toBe(false);
  },
);

claim(
  'guide/default-theme/multi-version#new-version',
  'copying the default version to v3 and making it the default builds: v3 takes the unprefixed addresses, v2 moves under /v2/, the links keep working',
  async () => {
    // 1. Copy the folder of the current default version.
    await cp(path.join(site.dir, 'docs', 'v2'), path.join(site.dir, 'docs', 'v3'), {
      recursive: true,
    });
    // 2. Add the name to versions and make it the default.
    await site.write('rspress.config.ts', config(['v1', 'v2', 'v3'], 'v3'));
    // 3. Update the pages in the new folder.
    await site.write('docs/v3/guide/start.md', '# Start v3\n\nSee [Install](/guide/install).\n');
    // 4. Build: no dead link.
    const rebuilt = await site.rebuild();
    expect(rebuilt.code, rebuilt.output).toBe(0);
    expect(rebuilt.output).not.toContain('Dead links found');
    expect(await site.read('guide/start.html')).toContain('Start v3');
    expect(await site.read('guide/start.html')).toContain('href="/guide/install.html"');
    expect(await site.read('v2/guide/start.html')).toContain('Start v2');
    expect(await site.read('v2/guide/start.html')).toContain('href="/v2/guide/install.html"');
    expect(await site.read('v1/guide/start.html')).toContain('Start v1');
  },
  240_000,
);
