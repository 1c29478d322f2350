import { defineConfig } from 'vitest/config';

// Three tiers. `unit` (`npm run test:unit`, seconds): pure logic and components, beside the code
// they test; components opt into jsdom with a `// @vitest-environment jsdom` comment.
// `integration` (`npm run test:integration`): tests named `*.integration.test.ts` that spawn
// servers, put them under load, run tsc or build scratch copies of the docs.
// `behaviour` (`npm run test:behaviour`): `tests/behaviour/**/*.test.ts`, scratch sites built with
// the installed Rspress that execute what the docs pages say (tests/behaviour/README.md).
const INTEGRATION = '**/*.integration.test.{ts,tsx}';
const BEHAVIOUR = 'tests/behaviour/**/*.test.{ts,tsx}';
const exclude = ['node_modules/**', 'doc_build*/**', 'tests/e2e/**', '.rspress/**'];

export default defineConfig({
  test: {
    environment: 'node',
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['**/*.test.{ts,tsx}'],
          exclude: [...exclude, INTEGRATION, BEHAVIOUR],
          setupFiles: ['tests/support/testingLibrary.ts'],
          // Half a minute: a component test that loads a lazy chunk in jsdom takes seconds beside
          // the other files on two busy cores.
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: { name: 'integration', include: [INTEGRATION], exclude: [...exclude, BEHAVIOUR] },
      },
      {
        extends: true,
        test: {
          name: 'behaviour',
          include: [BEHAVIOUR],
          exclude,
          // Each file builds its scratch sites in `beforeAll`; a build takes seconds alone and
          // longer beside the other files' builds on two cores.
          hookTimeout: 300_000,
          // Three files at a time on two cores: a file spends much of its time waiting on a
          // preview server, Chromium or a child build (one file alone used 0.7 of a core), and
          // with two files at a time the cores sat idle for 28% of the tier.
          maxWorkers: 3,
          testTimeout: 120_000,
          // What a page does after a key or a click (a search run, a log line) can take seconds
          // beside two builds on two cores: `expect.poll` waits up to 15 s, not its default 1 s.
          expect: { poll: { timeout: 15_000 } },
        },
      },
    ],
  },
});
