/**
 * Term index benchmark: does the engine's hand-written inverted index (search/engine/termIndex.ts)
 * pay, against MiniSearch 7.2.0 doing the same job? Only the candidate-retrieval layer is compared
 * (bench/termIndex/retrieval.ts): for each query term, the records holding it exactly, as a prefix
 * and within typos, each with its best attribute — what the ranker needs — on the site's records
 * of both languages and the query terms of the keystroke mix of bench/queries.ts.
 *
 * First, in this process, both answer a sample of terms and their answers are compared record by
 * record (a comparison only means something if they find the same). Then each variant is measured
 * in fresh Node processes (bench/termIndex/run.ts), RUNS times, interleaved: build from the
 * records; load from its serialized JSON; memory held; lookups per keystroke, warm.
 *
 * Needs a build: `npm run build && npm run bench:term-index`. Writes bench/results/term-index.json.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { SearchEngine } from '../search/engine/engine.ts';
import { unpackIndexFile } from '../search/engine/indexFile.ts';
import type { QueryTerm } from '../search/engine/query.ts';
import { SERIALIZED_FORMAT } from '../search/engine/termIndex.ts';
import type { SearchIndexFile } from '../search/types.ts';
import { percentile } from './percentile.ts';
import { indexNames, QUERIES } from './queries.ts';
import { compareHits, isSame } from './termIndex/compare.ts';
import {
  buildMiniSearch,
  buildOurs,
  loadOurs,
  miniSearchRetrieval,
  oursRetrieval,
} from './termIndex/retrieval.ts';
import type { BuildFigures, Job, LoadFigures } from './termIndex/run.ts';

const root = path.resolve(import.meta.dirname, '..');
/** Fresh processes per variant, language and measurement; figures are their medians. */
const RUNS = Number(process.env.TERM_INDEX_RUNS ?? 5);
/** Index terms of each script sampled for the comparison, besides the terms of the mix. */
const SAMPLED_TERMS = 120;
const VARIANTS = ['ours', 'minisearch'] as const;
type Variant = (typeof VARIANTS)[number];

const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
const round2 = (n: number) => Number(n.toFixed(2));
const round3 = (n: number) => Number(n.toFixed(3));

/** Each distinct query term (by form and prefix flag) of a parsed query. */
function queryTerms(engine: SearchEngine, query: string): QueryTerm[] {
  const terms = new Map<string, QueryTerm>();
  for (const word of engine.parse(query).words) {
    for (const alternative of word.alternatives) {
      for (const term of alternative.terms) {
        terms.set(`${term.prefix ? 'prefix' : 'term'}:${term.term}`, term);
      }
    }
  }
  return [...terms.values()];
}

/** A word with its second letter changed: one typo. */
function withTypo(term: string): string {
  const letter = term[1] === 'x' ? 'y' : 'x';
  return `${term[0]}${letter}${term.slice(2)}`;
}

/** Query terms to compare the variants on: the mix's, and index terms typed whole, cut, mistyped. */
function sampleTerms(
  engine: SearchEngine,
  keystrokes: QueryTerm[][],
  groups: string[][],
): QueryTerm[] {
  const terms = new Map<string, QueryTerm>();
  const add = (list: QueryTerm[]) => {
    for (const term of list) terms.set(`${term.prefix ? 'prefix' : 'term'}:${term.term}`, term);
  };
  for (const list of keystrokes) add(list);
  for (const group of groups) {
    const step = Math.max(1, Math.floor(group.length / SAMPLED_TERMS));
    for (let i = 0; i < group.length; i += step) {
      const term = group[i] as string;
      add(queryTerms(engine, `${term} `));
      add(queryTerms(engine, [...term].slice(0, 3).join('')));
      if (/^[a-z]{4,}$/.test(term)) add(queryTerms(engine, `${withTypo(term)} `));
    }
  }
  return [...terms.values()];
}

interface Comparison {
  termsCompared: number;
  same: number;
  /** Over all sampled terms: records found, and those found only within typos or as a prefix. */
  recordsFound: number;
  recordsWithTypos: number;
  recordsNotExact: number;
  differences: {
    term: string;
    prefix: boolean;
    onlyOurs: number;
    onlyMiniSearch: number;
    attribute: number;
    typos: number;
    exact: number;
  }[];
}

