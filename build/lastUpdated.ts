import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { RspressPlugin } from '@rspress/core';
import pLimit from 'p-limit';

const execFileAsync = promisify(execFile);

/** The last commit that changed a file: its hash and its committer date (ISO 8601 with offset). */
export interface LastCommit {
  hash: string;
  date: string;
}

/** Runs git in `cwd`: its output, or `undefined` when it fails (no git, no repository). */
async function git(args: string[], cwd: string): Promise<string | undefined> {
  try {
    return (await execFileAsync('git', args, { cwd, encoding: 'utf8' })).stdout.trim();
  } catch {
    return undefined;
  }
}

/**
 * The commits where the history of a shallow clone is cut off (none in a full clone). Such a
 * commit seems to add every file it holds, so its date says nothing about them.
 */
async function shallowBoundaries(dir: string): Promise<Set<string>> {
  if ((await git(['rev-parse', '--is-shallow-repository'], dir)) !== 'true') return new Set();
  const shallowFile = await git(['rev-parse', '--git-path', 'shallow'], dir);
  const hashes = shallowFile
    ? await readFile(path.resolve(dir, shallowFile), 'utf8').catch(() => '')
    : '';
  return new Set(hashes.split('\n').filter(Boolean));
}

/**
 * The last commit of a file as `git log -1 -- <file>` finds it, or `undefined` when the history
 * cannot tell: git missing, the file outside a repository or not in its history, or a shallow
 * clone whose cut-off commit is the newest to show the file. At most a few git processes at a time.
 */
export function gitLastCommits(dir: string): (file: string) => Promise<LastCommit | undefined> {
  const limit = pLimit(8);
  let boundaries: Promise<Set<string>> | undefined;
  return (file) =>
    limit(async () => {
      boundaries ??= shallowBoundaries(dir);
      const out = await git(
        ['log', '-1', '--format=%H%x00%cI', '--', path.basename(file)],
        path.dirname(file),
      );
      const [hash, date] = out?.split('\0') ?? [];
      if (!hash || !date || (await boundaries).has(hash)) return undefined;
      return { hash, date };
    });
}

/**
 * A commit's date as its committer's calendar showed it (the date part of `git log --format=%cI`),
 * written the way `lang` writes dates: "June 3, 2025", "2025年6月3日".
 */
export function formatCommitDate(isoDate: string, lang: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T/.exec(isoDate);
  if (!match) throw new Error(`Not an ISO 8601 date from git: "${isoDate}"`);
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(
    Date.UTC(year, month - 1, day),
  );
}

/**
 * "Last Updated" under every doc page, rendered by the default theme's doc footer from the page
 * data's `lastUpdatedTime`: the date of the last commit of the page's file, in the page's language.
 * Pages the history cannot date (see {@link gitLastCommits}) show no line rather than a wrong date.
 *
 * It stands in for Rspress's built-in plugin, which takes author dates, writes them with the time of
 * day in the build machine's time zone, and gives every page of a shallow clone the date of its last
 * commit: this plugin turns on `themeConfig.lastUpdated` (which shows the line) itself, and a config
 * that sets the option, registering the built-in plugin as well, is an error.
 */
export function lastUpdatedPlugin(docsRoot: string): RspressPlugin {
  const lastCommit = gitLastCommits(docsRoot);
  return {
    name: 'rspress-docs-last-updated',
    config(config) {
      if (config.themeConfig?.lastUpdated) {
        throw new Error(
          'Remove themeConfig.lastUpdated: the rspress-docs-last-updated plugin dates the pages',
        );
      }
      return { ...config, themeConfig: { ...config.themeConfig, lastUpdated: true } };
    },
    async extendPageData(page) {
      const commit = await lastCommit(page._filepath);
      // The field the default theme's LastUpdated reads (the page data's type omits it).
      if (commit)
        Object.assign(page, { lastUpdatedTime: formatCommitDate(commit.date, page.lang) });
    },
  };
}
