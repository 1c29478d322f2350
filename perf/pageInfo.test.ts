import type { PageIndexInfo } from '@rspress/core';
import { describe, expect, it } from 'vitest';
import { clientPageInfo, hideFromClient, type OverviewScope } from './pageInfo.ts';

const page = (routePath: string): PageIndexInfo => ({
  routePath,
  title: 'Config',
  toc: [
    { id: 'basic', text: 'Basic', depth: 2, charIndex: 10 },
    { id: 'title', text: 'title', depth: 3, charIndex: 40 },
  ],
  content: '',
  description: 'Every option of rspress.config.ts.',
  frontmatter: { title: 'Config' },
  lang: 'en',
  version: '',
  _filepath: '/docs/en/api/config.md',
  _relativePath: 'en/api/config.md',
});

const scope: OverviewScope = { prefixes: ['/api/', '/zh/api/'], depths: new Set([2]) };

/** What Rspress bundles: the page's own enumerable fields, as JSON. */
const bundled = (info: PageIndexInfo) => JSON.parse(JSON.stringify({ ...info }));

describe('the page list bundled into every page', () => {
  it('keeps the outline of a page an overview lists, at the levels it shows', () => {
    const info = page('/zh/api/config');
    clientPageInfo(info, scope);
    expect(bundled(info).toc).toEqual([{ id: 'basic', text: 'Basic', depth: 2 }]);
  });

  it('drops the outline of a page no overview lists', () => {
    const info = page('/guide/start/introduction');
    clientPageInfo(info, scope);
    expect(bundled(info).toc).toEqual([]);
  });

  it('leaves the description and front matter out of the bundle but readable by the build', () => {
    const info = page('/api/config');
    clientPageInfo(info, scope);
    // The description's owner, the SEO plugin, hides it the same way.
    hideFromClient(info, 'description');
    expect(bundled(info)).not.toHaveProperty('description');
    expect(bundled(info)).not.toHaveProperty('frontmatter');
    expect(bundled(info)).toMatchObject({ routePath: '/api/config', title: 'Config', lang: 'en' });
    expect(info.description).toBe('Every option of rspress.config.ts.');
    expect(info.frontmatter).toEqual({ title: 'Config' });
  });
});
