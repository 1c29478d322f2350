import { describe, expect, it } from 'vitest';
import { isHomePath } from './homePath.ts';

describe('isHomePath', () => {
  it('knows the home pages of both languages in every form they are served', () => {
    for (const path of ['/', '/index', '/index.html', '/zh/', '/zh/index', '/zh/index.html']) {
      expect(isHomePath(path), path).toBe(true);
    }
  });

  it('is false for every other page', () => {
    for (const path of [
      '/zh',
      '/guide/',
      '/guide/start/introduction',
      '/zh/guide/',
      '/index.htm',
    ]) {
      expect(isHomePath(path), path).toBe(false);
    }
  });
});
