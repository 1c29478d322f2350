import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createGroupResolver } from './sidebarGroups.ts';

// The site's own docs: group labels come from the same _meta.json files as the sidebar.
const groupOf = createGroupResolver({
  docsRoot: path.resolve(import.meta.dirname, '..', '..', 'docs'),
  defaultLang: 'en',
});

describe('sidebar group of a page', () => {
  it('is the label of its folder in the section _meta.json, in the page language', () => {
    expect(groupOf('/guide/start/introduction', 'en')).toBe('Getting Started');
    expect(groupOf('/zh/guide/start/introduction', 'zh')).toBe('开始');
    expect(groupOf('/guide/basic/ssg', 'en')).toBe('Features');
  });

  it('is the label of the page itself when it sits directly in the section', () => {
    expect(groupOf('/api/', 'en')).toBe('API Overview');
    expect(groupOf('/zh/api/', 'zh')).toBe('API 概览');
  });
});
