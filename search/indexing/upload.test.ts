import { algoliasearch } from 'algoliasearch';
import { describe, expect, it } from 'vitest';
import { chineseIndex, englishIndex } from '../../tests/support/searchFixtures.ts';
import { uploadIndexFiles } from './upload.ts';

/** The official client over a fake Algolia that records each call and answers like the real API. */
function fakeAlgolia() {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const client = algoliasearch('TESTAPP', 'admin-key', {
    requester: {
      async send(request) {
        const url = new URL(request.url);
        const body = request.data ? JSON.parse(request.data) : undefined;
        calls.push({ method: request.method, path: decodeURIComponent(url.pathname), body });
        const content = url.pathname.includes('/task/')
          ? { status: 'published' }
          : { taskID: calls.length, updatedAt: '2026-01-01T00:00:00Z', objectIDs: [] };
        return { status: 200, content: JSON.stringify(content), isTimedOut: false };
      },
    },
  });
  return { client, calls };
}

describe('uploading the records to Algolia', () => {
  it('replaces each index with its records and sets DocSearch-style settings', async () => {
    const { client, calls } = fakeAlgolia();
    const files = [englishIndex(), chineseIndex()];
    const result = await uploadIndexFiles(client, files);
    expect(result).toEqual(
      files.map((f) => ({ indexName: f.indexName, records: f.records.length })),
    );

    for (const file of files) {
      const uploaded = calls
        .filter(
          (c) => c.method === 'POST' && /\/batch$/.test(c.path) && c.path.includes(file.indexName),
        )
        .flatMap((c) => (c.body as { requests: { body: { objectID: string } }[] }).requests)
        .map((r) => r.body.objectID);
      expect(uploaded.sort()).toEqual(file.records.map((r) => r.objectID).sort());
      const settings = calls.find(
        (c) => c.method === 'PUT' && c.path === `/1/indexes/${file.indexName}/settings`,
      );
      expect(settings?.body).toMatchObject({
        attributeForDistinct: 'url',
        customRanking: ['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)'],
        indexLanguages: [file.lang],
      });
    }
  });
});
