import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** The pages of the empty site: the home page of Rspress's starter and one guide page. */
const FILES: Record<string, string> = {
  'package.json': '{ "type": "module", "private": true }\n',
  'rspress.config.ts': `import { defineConfig } from '@rspress/core';
export default defineConfig({ root: 'docs', title: 'My Site' });
`,
  'docs/index.md': `---
pageType: home
hero:
  name: My Site
  text: A cool website
  tagline: Lorem ipsum dolor sit amet
  actions:
    - theme: brand
      text: Introduction
      link: /guide/
features:
  - title: Blazing fast build speed
    details: Lorem ipsum dolor sit amet
---
`,
  'docs/guide/index.md': `# Guide

This is a guide page of an empty Rspress site.

## Getting started

Write Markdown in \`docs/\` and run \`rspress build\`.

\`\`\`ts
console.log('hello');
\`\`\`
`,
};

/**
 * Builds an empty Rspress site with the default theme and default config, from the installed
 * @rspress/core, in a temporary directory; returns the directory of its build.
 */
export function buildEmptySite(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'rspress-empty-site-'));
  for (const [file, content] of Object.entries(FILES)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  }
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
  execFileSync(
    process.execPath,
    [path.join(root, 'node_modules/@rspress/core/bin/rspress.js'), 'build'],
    {
      cwd: dir,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, RSPRESS_PERSISTENT_CACHE: 'false' },
    },
  );
  return path.join(dir, 'doc_build');
}
