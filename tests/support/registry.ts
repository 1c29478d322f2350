/**
 * What the npm registry says about a package, for the claims of the docs about versions, peer
 * dependencies and dist-tags: `npm view <spec> --json`, through npm itself (the registry configured
 * for npm, as a reader's `npm install` would use), and the version ranges of `package.json` checked
 * the way npm reads them for the plain forms the pages quote (`^2.0.10`, `>=18.0.0`, `a || b`).
 */
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
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

type Version = [number, number, number, string[]];

function parse(version: string): Version {
  const match = /^v?(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?(?:\+.*)?$/.exec(version.trim());
  if (!match) throw new Error(`not a version: ${version}`);
  return [Number(match[1]), Number(match[2]), Number(match[3]), match[4]?.split('.') ?? []];
}

function compare(a: Version, b: Version): number {
  for (let i = 0; i < 3; i++) {
    const diff = (a[i] as number) - (b[i] as number);
    if (diff !== 0) return Math.sign(diff);
  }
  const [pa, pb] = [a[3], b[3]];
  if (pa.length === 0 || pb.length === 0) return pb.length - pa.length;
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const [x, y] = [pa[i], pb[i]];
    if (x === undefined) return -1;
    if (y === undefined) return 1;
    const [nx, ny] = [Number(x), Number(y)];
    const diff =
      Number.isInteger(nx) && Number.isInteger(ny) ? nx - ny : x < y ? -1 : x > y ? 1 : 0;
    if (diff !== 0) return Math.sign(diff);
  }
  return 0;
}

/** The newest of `versions` (prereleases count as older than their release). */
export function newest(versions: readonly string[]): string {
  return [...versions].sort((a, b) => compare(parse(a), parse(b))).at(-1) as string;
}

export function isPrerelease(version: string): boolean {
  return parse(version)[3].length > 0;
}

/**
 * Whether `version` is in `range`, for the forms the pages quote: `^x.y.z[-pre]`, `~x.y.z`,
 * `>=x.y.z`, an exact version, and alternatives joined with `||`. As npm does, a prerelease is only
 * in a range whose bound is a prerelease of the same `x.y.z`.
 */
export function satisfies(version: string, range: string): boolean {
  const v = parse(version);
  return range.split('||').some((alternative) => {
    const part = alternative.trim();
    const match = /^(\^|~|>=)?\s*(.+)$/.exec(part);
    if (!match) throw new Error(`not a range: ${range}`);
    const [, operator = '', bound] = match;
    const b = parse(bound as string);
    if (v[3].length > 0 && !(b[3].length > 0 && v[0] === b[0] && v[1] === b[1] && v[2] === b[2])) {
      return false;
    }
    if (compare(v, b) < 0) return false;
    if (operator === '>=') return true;
    if (operator === '') return compare(v, b) === 0;
    if (operator === '~') return v[0] === b[0] && v[1] === b[1];
    if (b[0] > 0) return v[0] === b[0];
    if (b[1] > 0) return v[0] === 0 && v[1] === b[1];
    return v[0] === 0 && v[1] === 0 && v[2] === b[2];
  });
}
