/**
 * The worked example of "Write a plugin", examples/plugin-reading-time, as files for a scratch site:
 * its demo site (docs/, rspress.config.ts) and the plugin (src/, static/).
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { rootDir } from '../../support/scratchSite.ts';

export const exampleDir = path.join(rootDir, 'examples', 'plugin-reading-time');

/** The example's demo site and plugin, by path relative to the example's folder. */
export async function exampleFiles(): Promise<Record<string, string>> {
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
