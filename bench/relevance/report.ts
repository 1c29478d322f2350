/** The relevance comparison as Markdown: figures side by side, and the queries we lose. */
import type { Comparison, QueryResult } from './compare.ts';
import { losses, offTopicLosses } from './compare.ts';
import { type Figures, METRIC_NAMES, type Scope } from './metrics.ts';

const SCOPES: [Scope, string][] = [
  ['en', 'English'],
  ['zh', 'Chinese'],
  ['all', 'all'],
];

const ROWS: [keyof typeof METRIC_NAMES, (f: Figures) => string][] = [
  ['top1', (f) => `${f.top1.toFixed(3)}`],
  ['top3', (f) => `${f.top3.toFixed(3)}`],
  ['mrr', (f) => `${f.mrr.toFixed(3)}`],
  ['offTopicEmpty', (f) => `${f.offTopicEmpty.toFixed(3)}`],
  ['offTopicAtMost5', (f) => `${f.offTopicAtMost5.toFixed(3)}`],
];

/** The figures of both engines, per language and overall, as a Markdown table. */
export function figuresTable({ ours, pagefind }: Comparison): string {
  const header = SCOPES.flatMap(([scope, name]) => [
    `${name}: ours (${ours[scope].queries}+${ours[scope].offTopicQueries})`,
    `${name}: Pagefind`,
  ]);
  const lines = [
    `| metric | ${header.join(' | ')} |`,
    `|---|${header.map(() => '---:').join('|')}|`,
  ];
  for (const [metric, format] of ROWS) {
    const cells = SCOPES.flatMap(([scope]) => [format(ours[scope]), format(pagefind[scope])]);
    lines.push(`| ${METRIC_NAMES[metric]} | ${cells.join(' | ')} |`);
  }
  return lines.join('\n');
}

const rank = (value: number | null) => (value === null ? '–' : String(value));

function lossLine(result: QueryResult): string {
  return `| ${result.lang} | ${result.query} | ${rank(result.ours.rank)} | ${rank(result.pagefind.rank)} | ${result.ours.first.join('<br>')} | ${result.accept.join('<br>')} |`;
}

/** The on-topic queries where Pagefind ranks an accepted page higher, and the off-topic ones. */
export function lossesTable(comparison: Comparison): string {
  const lost = losses(comparison.results);
  const lostOffTopic = offTopicLosses(comparison.results);
  const lines = [
    `${lost.length} on-topic queries where Pagefind ranks an accepted page higher than we do:`,
    '',
    '| lang | query | our rank | Pagefind rank | our first pages | accepted |',
    '|---|---|---:|---:|---|---|',
    ...lost.map(lossLine),
    '',
    `${lostOffTopic.length} off-topic queries where Pagefind answers nothing and we answer:`,
    '',
    '| lang | query | our pages |',
    '|---|---|---:|',
    ...lostOffTopic.map((r) => `| ${r.lang} | ${r.query} | ${r.ours.pages} |`),
  ];
  return lines.join('\n');
}