function runVariant(mode: 'build' | 'load', variant: Variant, jobFile: string): string {
  const output = execFileSync(
    process.execPath,
    [
      '--expose-gc',
      '--import',
      'tsx',
      path.join(import.meta.dirname, 'termIndex', 'run.ts'),
      mode,
      variant,
      jobFile,
    ],
    { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  return output.trim().split('\n').at(-1) as string;
}

/** Kinds of lookups, to see where an index pays. */
const KINDS = {
  first: 'first keystrokes: a prefix of 1–2 characters',
  prefix: 'a longer prefix (with its typos)',
  whole: 'a whole word (with its typos)',
} as const;
type Kind = keyof typeof KINDS;

function kindOf(term: QueryTerm): Kind {
  if (!term.prefix) return 'whole';
  return term.term.length <= 2 ? 'first' : 'prefix';
}

/** Per sample position, its median over rounds of `length` samples each. */
function medianPerPosition(samples: number[], length: number): number[] {
  return Array.from({ length }, (_, k) => {
    const values: number[] = [];
    for (let i = k; i < samples.length; i += length) values.push(samples[i] as number);
    return median(values);
  });
}

interface Summary {
  buildMs: number;
  parseMs: number;
  loadMs: number;
  prepareMs: number;
  cpuBuildMs: number;
  cpuParseMs: number;
  cpuLoadMs: number;
  cpuPrepareMs: number;
  serializedKB: number;
  serializedGzipKB: number;
  heldMB: number;
  buildHeldMB: number;
  keystrokeP50ms: number;
  keystrokeP99ms: number;
  uncachedP50ms: number;
  uncachedP99ms: number;
  /** The percentiles over every sample, interrupted rounds included. */
  rawKeystrokeP99ms: number;
  rawUncachedP99ms: number;
  /** Per kind of lookup: how many in the mix, p50 and slowest (each lookup's median over rounds). */
  byKind: Record<Kind, { lookups: number; p50ms: number; maxMs: number }>;
  recordsPerRound: number;
}

const tmp = mkdtempSync(path.join(os.tmpdir(), 'term-index-bench-'));
const loadAverage = os.loadavg().map((n) => round2(n));
const results: Record<
  string,
  {
    records: number;
    terms: number;
    keystrokes: number;
    prebuiltInFile: boolean;
    comparison: Comparison;
    figures: Record<Variant, Summary>;
  }
> = {};

try {
  for (const lang of ['en', 'zh'] as const) {
    const recordsFile = path.join(root, 'doc_build', 'search', `${indexNames[lang]}.json`);
    const file = unpackIndexFile(JSON.parse(readFileSync(recordsFile, 'utf8')));
    const { records } = file;
    // Index files built before the term index was prebuilt lack it: serialize it as the build does.
    const prebuiltInFile = file.termIndex?.format === SERIALIZED_FORMAT;
    const serializedOurs = prebuiltInFile
      ? (file.termIndex as NonNullable<SearchIndexFile['termIndex']>)
      : buildOurs(records).serialize();
    const engine = new SearchEngine(file);
    const keystrokes = QUERIES.filter(([l]) => l === lang).map(([, query]) =>
      queryTerms(engine, query),
    );

    // The same answers?
    const ours = oursRetrieval(loadOurs(serializedOurs), records.length);
    const miniSearchIndex = buildMiniSearch(records);
    const miniSearch = miniSearchRetrieval(miniSearchIndex, records.length);
    const sample = sampleTerms(engine, keystrokes, [
      serializedOurs.latin.terms,
      serializedOurs.cjk.terms,
    ]);
    const comparison: Comparison = {
      termsCompared: sample.length,
      same: 0,
      recordsFound: 0,
      recordsWithTypos: 0,
      recordsNotExact: 0,
      differences: [],
    };
    for (const term of sample) {
      const hits = ours.hits(term);
      comparison.recordsFound += hits.records.length;
      comparison.recordsWithTypos += hits.typos.filter((typos) => typos > 0).length;
      comparison.recordsNotExact += hits.exact.filter((exact) => exact === 0).length;
      const difference = compareHits(hits, miniSearch.hits(term));
      if (isSame(difference)) {
        comparison.same++;
        continue;
      }
      comparison.differences.push({
        term: term.term,
        prefix: term.prefix,
        onlyOurs: difference.onlyA.length,
        onlyMiniSearch: difference.onlyB.length,
        attribute: difference.attribute.length,
        typos: difference.typos.length,
        exact: difference.exact.length,
      });
    }

    const texts = {
      ours: JSON.stringify(serializedOurs),
      minisearch: JSON.stringify(miniSearchIndex),
    };
    const serialized = {
      ours: path.join(tmp, `${lang}-ours.json`),
      minisearch: path.join(tmp, `${lang}-minisearch.json`),
    };
    for (const variant of VARIANTS) writeFileSync(serialized[variant], texts[variant]);
    const jobFile = path.join(tmp, `${lang}-job.json`);
    writeFileSync(jobFile, JSON.stringify({ recordsFile, serialized, keystrokes } satisfies Job));

    const builds: Record<Variant, BuildFigures[]> = { ours: [], minisearch: [] };
    const loads: Record<Variant, LoadFigures[]> = { ours: [], minisearch: [] };
    for (let run = 0; run < RUNS; run++) {
      for (const variant of VARIANTS) {
        process.stderr.write(`${lang} ${variant} run ${run + 1}/${RUNS}\n`);
        builds[variant].push(JSON.parse(runVariant('build', variant, jobFile)));
        loads[variant].push(JSON.parse(runVariant('load', variant, jobFile)));
      }
    }
    const figures = {} as Record<Variant, Summary>;
    for (const variant of VARIANTS) {
      const runs = loads[variant];
      // Per process: each keystroke's median over the measured rounds (a round that the machine's
      // other processes interrupted does not count), then the percentile over the keystrokes.
      const at = (times: (run: LoadFigures) => number[], p: number) =>
        median(
          runs.map((run) =>
            percentile(
              medianPerPosition(times(run), keystrokes.length).sort((a, b) => a - b),
              p,
            ),
          ),
        );
      const kinds = keystrokes.flat().map(kindOf);
      const byKind = {} as Summary['byKind'];
      for (const kind of Object.keys(KINDS) as Kind[]) {
        const perRun = runs.map((run) =>
          medianPerPosition(run.termMs, kinds.length)
            .filter((_, i) => kinds[i] === kind)
            .sort((a, b) => a - b),
        );
        byKind[kind] = {
          lookups: perRun[0]?.length ?? 0,
          p50ms: round3(median(perRun.map((times) => percentile(times, 50)))),
          maxMs: round3(median(perRun.map((times) => times.at(-1) ?? 0))),
        };
      }
      const raw = (times: (run: LoadFigures) => number[], p: number) =>
        median(
          runs.map((run) =>
            percentile(
              [...times(run)].sort((a, b) => a - b),
              p,
            ),
          ),
        );
      figures[variant] = {
        buildMs: Math.round(median(builds[variant].map((b) => b.buildMs))),
        parseMs: Math.round(median(runs.map((r) => r.parseMs))),
        loadMs: Math.round(median(runs.map((r) => r.loadMs))),
        prepareMs: Math.round(median(runs.map((r) => r.prepareMs))),
        cpuBuildMs: Math.round(median(builds[variant].map((b) => b.cpuBuildMs))),
        cpuParseMs: Math.round(median(runs.map((r) => r.cpuParseMs))),
        cpuLoadMs: Math.round(median(runs.map((r) => r.cpuLoadMs))),
        cpuPrepareMs: Math.round(median(runs.map((r) => r.cpuPrepareMs))),
        serializedKB: Math.round(Buffer.byteLength(texts[variant]) / 1024),
        serializedGzipKB: Math.round(gzipSync(texts[variant]).length / 1024),
        heldMB: round2(median(runs.map((r) => r.heldBytes)) / 2 ** 20),
        buildHeldMB: round2(median(builds[variant].map((b) => b.heldBytes)) / 2 ** 20),
        keystrokeP50ms: round3(at((r) => r.keystrokeMs, 50)),
        keystrokeP99ms: round3(at((r) => r.keystrokeMs, 99)),
        uncachedP50ms: round3(at((r) => r.uncachedMs, 50)),
        uncachedP99ms: round3(at((r) => r.uncachedMs, 99)),
        rawKeystrokeP99ms: round3(raw((r) => r.keystrokeMs, 99)),
        rawUncachedP99ms: round3(raw((r) => r.uncachedMs, 99)),
        byKind,
        recordsPerRound: runs[0]?.recordsPerRound ?? 0,
      };
    }
    results[lang] = {
      records: records.length,
      terms: serializedOurs.latin.terms.length + serializedOurs.cjk.terms.length,
      keystrokes: keystrokes.length,
      prebuiltInFile,
      comparison,
      figures,
    };
  }
} finally {
  rmSync(tmp, { recursive: true, force: true });
}

const output = {
  date: new Date().toISOString(),
  machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}`,
  loadAverageAtStart: loadAverage,
  runs: RUNS,
  results,
};
writeFileSync(
  path.join(import.meta.dirname, 'results', 'term-index.json'),
  `${JSON.stringify(output, null, 2)}\n`,
);

const name = { ours: 'TermIndex (ours)', minisearch: 'MiniSearch 7.2.0' };
console.log(
  `\n${output.machine}; load average at start ${loadAverage.join(', ')}; medians of ${RUNS} fresh processes per figure\n`,
);
console.log('| language: same answers as ours (sampled query terms) | differences |\n|---|---|');
for (const [lang, r] of Object.entries(results)) {
  const { termsCompared, same, differences, recordsFound, recordsWithTypos, recordsNotExact } =
    r.comparison;
  const listed = differences
    .slice(0, 5)
    .map(
      (d) =>
        `${d.term}${d.prefix ? '…' : ''}: ${d.onlyOurs} only ours, ${d.onlyMiniSearch} only MiniSearch, ${d.attribute} attribute, ${d.typos} typos, ${d.exact} exact`,
    )
    .join('; ');
  console.log(
    `| ${lang}: ${same} / ${termsCompared} (${recordsFound} records, ${recordsNotExact} through a prefix or typos, ${recordsWithTypos} with typos) | ${listed || 'none'} |`,
  );
}
console.log(
  '\n| language, index | build from records (ms) | load: JSON.parse + deserialize (+ typo tree) (ms) | serialized (KB; gzip) | memory held (MB) | per keystroke p50 / p99 (ms) | every term, no cache: p50 / p99 (ms) |\n|---|---:|---:|---:|---:|---:|---:|',
);
for (const [lang, r] of Object.entries(results)) {
  for (const variant of VARIANTS) {
    const f = r.figures[variant];
    const load =
      variant === 'ours'
        ? `${f.parseMs} + ${f.loadMs} (+ ${f.prepareMs}); CPU ${f.cpuParseMs} + ${f.cpuLoadMs} (+ ${f.cpuPrepareMs})`
        : `${f.parseMs} + ${f.loadMs}; CPU ${f.cpuParseMs} + ${f.cpuLoadMs}`;
    console.log(
      `| ${lang}, ${name[variant]} | ${f.buildMs} (CPU ${f.cpuBuildMs}) | ${load} | ${f.serializedKB} (${f.serializedGzipKB}) | ${f.heldMB} | ${f.keystrokeP50ms} / ${f.keystrokeP99ms} | ${f.uncachedP50ms} / ${f.uncachedP99ms} |`,
    );
  }
}

console.log(
  '\n| language, kind of lookup (lookups in the mix) | ours: p50 / slowest (ms) | MiniSearch: p50 / slowest (ms) |\n|---|---:|---:|',
);
for (const [lang, r] of Object.entries(results)) {
  for (const kind of Object.keys(KINDS) as Kind[]) {
    const ours = r.figures.ours.byKind[kind];
    const mini = r.figures.minisearch.byKind[kind];
    if (ours.lookups === 0) continue;
    console.log(
      `| ${lang}, ${KINDS[kind]} (${ours.lookups}) | ${ours.p50ms} / ${ours.maxMs} | ${mini.p50ms} / ${mini.maxMs} |`,
    );
  }
}
