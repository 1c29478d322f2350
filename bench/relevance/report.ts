/** The relevance comparison as Markdown: every engine's figures side by side, and our losses. */
import type { Comparison, PeerEngine, QueryResult } from './compare.ts';
import { ENGINE_NAMES, ENGINES, losses, offTopicLosses, PEERS } from './compare.ts';
import { type Figures, METRIC_NAMES, type Scope } from './metrics.ts';

const SCOPES: [Scope, string][] = [
  ['en', 'English'],
  ['zh', 'Chinese'],
  ['all', 'all'],
];

const ROWS: (keyof typeof METRIC_NAMES & keyof Figures)[] = [
  'top1',
  'top3',
  'mrr',
  'offTopicEmpty',
  'offTopicAtMost5',
];

/**
 * Every engine's figures, one table per language and one for all queries: a row per metric, a
 * column per engine, the best figure of each row in bold.
 */
export function figuresTable({ figures }: Comparison): string {
  const header = ENGINES.map((engine) => ENGINE_NAMES[engine]);
  const tables = SCOPES.map(([scope, name]) => {
    const { queries, offTopicQueries } = figures.ours[scope];
    const lines = [
      `${name} (${queries} on-topic + ${offTopicQueries} off-topic queries):`,
      '',
      `| metric | ${header.join(' | ')} |`,
      `|---|${header.map(() => '---:').join('|')}|`,
    ];
    for (const metric of ROWS) {
      const values = ENGINES.map((engine) => figures[engine][scope][metric].toFixed(3));
      const best = Math.max(...values.map(Number));
      const cells = values.map((v) => (Number(v) === best ? `**${v}**` : v));
      lines.push(`| ${METRIC_NAMES[metric]} | ${cells.join(' | ')} |`);
    }
    return lines.join('\n');
  });
  return tables.join('\n\n');
}

const rank = (value: number | null) => (value === null ? '–' : String(value));

function lossLine(result: QueryResult, peer: PeerEngine): string {
  return `| ${result.lang} | ${result.query} | ${rank(result.ours.rank)} | ${rank(result[peer].rank)} | ${result.ours.first.join('<br>')} | ${result.accept.join('<br>')} |`;
}

/** For each peer, the on-topic queries where it ranks an accepted page higher, and the off-topic ones. */
export function lossesTable(comparison: Comparison): string {
  return PEERS.map((peer) => {
    const name = ENGINE_NAMES[peer];
    const lost = losses(comparison.results, peer);
    const lostOffTopic = offTopicLosses(comparison.results, peer);
    return [
      `${lost.length} on-topic queries where ${name} ranks an accepted page higher than we do:`,
      '',
      `| lang | query | our rank | ${name} rank | our first pages | accepted |`,
      '|---|---|---:|---:|---|---|',
      ...lost.map((r) => lossLine(r, peer)),
      '',
      `${lostOffTopic.length} off-topic queries where ${name} answers nothing and we answer:`,
      '',
      '| lang | query | our pages |',
      '|---|---|---:|',
      ...lostOffTopic.map((r) => `| ${r.lang} | ${r.query} | ${r.ours.pages} |`),
    ].join('\n');
  }).join('\n\n');
}
