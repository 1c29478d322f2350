/**
 * One measurement of one candidate-retrieval variant in a fresh Node process (nothing compiled or
 * cached by an earlier one). Run by bench/termIndex.ts:
 *
 *   node --expose-gc --import tsx bench/termIndex/run.ts <build|load> <ours|minisearch> <job file>
 *
 * - build: the index from the records; its time (and the heap it leaves, tokens cached by the
 *   engine included).
 * - load: the index from its serialized JSON text (parse, then `TermIndex.deserialize` or
 *   `MiniSearch.loadJS`; ours then builds its typo tree, `prepare`), the memory it holds, then the
 *   lookups of the keystroke mix, warm, several rounds: each keystroke's query terms looked up
 *   with the engine's word cache (a term asked at an earlier keystroke is not looked up again) and
 *   without it (every term of the keystroke).
 *
 * Prints the figures as one line of JSON.
 */
import { readFileSync } from 'node:fs';
import type { QueryTerm } from '../../search/engine/query.ts';
import type { SearchIndexFile } from '../../search/types.ts';
import {
  buildMiniSearch,
  buildOurs,
  loadMiniSearch,
  loadOurs,
  miniSearchRetrieval,
  oursRetrieval,
  type Retrieval,
  type TermHits,
} from './retrieval.ts';

export interface Job {
  /** The site's index file (records). */
  recordsFile: string;
  /** Serialized indexes, as JSON text. */
  serialized: { ours: string; minisearch: string };
  /** The query terms of each keystroke of the mix, in typing order. */
  keystrokes: QueryTerm[][];
}

/**
 * Times are wall-clock, and also CPU time of the process (`cpu…Ms`): the machine is shared, and
 * a process that waits for a core takes longer without doing more.
 */
export interface BuildFigures {
  buildMs: number;
  cpuBuildMs: number;
  heldBytes: number;
}

export interface LoadFigures {
  parseMs: number;
  loadMs: number;
  /** Ours: building the typo tree (`prepare`); MiniSearch has it already. */
  prepareMs: number;
  cpuParseMs: number;
  cpuLoadMs: number;
  cpuPrepareMs: number;
  heldBytes: number;
  /** Per keystroke, with the engine's word cache, each measured round in order. */
  keystrokeMs: number[];
  /** Per keystroke, every term looked up. */
  uncachedMs: number[];
  /**
   * Each query term of the mix looked up alone, nothing remembered (in the order of the
   * keystrokes and their terms), each measured round in order.
   */
  termMs: number[];
  /** Records found over one round (the same for every round and variant). */
  recordsPerRound: number;
}

const WARM_ROUNDS = 5;
const MEASURED_ROUNDS = 10;

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with node --expose-gc');

/** Heap and array buffers in use once garbage is collected. */
function held(): number {
  gc?.();
  gc?.();
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return heapUsed + arrayBuffers;
}

/** A stopwatch of wall-clock and CPU time. */
function stopwatch(): () => { wall: number; cpu: number } {
  const wall = performance.now();
  const cpu = process.cpuUsage();
  return () => {
    const used = process.cpuUsage(cpu);
    return { wall: performance.now() - wall, cpu: (used.user + used.system) / 1000 };
  };
}

const termKey = (term: QueryTerm) => `${term.prefix ? 'prefix' : 'term'}:${term.term}`;

/** One pass over the mix; the time of each keystroke. */
function round(retrieval: Retrieval, keystrokes: QueryTerm[][], cached: boolean): number[] {
  const times: number[] = [];
  const cache = new Map<string, TermHits>();
  retrieval.forget();
  for (const terms of keystrokes) {
    if (!cached) retrieval.forget();
    const started = performance.now();
    for (const term of terms) {
      if (!cached) {
        retrieval.hits(term);
        continue;
      }
      const key = termKey(term);
      if (!cache.has(key)) cache.set(key, retrieval.hits(term));
    }
    times.push(performance.now() - started);
  }
  return times;
}

/** One pass over the mix, every term looked up alone; the time of each lookup. */
function termRound(retrieval: Retrieval, keystrokes: QueryTerm[][]): number[] {
  const times: number[] = [];
  for (const terms of keystrokes) {
    for (const term of terms) {
      retrieval.forget();
      const started = performance.now();
      retrieval.hits(term);
      times.push(performance.now() - started);
    }
  }
  return times;
}

function recordsFound(retrieval: Retrieval, keystrokes: QueryTerm[][]): number {
  let found = 0;
  for (const terms of keystrokes)
    for (const term of terms) found += retrieval.hits(term).records.length;
  return found;
}

const [mode, variant, jobFile] = process.argv.slice(2);
if (
  (mode !== 'build' && mode !== 'load') ||
  (variant !== 'ours' && variant !== 'minisearch') ||
  !jobFile
) {
  console.error('usage: run.ts <build|load> <ours|minisearch> <job file>');
  process.exit(1);
}
const job = JSON.parse(readFileSync(jobFile, 'utf8')) as Job;
const { records } = JSON.parse(readFileSync(job.recordsFile, 'utf8')) as SearchIndexFile;

if (mode === 'build') {
  const before = held();
  const stop = stopwatch();
  const index = variant === 'ours' ? buildOurs(records) : buildMiniSearch(records);
  const build = stop();
  const heldBytes = held() - before;
  if (!index) throw new Error('no index');
  console.log(
    JSON.stringify({
      buildMs: build.wall,
      cpuBuildMs: build.cpu,
      heldBytes,
    } satisfies BuildFigures),
  );
} else {
  const text = readFileSync(job.serialized[variant], 'utf8');
  const before = held();
  let stop = stopwatch();
  let parsed = JSON.parse(text);
  const parse = stop();
  stop = stopwatch();
  const index = variant === 'ours' ? loadOurs(parsed) : loadMiniSearch(parsed, records);
  const load = stop();
  stop = stopwatch();
  if (variant === 'ours') (index as ReturnType<typeof loadOurs>).prepare();
  const prepare = stop();
  parsed = undefined;
  const heldBytes = held() - before;
  // The text stays alive until here: it was counted before the index was made.
  if (text.length === 0) throw new Error('empty index');

  const retrieval =
    variant === 'ours'
      ? oursRetrieval(index as ReturnType<typeof loadOurs>, records.length)
      : miniSearchRetrieval(index as ReturnType<typeof loadMiniSearch>, records.length);
  const keystrokeMs: number[] = [];
  const uncachedMs: number[] = [];
  for (const [cached, times] of [
    [true, keystrokeMs],
    [false, uncachedMs],
  ] as const) {
    for (let r = 0; r < WARM_ROUNDS; r++) round(retrieval, job.keystrokes, cached);
    for (let r = 0; r < MEASURED_ROUNDS; r++)
      times.push(...round(retrieval, job.keystrokes, cached));
  }
  const termMs: number[] = [];
  for (let r = 0; r < WARM_ROUNDS; r++) termRound(retrieval, job.keystrokes);
  for (let r = 0; r < MEASURED_ROUNDS; r++) termMs.push(...termRound(retrieval, job.keystrokes));
  retrieval.forget();
  const figures: LoadFigures = {
    parseMs: parse.wall,
    loadMs: load.wall,
    prepareMs: prepare.wall,
    cpuParseMs: parse.cpu,
    cpuLoadMs: load.cpu,
    cpuPrepareMs: prepare.cpu,
    heldBytes,
    keystrokeMs,
    uncachedMs,
    termMs,
    recordsPerRound: recordsFound(retrieval, job.keystrokes),
  };
  console.log(JSON.stringify(figures));
}
