/**
 * One query, one answer, whichever provider answers it: every query of the relevance suites (the
 * tuning set and the held-out set, both languages, off-topic ones included) asked of the site's
 * server (which has answered the other specs' queries before) and of the browser provider's
 * client as a page runs it (search/client/client.ts: records fetched from the browser provider's
 * build, indexed once, converter loaded on demand), in one long sequence, each through the same
 * client code that the modal uses. The hits must be the same, in the same order, with the same
 * highlighting and snippets.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { DocSearchTransformClient } from '@docsearch/react';
import { HELD_OUT } from '../../bench/relevance/heldOut.ts';
import { QUERIES } from '../../bench/relevance/queries.ts';
import { createTransformSearchClient } from '../../search/client/client.ts';
import { CLIENT_CONFIG_FILE, type SearchClientConfig } from '../../search/config.ts';
import { docsearchQuery } from '../../search/protocol/docsearchRequest.ts';
import { expect, test } from '../support/fixtures.ts';
import { E2E_PORTS } from '../support/ports.ts';

const root = path.resolve(import.meta.dirname, '../..');

function clientConfig(build: string): SearchClientConfig {
  return JSON.parse(readFileSync(path.join(root, build, CLIENT_CONFIG_FILE), 'utf8'));
}

type Search = (request: { requests: Record<string, unknown>[] }) => Promise<{
  results: { hits: Record<string, unknown>[]; nbHits: number }[];
}>;

/** DocSearch's client for `config`, as the modal makes it, on a page of `origin`. */
function modalClient(config: SearchClientConfig, origin: string): Search {
  const url = new URL(origin);
  const transform = createTransformSearchClient(config, {
    origin: { host: url.host, protocol: url.protocol },
    onOutcome: () => undefined,
  });
  const client = transform({} as DocSearchTransformClient);
  return client.search as unknown as Search;
}

/** What a reader sees of an answer: the hits in order, their fields, highlights and snippets. */
async function answer(search: Search, indexName: string, query: string) {
  const { results } = await search({ requests: [docsearchQuery(query, indexName)] });
  const [result] = results;
  return {
    nbHits: result?.nbHits,
    hits: (result?.hits ?? []).map(({ __position: _p, __queryID: _q, ...hit }) => hit),
  };
}

test('the server and the browser provider give every query of the relevance suites the same answer', async ({
  browserProvider,
}) => {
  test.setTimeout(300_000);
  const serverConfig = clientConfig('doc_build');
  const browserConfig = clientConfig('doc_build_browser');
  expect(serverConfig.provider).toBe('server');
  expect(browserConfig.provider).toBe('browser');
  const server = modalClient(
    // The page's own origin only: not the replica the build also knows.
    { ...serverConfig, hosts: [] },
    `http://127.0.0.1:${E2E_PORTS.site}`,
  );
  const browser = modalClient(
    // The page's fetch resolves the records' path against its origin; Node's needs it whole.
    { ...browserConfig, recordsPath: `${browserProvider}${browserConfig.recordsPath}` },
    browserProvider,
  );

  const queries = [...QUERIES, ...HELD_OUT];
  const differences: string[] = [];
  for (const { lang, query } of queries) {
    const serverIndex = serverConfig.indexNames[lang] as string;
    const browserIndex = browserConfig.indexNames[lang] as string;
    const [fromServer, fromBrowser] = await Promise.all([
      answer(server, serverIndex, query),
      answer(browser, browserIndex, query),
    ]);
    try {
      expect(fromBrowser).toEqual(fromServer);
    } catch {
      const urls = (a: typeof fromServer) => a.hits.map((hit) => hit.url).join(' ');
      differences.push(
        `${lang} "${query}"\n  server:  ${fromServer.nbHits} ${urls(fromServer)}\n  browser: ${fromBrowser.nbHits} ${urls(fromBrowser)}`,
      );
    }
  }
  expect(queries.length).toBeGreaterThan(300);
  expect(differences, `${differences.length} of ${queries.length} queries differ`).toEqual([]);
});
