/**
 * A throwaway Rspress site built with the installed `@rspress/core`: the docs check builds the
 * whole-file examples of the pages in one, and the integration tests pin the behaviours the pages
 * describe with one (tests/integration/scratchSite.ts). The site lives in a fresh folder of the
 * system's temp dir (outside the project), with links to the project's installed packages.
 */
import { mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type CollectedRun, runCollected } from '../runCollected.ts';

/** Files of the site by path relative to its root, e.g. `docs/index.md`, `rspress.config.ts`. */
export type ScratchFiles = Record<string, string>;

export interface ScratchBuild {
  /** The site's root folder (remove it with `dispose`). */
  root: string;
  /** The `rspress build` exit code: 0 when the build succeeded. */
  code: number;
  /** What the build printed, stdout and stderr interleaved. */
  output: string;
  /** Reads a file of the build output (`doc_build/...` relative to the root). */
  read(file: string): Promise<string>;
  /** Runs `rspress build` again in the same site, e.g. with other flags or the build cache on. */
  rebuild(options?: BuildOptions): Promise<{ code: number; output: string }>;
  dispose(): Promise<void>;
}

export interface BuildOptions {
  /** Flags after `rspress build`, such as `['--base', '/docs/']`. */
  args?: string[];
  /**
   * Keeps Rspress's persistent build cache on (in the site's own `node_modules/.cache`). Off by
   * default: a build cache is of no use to a site that is built once.
   */
  persistentCache?: boolean;
  /**
   * Runs in the site's folder after its files are written and before the first build, e.g. to
   * commit the pages to a Git repository of the site's own.
   */
  prepare?: (root: string) => Promise<void> | void;
  /** `false` writes the site without running `rspress build` (for a site that only runs `rspress dev`). */
  build?: boolean;
  /** Environment variables added to the build's, such as `RSPRESS_SSG_WORKER_THREAD_COUNT`. */
  env?: Record<string, string>;
}

/** The project whose `node_modules` the scratch sites use. */
export const PROJECT_ROOT = path.resolve(import.meta.dirname, '..', '..');

/**
 * Another install of Rspress whose packages take the place of the project's in every scratch site:
 * the `node_modules` folder of a scratch project made by `npm run docs:verify -- --rspress <version>`.
 * Unset, the sites use the project's own packages.
 */
export const OVERLAY_MODULES_ENV = 'RSPRESS_OVERLAY_MODULES';

function overlayModules(): string | undefined {
  const dir = process.env[OVERLAY_MODULES_ENV];
  return dir ? path.resolve(dir) : undefined;
}

/** The `rspress` command the scratch sites run: the overlay's when there is one. */
export function rspressCli(projectDir: string = PROJECT_ROOT): string {
  const modules = overlayModules() ?? path.join(projectDir, 'node_modules');
  return path.join(modules, '@rspress', 'core', 'bin', 'rspress.js');
}

/**
 * Gives the site a `node_modules` folder of its own whose entries link to the project's packages
 * (the overlay's first, when there is one; package by package inside a scope such as `@rspress`).
 * Linking the whole folder instead would make concurrent scratch builds share the folders Rspress
 * writes into it (`node_modules/.rspress`, `node_modules/.cache`) and overwrite each other's files.
 */
async function linkNodeModules(projectDir: string, root: string): Promise<void> {
  const target = path.join(root, 'node_modules');
  await mkdir(target);
  const sources = [overlayModules(), path.join(projectDir, 'node_modules')].filter(
    (dir): dir is string => dir !== undefined,
  );
  const linked = new Set<string>();
  for (const source of sources) {
    for (const entry of await readdir(source)) {
      if (entry === '.rspress' || entry === '.cache') continue;
      if (entry.startsWith('@')) {
        await mkdir(path.join(target, entry), { recursive: true });
        for (const scoped of await readdir(path.join(source, entry))) {
          const name = `${entry}/${scoped}`;
          if (linked.has(name)) continue;
          linked.add(name);
          await symlink(path.join(source, name), path.join(target, name));
        }
      } else if (!linked.has(entry)) {
        linked.add(entry);
        await symlink(path.join(source, entry), path.join(target, entry));
      }
    }
  }
}

/**
 * Writes `files` to a fresh folder and runs `rspress build` there. A build failure is not thrown:
 * it is `code !== 0`, with the reason in `output`.
 */
export async function buildScratchSite(
  files: ScratchFiles,
  options: { projectDir?: string } & BuildOptions = {},
): Promise<ScratchBuild> {
  const projectDir = options.projectDir ?? PROJECT_ROOT;
  const root = await mkdtemp(path.join(tmpdir(), 'rspress-scratch-'));
  for (const [file, content] of Object.entries(files)) {
    const target = path.join(root, file);
    if (!target.startsWith(root + path.sep)) {
      throw new Error(`scratch site file ${file} is outside the site`);
    }
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, content);
  }
  await linkNodeModules(projectDir, root);
  await options.prepare?.(root);
  const cli = rspressCli(projectDir);
  const build = ({ args = [], persistentCache = false, env = {} }: BuildOptions = {}) =>
    run(process.execPath, [cli, 'build', ...args], root, persistentCache, env);
  const { code, output } = options.build === false ? { code: 0, output: '' } : await build(options);
  return {
    root,
    code,
    output,
    read: (file) => readFile(path.join(root, file), 'utf8'),
    rebuild: build,
    dispose: () => rm(root, { recursive: true, force: true }),
  };
}

function run(
  command: string,
  args: string[],
  cwd: string,
  persistentCache: boolean,
  extraEnv: Record<string, string>,
): Promise<CollectedRun> {
  // No colours in the output that is shown in problems; production mode as in `rspress build`.
  return runCollected(command, args, {
    cwd,
    env: {
      ...process.env,
      NO_COLOR: '1',
      FORCE_COLOR: '0',
      NODE_ENV: 'production',
      RSPRESS_PERSISTENT_CACHE: persistentCache ? 'true' : 'false',
      ...extraEnv,
    },
  });
}
