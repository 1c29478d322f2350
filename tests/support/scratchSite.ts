/**
 * Throw-away Rspress sites for the behaviour and integration tests, so that a test can pin what the
 * installed Rspress does with a page's example or a behaviour a page states. Each site is meant to
 * be tiny: a build takes seconds. A built site can be served (`rspress preview`) for Chromium, and a
 * site can run `rspress dev` to see what the dev server does when its files change.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Code, Heading, Root } from 'mdast';
import { toString as mdastToString } from 'mdast-util-to-string';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import {
  type BuildOptions,
  buildScratchSite as buildSite,
  PROJECT_ROOT,
  rspressCli,
} from '../../scripts/check-docs/scratchSite.ts';
import { freePort } from './siteServer.ts';

export const rootDir = PROJECT_ROOT;

/**
 * Makes a scratch site's folder a Git repository with one commit of `files` (paths relative to
 * `root`) by `author`, for the features that read the Git history (last updated, its author).
 */
export function commitFiles(
  root: string,
  files: readonly string[],
  author: { name: string; email: string },
): void {
  const git = (...args: string[]) =>
    execFileSync('git', args, {
      cwd: root,
      env: {
        ...process.env,
        GIT_AUTHOR_NAME: author.name,
        GIT_AUTHOR_EMAIL: author.email,
        GIT_COMMITTER_NAME: author.name,
        GIT_COMMITTER_EMAIL: author.email,
      },
    });
  git('init', '-q');
  git('add', ...files);
  git('commit', '-q', '-m', 'pages');
}

export interface ScratchBuild {
  dir: string;
  /** Whether `rspress build` exited with 0. */
  ok: boolean;
  /** stdout and stderr of the build, without colours. */
  output: string;
  /** Reads a file of the output folder (`doc_build`, or the `outDir` given). */
  read: (file: string) => Promise<string>;
  /** Whether the output folder has the file. */
  has: (file: string) => boolean;
  /** Writes a file of the site (relative to its root), e.g. to rebuild it or to edit it under `dev`. */
  write: (file: string, content: string) => Promise<void>;
  /** Runs `rspress build` again (with other flags, the cache on). */
  rebuild: (options?: BuildOptions) => Promise<{ code: number; output: string }>;
  /** Serves the build with `rspress preview` (flags after `preview`, e.g. `['--base', '/docs/']`). */
  preview: (args?: string[]) => Promise<RunningServer>;
  /** Runs `rspress dev` in the site (flags after `dev`). */
  dev: (args?: string[]) => Promise<RunningServer>;
  /** Removes the site (and stops its servers). */
  remove: () => Promise<void>;
}

export interface RunningServer {
  /** `http://127.0.0.1:<port>` with no trailing slash. */
  origin: string;
  /** What the server printed so far, without colours. */
  output: () => string;
  stop: () => Promise<void>;
}

/**
 * Writes `files` (paths relative to the site root) and runs `rspress build` there, with the docs
 * check's scratch sites (scripts/check-docs/scratchSite.ts). `outDir` names the output folder when
 * the site's config sets another one.
 */
export async function buildScratchSite(
  files: Record<string, string>,
  options: BuildOptions & { outDir?: string } = {},
): Promise<ScratchBuild> {
  const site = await buildSite(files, options);
  const ok = site.code === 0;
  const outDir = options.outDir ?? 'doc_build';
  const servers = new Set<RunningServer>();
  const start = async (command: 'preview' | 'dev', args: string[]) => {
    const server = await startServer(site.root, command, args);
    servers.add(server);
    return server;
  };
  return {
    dir: site.root,
    ok,
    output: site.output,
    read: async (file) => {
      try {
        return await site.read(path.join(outDir, file));
      } catch (error) {
        throw new Error(`${outDir}/${file} was not written (build ok: ${ok}):\n${site.output}`, {
          cause: error,
        });
      }
    },
    has: (file) => existsSync(path.join(site.root, outDir, file)),
    write: async (file, content) => {
      const target = path.join(site.root, file);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, content);
    },
    rebuild: site.rebuild,
    preview: (args = []) => start('preview', args),
    dev: (args = []) => start('dev', args),
    remove: async () => {
      await Promise.all([...servers].map((server) => server.stop()));
      await site.dispose();
    },
  };
}

