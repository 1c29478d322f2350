/**
 * `npm run search:upload`: pushes the search records of the build (doc_build/search/*.json) to
 * Algolia with the official client, for SEARCH_PROVIDER=algolia. The admin key comes from the
 * environment (ALGOLIA_ADMIN_KEY), never from the repository; it is not the search key the pages use.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { algoliasearch } from 'algoliasearch';
import { RECORDS_DIR, searchConfigFromEnv } from '../search/config.ts';
import { unpackIndexFile } from '../search/engine/indexFile.ts';
import { uploadIndexFiles } from '../search/indexing/upload.ts';

const appId = process.env.SEARCH_APP_ID;
const adminKey = process.env.ALGOLIA_ADMIN_KEY;
if (!appId || !adminKey) {
  console.error(
    'Set SEARCH_APP_ID and ALGOLIA_ADMIN_KEY (an Algolia key allowed to write the indices).',
  );
  process.exit(1);
}

const dir = path.resolve(process.env.RSPRESS_OUT_DIR ?? 'doc_build', RECORDS_DIR);
let names: string[];
try {
  names = readdirSync(dir).filter((name) => name.endsWith('.json'));
} catch {
  console.error(`No search records in ${dir}: run \`npm run build\` first.`);
  process.exit(1);
}
const wanted = new Set(
  Object.values(searchConfigFromEnv({ ...process.env, SEARCH_PROVIDER: 'server' }).indexNames),
);
const files = names
  .map((name) => unpackIndexFile(JSON.parse(readFileSync(path.join(dir, name), 'utf8'))))
  .filter((file) => wanted.has(file.indexName));

const uploaded = await uploadIndexFiles(algoliasearch(appId, adminKey), files);
for (const { indexName, records } of uploaded) console.log(`${indexName}: ${records} records`);
