import { defineConfig } from 'vitest/config';

// Unit tests sit beside the code they test (or in tests/unit); components opt
// into jsdom with a `// @vitest-environment jsdom` comment.
export default defineConfig({
  test: {
    include: ['**/*.test.{ts,tsx}'],
    exclude: ['node_modules/**', 'doc_build/**', 'tests/e2e/**', '.rspress/**'],
    environment: 'node',
  },
});
