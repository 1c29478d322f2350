/**
 * The runtime boundaries, as the type check holds them (`npm run typecheck`): the code that runs
 * in Node and in browsers alike (search/tsconfig.isomorphic.json, common/tsconfig.json) is
 * compiled without Node's types and without the DOM, the browser's (search/client/tsconfig.json,
 * theme/tsconfig.json) without Node's types, and Node's (tsconfig.node.json: the config and its
 * plugins, the server, the scripts; search/indexing/tsconfig.json: the search index's build step)
 * without the DOM. A scratch project extends each and plants an
 * API that its runtime lacks in it: the check must fail, naming it; without the planted lines it
 * passes.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const TSC = path.join(ROOT, 'node_modules/typescript/bin/tsc');
const TIMEOUT = 180_000;
const scratch = mkdtempSync(path.join(os.tmpdir(), 'runtime-boundaries-'));

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/**
 * What a scratch project needs of a config besides extending it: the declarations its `include`
 * brings in, and where Node's types are (a project outside the repository looks for them from its
 * own folder).
 */
const SETUP: Record<string, { declarations?: string[]; typeRoots?: string[] }> = {
  'search/tsconfig.isomorphic.json': { declarations: ['search/isomorphic.d.ts'] },
  'theme/tsconfig.json': { declarations: ['theme/env.d.ts'] },
  'tsconfig.node.json': {
    declarations: ['build/hosted-git-info.d.ts'],
    typeRoots: ['node_modules/@types'],
  },
  'search/indexing/tsconfig.json': { typeRoots: ['node_modules/@types', 'node_modules'] },
};

/** tsc over a project extending `config`, whose one file imports `module` and holds `code`. */
async function check(config: string, module: string, code: string) {
  const dir = mkdtempSync(path.join(scratch, 'project-'));
  const file = path.join(dir, 'planted.ts');
  const tsconfig = path.join(dir, 'tsconfig.json');
  const { declarations = [], typeRoots } = SETUP[config] ?? {};
  writeFileSync(file, `import ${JSON.stringify(path.join(ROOT, module))};\n${code}\n`);
  writeFileSync(
    tsconfig,
    JSON.stringify({
      extends: path.join(ROOT, config),
      ...(typeRoots && {
        compilerOptions: { typeRoots: typeRoots.map((root) => path.join(ROOT, root)) },
      }),
      files: [file, ...declarations.map((declaration) => path.join(ROOT, declaration))],
      include: [],
    }),
  );
  try {
    await promisify(execFile)(process.execPath, [TSC, '--noEmit', '-p', tsconfig], { cwd: ROOT });
    return { ok: true, output: '' };
  } catch (error) {
    const { stdout = '' } = error as { stdout?: string };
    return { ok: false, output: stdout };
  }
}

const cleanChecks = new Map<string, ReturnType<typeof check>>();

/** The check without planted lines, once per config and module. */
function checkClean(config: string, module: string) {
  const key = `${config} ${module}`;
  let result = cleanChecks.get(key);
  if (!result) {
    result = check(config, module, 'export const planted = 1;');
    cleanChecks.set(key, result);
  }
  return result;
}

const NODE_CODE =
  "import { readFileSync } from 'node:fs';\nexport const planted = [readFileSync, Buffer.from('x')];";

const DOM_CODE = 'export const planted = [document.title, window.location.href];';

describe('runtime boundaries', () => {
  it.each([
    ['isomorphic', 'search/tsconfig.isomorphic.json', 'search/engine/engine.ts'],
    ['isomorphic', 'search/tsconfig.isomorphic.json', 'search/protocol/api.ts'],
    ['isomorphic', 'common/tsconfig.json', 'common/site.ts'],
    ['browser', 'search/client/tsconfig.json', 'search/client/client.ts'],
    ['browser', 'theme/tsconfig.json', 'theme/index.tsx'],
  ])(
    'fail the type check when %s code uses Node (%s, beside %s)',
    async (_runtime, config, module) => {
      const clean = await checkClean(config, module);
      expect(clean.output).toBe('');
      expect(clean.ok).toBe(true);
      const planted = await check(config, module, NODE_CODE);
      expect(planted.ok).toBe(false);
      expect(planted.output).toMatch(/Cannot find module 'node:fs'/);
      expect(planted.output).toMatch(/Cannot find name 'Buffer'/);
    },
    TIMEOUT,
  );

  it.each([
    ['isomorphic', 'search/tsconfig.isomorphic.json', 'search/engine/engine.ts'],
    ['isomorphic', 'common/tsconfig.json', 'common/site.ts'],
    ['Node', 'tsconfig.node.json', 'server/app.ts'],
    ['Node', 'tsconfig.node.json', 'rspress.config.ts'],
    ['Node', 'search/indexing/tsconfig.json', 'search/indexing/plugin.ts'],
  ])(
    'fail the type check when %s code uses the DOM (%s, beside %s)',
    async (_runtime, config, module) => {
      const clean = await checkClean(config, module);
      expect(clean.output).toBe('');
      expect(clean.ok).toBe(true);
      const planted = await check(config, module, DOM_CODE);
      expect(planted.ok).toBe(false);
      expect(planted.output).toMatch(/Cannot find name 'document'/);
      expect(planted.output).toMatch(/Cannot find name 'window'/);
    },
    TIMEOUT,
  );
});
