import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { RspressPlugin } from '@rspress/core';

/** An Rsbuild plugin, as an Rspress plugin's `builderConfig` takes it. */
type RsbuildPlugin = Extract<
  NonNullable<NonNullable<RspressPlugin['builderConfig']>['plugins']>[number],
  { setup: unknown }
>;

/** The version of `@docsearch/react` whose modal `groupInRuns` rewrites. */
export const DOCSEARCH_VERSION = '3.9.0';

/**
 * Where DocSearch 3.9.0's modal groups the hits of an answer (the same statement in its ESM and
 * UMD builds, with other minified names): `m = groupBy(hits, (hit) => lvl0Of(hit),
 * maxResultsPerGroup)`, followed by the group names kept as suggestions for the no-results screen.
 */
const GROUPING =
  /m=(\w+)\(c,\(function\(e\)\{return (\w+)\(e\)\}\),u\);i\.context\.searchSuggestions\.length<Object\.keys\(m\)\.length&&a\(\{searchSuggestions:Object\.keys\(m\)\}\)/g;

/**
 * DocSearch's modal with the hits grouped in runs. Upstream groups the hits by their sidebar group
 * (`hierarchy.lvl0`), groups in the order of their first hit: a second page from the first hit's
 * group comes before a better page of another group, up to five hits later. Here a group is a run
 * of consecutive hits of the same sidebar group, and a group that comes back further down the
 * answer is listed again there, under the same title: the modal lists pages in the order the
 * engine ranked them. The no-results screen's suggestions stay the distinct group names.
 *
 * A patch of the installed package, applied when the bundle is built rather than by `npm ci`: the
 * module is one minified line, which a patch file would copy whole (twice: ESM and UMD). Fails the
 * build when the statement is not found exactly once, as a patch that no longer applies does.
 */
export function groupInRuns(code: string, file = '@docsearch/react'): string {
  const found = code.match(GROUPING) ?? [];
  if (found.length !== 1) {
    throw new Error(
      `${file}: DocSearch ${DOCSEARCH_VERSION}'s grouping of hits was found ${found.length} times, not once (build/docsearchGroups.ts)`,
    );
  }
  return code.replace(
    GROUPING,
    (_, groupBy: string, lvl0Of: string) =>
      `m=${groupBy}(c,function(){var p,n=0;return function(e){var k=${lvl0Of}(e);return k!==p&&(p=k,n++),n+"\\u0000"+k}}(),u),` +
      `ss=Object.keys(m).map(function(k){return k.slice(k.indexOf("\\u0000")+1)}).filter(function(k,j,all){return all.indexOf(k)===j});` +
      'i.context.searchSuggestions.length<ss.length&&a({searchSuggestions:ss})',
  );
}

/** The module files of `@docsearch/react` a bundle may take: its ESM and UMD builds. */
const DOCSEARCH_MODULE = /[\\/]@docsearch[\\/]react[\\/]dist[\\/](esm|umd)[\\/]index\.js$/;

/**
 * The DocSearch modal of the site's search (theme/components/Search) with hits in the engine's
 * order (`groupInRuns`). Fails at once when the installed `@docsearch/react` is not the version
 * the rewrite was made for.
 */
export function docsearchGroupsPlugin(): RspressPlugin {
  const require = createRequire(import.meta.url);
  const { version } = JSON.parse(
    readFileSync(require.resolve('@docsearch/react/package.json'), 'utf8'),
  ) as { version: string };
  if (version !== DOCSEARCH_VERSION) {
    throw new Error(
      `@docsearch/react ${version} is installed; build/docsearchGroups.ts rewrites ${DOCSEARCH_VERSION}: check whether the modal still groups hits by first appearance, then update or remove it`,
    );
  }
  const rsbuildPlugin: RsbuildPlugin = {
    name: 'rspress-docs-docsearch-groups',
    setup(api) {
      api.transform(
        { test: DOCSEARCH_MODULE },
        ({ code, resourcePath }: { code: string; resourcePath: string }) =>
          groupInRuns(code, resourcePath),
      );
    },
  };
  return { name: 'rspress-docs-docsearch-groups', builderConfig: { plugins: [rsbuildPlugin] } };
}
