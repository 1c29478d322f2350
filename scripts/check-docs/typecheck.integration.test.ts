import { afterAll, describe, expect, it } from 'vitest';
import { edit, fixtureContext, removeFixtures } from './fixture.ts';
import { checkTypeScriptBlocks } from './typecheck.ts';

// Integration tier: a real tsc run over the fixture's code blocks.

const EN_OTHER = 'docs/en/guide/start/other.md';

afterAll(removeFixtures);

describe('type-check of code blocks that import from @rspress/core', () => {
  it('passes valid blocks and reports an invalid one at its line in the page', async () => {
    const ctx = await fixtureContext((files) => {
      // A block that does not compile: `titel` is not an option. The clean blocks of intro.mdx
      // (`defineConfig` and a `@rspress/core/theme` component) must pass in the same tsc run.
      edit(
        files,
        EN_OTHER,
        '## Setup {#setup}\n',
        "## Setup {#setup}\n\n```ts\nimport { defineConfig } from '@rspress/core';\n\nexport default defineConfig({ titel: 'x' });\n```\n\n```ts\n// Not checked: it does not import from @rspress/core.\nconst n: number = 'x';\n```\n",
      );
    });
    const problems = await checkTypeScriptBlocks(ctx);
    expect(problems).toEqual([
      {
        file: EN_OTHER,
        message: expect.stringMatching(
          /^line 10: code block 1 does not type-check: TS\d+: .*'titel' does not exist in type 'UserConfig'/,
        ),
      },
    ]);
  }, 60_000);
});
