/**
 * What the npm registry says about a package, for the claims of the docs about versions, peer
 * dependencies and dist-tags: `npm view <spec> --json`, through npm itself (the registry configured
 * for npm, as a reader's `npm install` would use), and the version ranges of `package.json` checked
 * with `semver`, the package npm itself reads them with.
 */
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import semver from 'semver';
import { runCollected } from '../../scripts/runCollected.ts';
import { rootDir } from './scratchSite.ts';

/** The fields of `npm view --json` the claims read. */
export interface Packument {
  name: string;
  version: string;
  versions: string[];
  'dist-tags': Record<string, string>;
  license?: string;
  /** When each version was published (and `created`, `modified`). */
  time?: Record<string, string>;
  keywords?: string[];
  repository?: { url?: string; directory?: string };
  engines?: Record<string, string>;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
  types?: string;
  typings?: string;
}

/**
 * `npm view <spec> --json`: the packuments of the versions `spec` names, one npm process for them
 * all (`name` for the latest, `name@1.47.2 || 2.0.0-beta.8` for several). Every packument also
 * carries the package's `versions` and `dist-tags`.
 */
export async function npmView(spec: string): Promise<Packument[]> {
  const { code, output } = await runCollected('npm', ['view', spec, '--json'], {
    cwd: tmpdir(),
    env: { ...process.env, NO_COLOR: '1', npm_config_update_notifier: 'false' },
  });
  if (code !== 0) throw new Error(`npm view ${spec} failed:\n${output}`);
  const parsed = JSON.parse(output) as Packument | Packument[];
  return Array.isArray(parsed) ? parsed : [parsed];
}

/** The `package.json` of an installed package, as the project's `node_modules` has it. */
export async function installedPackage(
  name: string,
  from = path.join(rootDir, 'node_modules'),
): Promise<Packument> {
  return JSON.parse(await readFile(path.join(from, name, 'package.json'), 'utf8')) as Packument;
}

/** The newest of `versions` (prereleases count as older than their release). */
export function newest(versions: readonly string[]): string {
  const sorted = semver.sort([...versions]);
  const last = sorted.at(-1);
  if (last === undefined) throw new Error('no versions');
  return last;
}

export function isPrerelease(version: string): boolean {
  if (!semver.valid(version)) throw new Error(`not a version: ${version}`);
  return semver.prerelease(version) !== null;
}

/** Whether `version` is in `range`, as npm reads the range (a prerelease only in a range naming one of its `x.y.z`). */
export function satisfies(version: string, range: string): boolean {
  if (!semver.valid(version)) throw new Error(`not a version: ${version}`);
  if (semver.validRange(range) === null) throw new Error(`not a range: ${range}`);
  return semver.satisfies(version, range);
}
