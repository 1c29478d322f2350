import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PageIndexInfo } from '@rspress/core';
import { afterAll, describe, expect, it } from 'vitest';
import { gitLastCommits, lastUpdatedPlugin } from './lastUpdated.ts';

// Scratch Git repositories: what the history tells about a page's file, and when it cannot tell.

const dirs: string[] = [];
const scratchDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'last-updated-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** Runs git in `cwd` as a fixed writer, with `env` added to the environment. */
const gitWith = (cwd: string, env: Record<string, string>, ...args: string[]) =>
  execFileSync(
    'git',
    [
      '-c',
      'user.name=Writer',
      '-c',
      'user.email=w@example.com',
      '-c',
      'commit.gpgsign=false',
      ...args,
    ],
    { cwd, encoding: 'utf8', env: { ...process.env, ...env } },
  ).trim();

const git = (cwd: string, ...args: string[]) => gitWith(cwd, {}, ...args);

/** Commits `file` with the given author and committer dates. */
const commit = (cwd: string, file: string, authored: string, committed: string) => {
  writeFileSync(path.join(cwd, file), `# ${file} ${committed}\n`);
  git(cwd, 'add', file);
  gitWith(cwd, { GIT_AUTHOR_DATE: authored, GIT_COMMITTER_DATE: committed }, 'commit', '-qm', file);
};

/** A repository whose three commits each add one page. */
function repository(): string {
  const dir = scratchDir();
  git(dir, 'init', '-q', '-b', 'main');
  commit(dir, 'a.md', '2024-01-01T10:00:00+00:00', '2024-01-02T10:00:00+00:00');
  commit(dir, 'b.md', '2024-02-01T10:00:00+00:00', '2024-02-02T10:00:00+00:00');
  commit(dir, 'c.md', '2024-03-01T10:00:00+00:00', '2024-03-02T23:30:00+08:00');
  return dir;
}

const page = (file: string, lang: string) =>
  ({ _filepath: file, lang, routePath: '/', title: '', toc: [] }) as unknown as PageIndexInfo;

describe('the last commit of a page file', () => {
  it('is the one git log -1 names, with its committer date', async () => {
    const dir = repository();
    const lastCommit = gitLastCommits(dir);
    for (const file of ['a.md', 'b.md', 'c.md']) {
      expect(await lastCommit(path.join(dir, file))).toEqual({
        hash: git(dir, 'log', '-1', '--format=%H', '--', file),
        date: git(dir, 'log', '-1', '--format=%cI', '--', file),
      });
    }
    expect((await lastCommit(path.join(dir, 'c.md')))?.date).toBe('2024-03-02T23:30:00+08:00');
  });

  it('is unknown for a file git does not track', async () => {
    const dir = repository();
    writeFileSync(path.join(dir, 'draft.md'), '# Draft\n');
    expect(await gitLastCommits(dir)(path.join(dir, 'draft.md'))).toBeUndefined();
  });

  it('is unknown without a repository (a tarball of the sources)', async () => {
    const dir = scratchDir();
    writeFileSync(path.join(dir, 'a.md'), '# A\n');
    expect(await gitLastCommits(dir)(path.join(dir, 'a.md'))).toBeUndefined();
  });

  it('is unknown in a shallow clone when the cut-off commit is the newest to show the file', async () => {
    const source = repository();
    const clone = path.join(scratchDir(), 'clone');
    git(source, 'clone', '-q', '--depth', '2', `file://${source}`, clone);
    const lastCommit = gitLastCommits(clone);
    // a.md was added before the cut-off, b.md at it: both seem added by the cut-off commit.
    expect(await lastCommit(path.join(clone, 'a.md'))).toBeUndefined();
    expect(await lastCommit(path.join(clone, 'b.md'))).toBeUndefined();
    expect((await lastCommit(path.join(clone, 'c.md')))?.date).toBe('2024-03-02T23:30:00+08:00');
  });
});

describe('the page data', () => {
  it('carries the date in the language of the page, or nothing when the history cannot tell', async () => {
    const dir = repository();
    writeFileSync(path.join(dir, 'draft.md'), '# Draft\n');
    const plugin = lastUpdatedPlugin(dir);
    const en = page(path.join(dir, 'c.md'), 'en');
    const zh = page(path.join(dir, 'b.md'), 'zh');
    const draft = page(path.join(dir, 'draft.md'), 'en');
    await Promise.all([en, zh, draft].map((data) => plugin.extendPageData?.(data, true)));
    expect(en).toHaveProperty('lastUpdatedTime', 'March 2, 2024');
    expect(zh).toHaveProperty('lastUpdatedTime', '2024年2月2日');
    expect(draft).not.toHaveProperty('lastUpdatedTime');
  });
});
