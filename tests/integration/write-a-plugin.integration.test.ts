/**
 * The "Write a plugin" page says that building the demo site of examples/plugin-reading-time puts the
 * label under the title of its `.md` page, in the pre-rendered HTML. This builds that demo as it is in
 * the repository (the remark plugin inserts a JSX element into a `.md` page, which a reader would not
 * expect to work).
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildScratchSite, rootDir, type ScratchBuild } from '../support/scratchSite.ts';

const exampleDir = path.join(rootDir, 'examples', 'plugin-reading-time');

async function exampleFiles(): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for (const file of await readdir(exampleDir, { recursive: true })) {
    if (
      !/^(docs|src|static)\/.+\.\w+$|^rspress\.config\.ts$/.test(file.split(path.sep).join('/'))
    ) {
      continue;
    }
    files[file] = await readFile(path.join(exampleDir, file), 'utf8');
  }
  return files;
}

describe('the reading-time demo site of "Write a plugin"', () => {
  let site: ScratchBuild;

  beforeAll(async () => {
    site = await buildScratchSite(await exampleFiles());
  }, 180_000);

  afterAll(async () => {
    await site?.remove();
  });

  it('pre-renders the label the page quotes under the title of the .md page', async () => {
    expect(site.ok, site.output).toBe(true);
    const html = await site.read('index.html');
    expect(html).toContain('<p class="reading-time">1 min read · 82 words</p>');
    expect(html.indexOf('reading-time')).toBeGreaterThan(html.indexOf('<h1'));
  });
});