const SERVER_START_TIMEOUT = 120_000;

/**
 * Starts `rspress preview` or `rspress dev` in `root` on a free port of 127.0.0.1 and resolves when
 * the port answers HTTP. Rejects with the server's output when it exits or does not answer in time.
 */
async function startServer(
  root: string,
  command: 'preview' | 'dev',
  args: string[],
): Promise<RunningServer> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    process.execPath,
    [rspressCli(), command, '--port', String(port), '--host', '127.0.0.1', ...args],
    {
      cwd: root,
      env: {
        ...process.env,
        NO_COLOR: '1',
        FORCE_COLOR: '0',
        NODE_ENV: command === 'dev' ? 'development' : 'production',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  return serverOf(child, `http://127.0.0.1:${port}`, `rspress ${command}`, (name) =>
    child.kill(name),
  );
}

/**
 * A started server process as a `RunningServer`: collects its output and resolves once `origin`
 * answers HTTP. Rejects with the output when it exits first or does not answer in time. `kill`
 * sends a signal to the process (or to its process group).
 */
export async function serverOf(
  child: ChildProcess,
  origin: string,
  label: string,
  kill: (signal: NodeJS.Signals) => void,
): Promise<RunningServer> {
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  let exited = false;
  const exit = new Promise<void>((resolve) => {
    child.once('exit', () => {
      exited = true;
      resolve();
    });
  });
  const deadline = Date.now() + SERVER_START_TIMEOUT;
  for (;;) {
    if (exited) throw new Error(`${label} exited before answering:\n${output}`);
    try {
      await fetch(`${origin}/`, { signal: AbortSignal.timeout(5_000) });
      break;
    } catch {
      if (Date.now() > deadline) {
        kill('SIGKILL');
        throw new Error(`${label} did not answer on ${origin}:\n${output}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  return {
    origin,
    output: () => output,
    stop: async () => {
      if (exited) return;
      kill('SIGTERM');
      await Promise.race([exit, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      if (!exited) kill('SIGKILL');
    },
  };
}

/** A code block of a docs page: its language, its meta string (`title="…"`) and its code. */
export interface PageCodeBlock {
  lang: string;
  meta: string;
  value: string;
}

/**
 * The code blocks of the section of a docs page (`docs/en/<page>`) whose heading id is
 * `headingId`, up to the next heading of the same or a higher level, in page order.
 */
export async function codeBlocksUnder(page: string, headingId: string): Promise<PageCodeBlock[]> {
  const source = await readFile(path.join(rootDir, 'docs', 'en', page), 'utf8');
  const tree = unified().use(remarkParse).parse(source) as Root;
  const blocks: PageCodeBlock[] = [];
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
    if (inSection && node.type === 'code') {
      const code = node as Code;
      blocks.push({ lang: code.lang ?? '', meta: code.meta ?? '', value: code.value });
    }
  }
  if (!inSection) throw new Error(`No heading {#${headingId}} in docs/en/${page}`);
  return blocks;
}

/**
 * The code of the block titled `title` in the section of a docs page whose heading id is `headingId`
 * (`docs/en/<page>`), so that a test builds the example exactly as the page shows it; `occurrence`
 * picks a later block of the same title in the section (0: the first).
 */
export async function exampleFromPage(
  page: string,
  headingId: string,
  title: string,
  occurrence = 0,
): Promise<string> {
  const block = (await codeBlocksUnder(page, headingId)).filter((code) =>
    code.meta.includes(`title="${title}"`),
  )[occurrence];
  if (!block)
    throw new Error(`No code block titled ${title} under {#${headingId}} in docs/en/${page}`);
  return block.value;
}
