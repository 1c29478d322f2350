/**
 * The whole-file examples check with real scratch-site builds: the clean fixture's examples build,
 * and each kind of defect the check exists for is reported.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { edit, fixtureContext, removeFixtures } from './fixture.ts';
import { checkWholeFileExamples } from './wholeFileExamples.ts';

const BUILD_TIMEOUT = 300_000;
const EN_INTRO = 'docs/en/guide/start/intro.mdx';
const ZH_INTRO = 'docs/zh/guide/start/intro.mdx';

afterAll(removeFixtures);

describe('checkWholeFileExamples', () => {
  it(
    'builds the config and theme examples of the clean fixture',
    async () => {
      expect(await checkWholeFileExamples(await fixtureContext())).toEqual([]);
    },
    BUILD_TIMEOUT,
  );

  it(
    'reports a theme entry that does not re-export the default theme, on both pages',
    async () => {
      const ctx = await fixtureContext((files) => {
        for (const file of [EN_INTRO, ZH_INTRO]) {
          edit(files, file, "export * from '@rspress/core/theme-original';\n", '');
        }
      });
      const problems = await checkWholeFileExamples(ctx);
      expect(problems.map((problem) => problem.file).sort()).toEqual([EN_INTRO, ZH_INTRO]);
      expect(problems[0]?.message).toMatch(
        /code block 3 \("theme\/index\.tsx", a whole file\) does not re-export the default theme/,
      );
    },
    BUILD_TIMEOUT,
  );

  it(
    'reports a config example that does not build, with the reason',
    async () => {
      const ctx = await fixtureContext((files) => {
        for (const file of [EN_INTRO, ZH_INTRO]) {
          edit(
            files,
            file,
            "title: 'My site',",
            "title: 'My site',\n  plugins: [{ name: 'planted', beforeBuild() { throw new Error('planted failure'); } }],",
          );
        }
      });
      const problems = await checkWholeFileExamples(ctx);
      expect(problems).toHaveLength(2);
      expect(problems[0]?.message).toMatch(
        /code block 2 \("rspress\.config\.ts", a whole file\) does not build in a scratch site: .*planted failure/,
      );
    },
    BUILD_TIMEOUT,
  );
});
