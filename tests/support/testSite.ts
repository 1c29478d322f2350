import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { packIndexFile } from '../../search/engine/indexFile.ts';
import { chineseIndex, englishIndex } from './searchFixtures.ts';

/** The theme's inline script shape: runs before the page renders, so CSP must allow it by hash. */
export const INLINE_SCRIPT =
  "(function(){document.documentElement.dataset.theme=localStorage.getItem('theme')||'auto'})();";

/**
 * A small build for the server's tests, in a temporary directory: pages in both languages with
 * an inline script, 404 pages, a hashed asset and the search records of the engine's fixtures.
 */
export function createTestSite(extra: Record<string, string | Buffer> = {}) {
  const root = mkdtempSync(path.join(tmpdir(), 'site-server-'));
  const write = (file: string, content: string | Buffer) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), content);
  };
  const page = (body: string) =>
    `<!doctype html><html><head><script>${INLINE_SCRIPT}</script></head><body>${body}</body></html>`;
  write('index.html', page('<h1>home</h1>'));
  write('404.html', '<h1>not found</h1>');
  write('zh/404.html', '<h1>页面未找到</h1>');
  write('zh/index.html', '<h1>首页</h1>');
  write('guide/start/introduction.html', '<h1>Introduction</h1>');
  write('api/index.html', '<h1>API</h1>');
  write('static/js/index.abc123.js', 'console.log(1)');
  for (const file of [englishIndex(), chineseIndex()]) {
    write(`search/${file.indexName}.json`, JSON.stringify(packIndexFile(file)));
  }
  for (const [file, content] of Object.entries(extra)) write(file, content);
  return { root, write, remove: () => rmSync(root, { recursive: true, force: true }) };
}
