import { defineConfig } from 'vitest/config';

// Two tiers. `unit` (`npm run test:unit`, seconds): pure logic and components, beside the code
// they test; components opt into jsdom with a `// @vitest-environment jsdom` comment.
// `integration` (`npm run test:integration`): tests named `*.integration.test.ts` that spawn
// servers, put them under load, run tsc or build scratch copies of the docs.
const INTEGRATION = '**/*.integration.test.{ts,tsx}';
const exclude = ['node_modules/**', 'doc_build*/**', 'tests/e2e/**', '.rspress/**'];

export default defineConfig({
  test: {
    environment: 'node',
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['**/*.test.{ts,tsx}'], exclude: [...exclude, INTEGRATION] },
      },
      { extends: true, test: { name: 'integration', include: [INTEGRATION], exclude } },
    ],
  },
});
