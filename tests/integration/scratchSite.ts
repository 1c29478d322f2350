/**
 * Builds a throw-away Rspress site in a temporary folder outside the repository, with the installed
 * `node_modules` linked in, so that a test can pin what the installed Rspress does with a page's
 * example or a behaviour a page states. Each site is meant to be tiny: a build takes seconds.
 */
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Code, Heading, Root } from 'mdast';
import { toString as mdastToString } from 'mdast-util-to-string';
import remarkParse from 'remark-parse';
import { unified } from 'unified';

export const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const cli = path.join(rootDir, 'node_modules', '@rspress', 'core', 'bin', 'rspress.js');

export interface ScratchBuild {
  dir: string;
  /** Whether `rspress build` exited with 0. */
  ok: boolean;
  /** stdout and stderr of the build, without colours. */
  output: string;
  /** Reads a file of the output folder (`doc_build`). */
  read: (file: string) => Promise<string>;
  /** Removes the site. */
  remove: () => Promise<void>;
}

/**
 * Gives the site a `node_modules` folder of its own whose entries link to the project's packages.
 * Linking the whole folder instead would make concurrent scratch builds share the folders Rspress
 * writes into it (`node_modules/.rspress`, `node_modules/.cache`) and overwrite each other's files.
 */
async function linkNodeModules(dir: string): Promise<void> {
  const source = path.join(rootDir, 'node_modules');
  const target = path.join(dir, 'node_modules');
  await mkdir(target);
  for (const entry of await readdir(source)) {
    if (entry === '.rspress' || entry === '.cache') continue;
    await symlink(path.join(source, entry), path.join(target, entry));
  }
}

/** Writes `files` (paths relative to the site root) and runs `rspress build` there. */
export async function buildScratchSite(files: Record<string, string>): Promise<ScratchBuild> {
  const dir = await mkdtemp(path.join(tmpdir(), 'rspress-scratch-'));
  await linkNodeModules(dir);
  for (const [file, content] of Object.entries(files)) {
    const target = path.join(dir, file);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, content);
  }
  const { ok, output } = await new Promise<{ ok: boolean; output: string }>((resolve) => {
    execFile(
      process.execPath,
      [cli, 'build'],
      {
        cwd: dir,
        // A build cache is of no use to a site that is built once.
        env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0', RSPRESS_PERSISTENT_CACHE: 'false' },
        maxBuffer: 16 << 20,
      },
      (error, stdout, stderr) => resolve({ ok: !error, output: `${stdout}\n${stderr}` }),
    );
  });
  return {
    dir,
    ok,
    output,
    read: async (file) => {
      try {
        return await readFile(path.join(dir, 'doc_build', file), 'utf8');
      } catch (error) {
        throw new Error(`doc_build/${file} was not written (build ok: ${ok}):\n${output}`, {
          cause: error,
        });
      }
    },
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}

/**
 * The code of the block titled `title` in the section of a docs page whose heading id is `headingId`
 * (`docs/en/<page>`), so that a test builds the example exactly as the page shows it.
 */
export async function exampleFromPage(
  page: string,
  headingId: string,
  title: string,
): Promise<string> {
  const source = await readFile(path.join(rootDir, 'docs', 'en', page), 'utf8');
  const tree = unified().use(remarkParse).parse(source) as Root;
  let inSection = false;
  let sectionDepth = 0;
  for (const node of tree.children) {
    if (node.type === 'heading') {
      const heading = node as Heading;
      if (inSection && heading.depth <= sectionDepth) break;
      if (mdastToString(heading).endsWith(`{#${headingId}}`)) {
        inSection = true;
        sectionDepth = heading.depth;
      }
      continue;
    }
    const code = node as Code;
    if (inSection && node.type === 'code' && code.meta?.includes(`title="${title}"`)) {
      return code.value;
    }
  }
  throw new Error(`No code block titled ${title} under {#${headingId}} in docs/en/${page}`);
}
