/**
 * The upgrade report: `npm run docs:verify -- --rspress <version>` installs another Rspress version
 * (`@rspress/core` and the official plugins the project has, at that version) in a scratch folder,
 * runs the behaviour suite (`tests/behaviour`) with its scratch sites built by that version, and
 * prints the pages and headings whose claims no longer hold, with what each claim checks and why it
 * failed. Exit code 1 when a claim fails, 2 when the version cannot be installed.
 *
 * Options: `--keep` keeps the scratch install (its path is printed); `--json <file>` also writes
 * the report as JSON; any other argument is passed to Vitest (a file filter such as
 * `tests/behaviour/config`).
 */
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pinsOfTitle } from '../tests/support/claims.ts';
import { OVERLAY_MODULES_ENV, PROJECT_ROOT } from './check-docs/scratchSite.ts';
import { runCollected } from './runCollected.ts';

interface Options {
  version: string;
  keep: boolean;
  json: string | undefined;
  vitestArgs: string[];
}

function parseArgs(argv: string[]): Options {
  const options: Options = { version: '', keep: false, json: undefined, vitestArgs: [] };
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index] ?? '';
    if (arg === '--rspress') options.version = argv[++index] ?? '';
    else if (arg.startsWith('--rspress=')) options.version = arg.slice('--rspress='.length);
    else if (arg === '--keep') options.keep = true;
    else if (arg === '--json') options.json = argv[++index];
    else options.vitestArgs.push(arg);
  }
  if (!/^\d+\.\d+\.\d+(?:-[\w.]+)?$/.test(options.version)) {
    console.error('usage: npm run docs:verify -- --rspress <version> [--keep] [--json <file>]');
    process.exit(2);
  }
  return options;
}

/** The official `@rspress/*` packages the project has (not `shared`, a dependency of `core`). */
async function rspressPackages(): Promise<string[]> {
  const scope = path.join(PROJECT_ROOT, 'node_modules', '@rspress');
  return (await readdir(scope))
    .filter((name) => name !== 'shared')
    .map((name) => `@rspress/${name}`);
}

/** Which of the packages exist at `version` in the registry. */
async function publishedAt(packages: string[], version: string): Promise<string[]> {
  const found: string[] = [];
  for (const name of packages) {
    const { code, output } = await runCollected('npm', ['view', `${name}@${version}`, 'version'], {
      cwd: PROJECT_ROOT,
    });
    if (code === 0 && output.trim().split('\n').includes(version)) found.push(name);
  }
  return found;
}

interface AssertionResult {
  title: string;
  ancestorTitles: string[];
  status: string;
  failureMessages: string[];
}

interface FileResult {
  name: string;
  status: string;
  message?: string;
  assertionResults: AssertionResult[];
}

/** The first lines of a failure: the assertion and what was received, without the stack. */
function reason(messages: string[]): string {
  const text = (messages[0] ?? '').split('\n');
  const kept: string[] = [];
  for (const line of text) {
    if (/^\s+at /.test(line)) break;
    if (line.trim()) kept.push(line.trim());
    if (kept.length >= 4) break;
  }
  return kept.join(' | ').slice(0, 400);
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  const installed = JSON.parse(
    await readFile(path.join(PROJECT_ROOT, 'node_modules/@rspress/core/package.json'), 'utf8'),
  ) as { version: string };
  const scratch = await mkdtemp(path.join(tmpdir(), `rspress-verify-${options.version}-`));
  try {
    const wanted = await rspressPackages();
    const packages = await publishedAt(wanted, options.version);
    if (!packages.includes('@rspress/core')) {
      console.error(`@rspress/core@${options.version} is not in the registry`);
      process.exitCode = 2;
      return;
    }
    const missing = wanted.filter((name) => !packages.includes(name));
    console.log(
      `Installing ${packages.map((name) => `${name}@${options.version}`).join(', ')} in ${scratch}` +
        (missing.length > 0 ? ` (not published at this version: ${missing.join(', ')})` : ''),
    );
    const dependencies = Object.fromEntries(packages.map((name) => [name, options.version]));
    await writeFile(
      path.join(scratch, 'package.json'),
      JSON.stringify({ name: 'rspress-verify', private: true, dependencies }, null, 2),
    );
    const install = await runCollected(
      'npm',
      ['install', '--no-audit', '--no-fund', '--loglevel=error'],
      { cwd: scratch },
    );
    if (install.code !== 0) {
      console.error(`npm install failed:\n${install.output}`);
      process.exitCode = 2;
      return;
    }
    const resultsFile = path.join(scratch, 'behaviour-results.json');
    console.log(
      `Running the behaviour suite against Rspress ${options.version} (installed: ${installed.version})`,
    );
    await runCollected(
      process.execPath,
      [
        path.join(PROJECT_ROOT, 'node_modules/vitest/vitest.mjs'),
        'run',
        '--project',
        'behaviour',
        '--reporter=dot',
        '--reporter=json',
        `--outputFile.json=${resultsFile}`,
        ...options.vitestArgs,
      ],
      {
        cwd: PROJECT_ROOT,
        env: { ...process.env, [OVERLAY_MODULES_ENV]: path.join(scratch, 'node_modules') },
        echo: true,
      },
    );
    if (!existsSync(resultsFile)) {
      console.error('the behaviour suite wrote no results');
      process.exitCode = 2;
      return;
    }
    const results = JSON.parse(await readFile(resultsFile, 'utf8')) as {
      testResults: FileResult[];
    };
    const failed: { pins: string[]; what: string; file: string; reason: string }[] = [];
    let total = 0;
    for (const file of results.testResults) {
      const relative = path.relative(PROJECT_ROOT, file.name);
      for (const test of file.assertionResults) {
        total++;
        if (test.status !== 'failed') continue;
        const pins = pinsOfTitle(test.title);
        const what = pins.length > 0 ? test.title.slice(test.title.indexOf(' — ') + 3) : test.title;
        failed.push({ pins, what, file: relative, reason: reason(test.failureMessages) });
      }
      if (
        file.status === 'failed' &&
        !file.assertionResults.some((test) => test.status === 'failed')
      ) {
        failed.push({
          pins: [],
          what: 'the file did not run',
          file: relative,
          reason: file.message ?? '',
        });
      }
    }
    const byPin = new Map<string, { what: string; file: string; reason: string }[]>();
    for (const failure of failed) {
      for (const pin of failure.pins.length > 0 ? failure.pins : [`(${failure.file})`]) {
        byPin.set(pin, [...(byPin.get(pin) ?? []), failure]);
      }
    }
    console.log(
      `\nRspress ${options.version}: ${total - failed.length} of ${total} claims hold; ` +
        `${byPin.size} headings have claims that no longer hold.`,
    );
    for (const pin of [...byPin.keys()].sort()) {
      const [page, id] = pin.split('#');
      console.log(`\n${page}${id ? `, heading {#${id}}` : ''}`);
      for (const failure of byPin.get(pin) ?? []) {
        console.log(`  ✗ ${failure.what}\n      ${failure.reason}`);
      }
    }
    if (options.json) {
      await writeFile(
        options.json,
        JSON.stringify({ version: options.version, total, failed }, null, 2),
      );
    }
    if (failed.length > 0) process.exitCode = 1;
  } finally {
    if (options.keep) console.log(`\nkept ${scratch}`);
    else await rm(scratch, { recursive: true, force: true });
  }
}

await main();
