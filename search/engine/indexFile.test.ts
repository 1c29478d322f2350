import { describe, expect, it } from 'vitest';
import { chineseIndex, englishIndex } from '../../tests/support/searchFixtures.ts';
import { buildIndexFiles } from '../indexing/indexFiles.ts';
import type { SearchIndexFile } from '../types.ts';
import { packIndexFile, unpackIndexFile } from './indexFile.ts';

const throughFile = (file: SearchIndexFile) =>
  unpackIndexFile(JSON.parse(JSON.stringify(packIndexFile(file))));

const content = 'Intro.\n\nSetup\n\nInstall it.\n\nRun it.';
const pages = [
  {
    routePath: '/guide/setup',
    title: 'Setup guide',
    lang: 'en',
    content,
    toc: [{ id: 'setup', text: 'Setup', depth: 2, charIndex: content.indexOf('Setup') }],
    frontmatter: { searchRank: 5 },
  },
  { routePath: '/guide/other', title: 'Other', lang: 'en', content: 'More.', toc: [] },
];

describe('the index file', () => {
  it('gives back the records, synonyms and term index it was written from', () => {
    for (const file of [englishIndex(), chineseIndex()]) expect(throughFile(file)).toEqual(file);
    const [built] = buildIndexFiles(pages, () => 'Guide', { en: 'docs_en' });
    expect(built?.records.length).toBeGreaterThan(3);
    expect(throughFile(built as SearchIndexFile)).toEqual(built);
  });

  it('is smaller than the records written out whole', () => {
    const file = englishIndex();
    expect(JSON.stringify(packIndexFile(file)).length).toBeLessThan(
      JSON.stringify(file).length * 0.7,
    );
  });

  it('refuses records it could not give back as they are', () => {
    const [built] = buildIndexFiles(pages, () => 'Guide', { en: 'docs_en' });
    const file = built as SearchIndexFile;
    const [other, ...setup] = file.records;
    const apart = { ...file, records: [...setup.slice(0, -1), other, setup.at(-1)] };
    expect(() => packIndexFile(apart as SearchIndexFile)).toThrow(/not together/);
    const renamed = structuredClone(file);
    (renamed.records[1] as { url: string }).url = '/elsewhere';
    expect(() => packIndexFile(renamed)).toThrow(/has url "\/elsewhere"/);
    const reweighted = structuredClone(file);
    (reweighted.records[0] as { weight: { level: number } }).weight.level = 3;
    expect(() => packIndexFile(reweighted)).toThrow(/weight/);
  });

  it('refuses a file of another format, naming what to do', () => {
    const packed = packIndexFile(englishIndex());
    expect(() => unpackIndexFile({ ...packed, format: 0 as 1 })).toThrow(/rebuild the site/);
    const { format: _format, ...withoutFormat } = packed;
    expect(() => unpackIndexFile(withoutFormat as typeof packed)).toThrow(/rebuild the site/);
  });
});
