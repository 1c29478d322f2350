import { type LanguageReport, REPORT_PERIODS, type Report } from './report.ts';

/** The report as an HTML page (charts are inline SVG: no script, nothing from elsewhere) and as text. */

const LANG_NAMES: Record<string, string> = { en: 'English', zh: 'Chinese (简体中文)' };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const percent = (value: number | null) => (value === null ? '–' : `${(value * 100).toFixed(1)} %`);
const decimal = (value: number | null) => (value === null ? '–' : value.toFixed(2));

/** Settled searches per day, the part without results in red. */
function daysChart(lang: LanguageReport, report: Report): string {
  const width = 720;
  const height = 160;
  const pad = 28;
  const byDay = new Map(lang.days.map((day) => [day.day, day]));
  const days: string[] = [];
  const start = new Date(report.since);
  for (
    let t = Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), start.getUTCDate());
    t <= Date.parse(report.until);
    t += 86_400_000
  ) {
    days.push(new Date(t).toISOString().slice(0, 10));
  }
  const max = Math.max(1, ...lang.days.map((day) => day.searches));
  const step = (width - pad * 2) / days.length;
  const bar = Math.max(1, step * 0.8);
  const y = (value: number) => height - pad - (value / max) * (height - pad * 2);
  const bars = days
    .map((day, i) => {
      const figures = byDay.get(day) ?? { searches: 0, noResults: 0 };
      const x = pad + i * step;
      return `<g><title>${day}: ${figures.searches} searches, ${figures.noResults} without results</title>
<rect x="${x.toFixed(1)}" y="${y(figures.searches).toFixed(1)}" width="${bar.toFixed(1)}" height="${(height - pad - y(figures.searches)).toFixed(1)}" class="bar"/>
<rect x="${x.toFixed(1)}" y="${y(figures.noResults).toFixed(1)}" width="${bar.toFixed(1)}" height="${(height - pad - y(figures.noResults)).toFixed(1)}" class="bar-none"/></g>`;
    })
    .join('');
  return `<svg viewBox="0 0 ${width} ${height}" role="img" aria-label="Settled searches per day, ${escapeHtml(lang.lang)}">
<line x1="${pad}" y1="${height - pad}" x2="${width - pad}" y2="${height - pad}" class="axis"/>
<text x="${pad}" y="${pad - 8}" class="label">${max}</text>
<text x="${pad}" y="${height - 8}" class="label">${days[0] ?? ''}</text>
<text x="${width - pad}" y="${height - 8}" class="label" text-anchor="end">${days.at(-1) ?? ''}</text>
${bars}</svg>`;
}

/** Horizontal bars: how often each query was searched, the clicked part darker. */
function queriesChart(
  rows: { query: string; count: number; clicks: number }[],
  label: string,
): string {
  if (rows.length === 0) return '<p class="empty">None in this period.</p>';
  const row = 22;
  const width = 720;
  const text = 240;
  const max = Math.max(...rows.map((r) => r.count));
  const scale = (value: number) => ((width - text - 60) * value) / max;
  const body = rows
    .map((r, i) => {
      const y = i * row;
      return `<g><title>${escapeHtml(r.query)}: ${r.count} searches, ${r.clicks} followed by a click</title>
<text x="${text - 8}" y="${y + 15}" text-anchor="end" class="query">${escapeHtml(r.query.length > 36 ? `${r.query.slice(0, 35)}…` : r.query)}</text>
<rect x="${text}" y="${y + 3}" width="${scale(r.count).toFixed(1)}" height="${row - 6}" class="bar"/>
<rect x="${text}" y="${y + 3}" width="${scale(r.clicks).toFixed(1)}" height="${row - 6}" class="bar-click"/>
<text x="${(text + scale(r.count) + 6).toFixed(1)}" y="${y + 15}" class="label">${r.count}</text></g>`;
    })
    .join('');
  return `<svg viewBox="0 0 ${width} ${rows.length * row}" role="img" aria-label="${escapeHtml(label)}">${body}</svg>`;
}

function queryTable(
  rows: { query: string; count: number; clicks: number }[],
  caption: string,
): string {
  if (rows.length === 0) return '';
  return `<table><caption>${escapeHtml(caption)}</caption><thead><tr><th scope="col">Query</th><th scope="col">Searches</th><th scope="col">With a click</th></tr></thead><tbody>${rows
    .map((r) => `<tr><td>${escapeHtml(r.query)}</td><td>${r.count}</td><td>${r.clicks}</td></tr>`)
    .join('')}</tbody></table>`;
}

function languageSection(lang: LanguageReport, report: Report): string {
  const name = LANG_NAMES[lang.lang] ?? lang.lang;
  const { feedback } = lang;
  return `<section aria-labelledby="lang-${escapeHtml(lang.lang)}">
<h2 id="lang-${escapeHtml(lang.lang)}">${escapeHtml(name)}</h2>
<dl class="figures">
<div><dt>Settled searches</dt><dd>${lang.searches}</dd></div>
<div><dt>Without results</dt><dd>${lang.noResultSearches}</dd></div>
<div><dt>Click-through rate</dt><dd>${percent(lang.clickThroughRate)}</dd></div>
<div><dt>Average click position</dt><dd>${decimal(lang.averageClickPosition)}</dd></div>
<div><dt>"Helpful" answers</dt><dd>${feedback.yes} yes · ${feedback.no} no</dd></div>
</dl>
<h3>Searches per day</h3>
${daysChart(lang, report)}
<h3>Top queries</h3>
${queriesChart(lang.topQueries, `Top queries, ${name}`)}
${queryTable(lang.topQueries, `Top queries, ${name}`)}
<h3>Queries without results</h3>
${queriesChart(lang.noResultQueries, `Queries without results, ${name}`)}
${queryTable(lang.noResultQueries, `Queries without results, ${name}`)}
<h3>Pages with the most "No"</h3>
${
  feedback.pages.length === 0
    ? '<p class="empty">None in this period.</p>'
    : `<table><thead><tr><th scope="col">Page</th><th scope="col">No</th><th scope="col">Yes</th></tr></thead><tbody>${feedback.pages
        .map(
          (p) =>
            `<tr><td><a href="${escapeHtml(p.path)}">${escapeHtml(p.path)}</a></td><td>${p.no}</td><td>${p.yes}</td></tr>`,
        )
        .join('')}</tbody></table>`
}
<h3>Comments</h3>
${
  feedback.comments.length === 0
    ? '<p class="empty">None in this period.</p>'
    : `<ul class="comments">${feedback.comments
        .map(
          (c) =>
            `<li><span class="vote">${c.helpful ? 'Yes' : 'No'}</span> <a href="${escapeHtml(c.path)}">${escapeHtml(c.path)}</a> <time datetime="${c.at}">${c.at.slice(0, 10)}</time><blockquote>${escapeHtml(c.comment)}</blockquote></li>`,
        )
        .join('')}</ul>`
}
</section>`;
}

const STYLE = `
body{font:15px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:800px;padding:0 1rem;color:#1f2328;background:#fff}
h1{font-size:1.6rem}h2{margin-top:2.5rem;border-bottom:1px solid #d0d7de}h3{font-size:1.05rem;margin-top:1.5rem}
nav a{margin-right:.8rem}nav a[aria-current]{font-weight:700}
.figures{display:flex;flex-wrap:wrap;gap:1rem}.figures div{border:1px solid #d0d7de;border-radius:6px;padding:.5rem .8rem}
dt{font-size:.85rem;color:#59636e}dd{margin:0;font-size:1.2rem;font-weight:600}
svg{width:100%;height:auto}.bar{fill:#9ec5fe}.bar-none{fill:#d1242f}.bar-click{fill:#0a58ca}.axis{stroke:#59636e}
.label,.query{font-size:12px;fill:#1f2328}
table{border-collapse:collapse;width:100%;margin:.5rem 0}th,td{text-align:left;border-bottom:1px solid #d0d7de;padding:.2rem .4rem}
caption{text-align:left;font-size:.85rem;color:#59636e}.empty{color:#59636e}
.comments{list-style:none;padding:0}.comments li{margin:.8rem 0}.vote{font-weight:700}blockquote{margin:.2rem 0 0 1rem;white-space:pre-wrap}
@media (prefers-color-scheme:dark){body{background:#0d1117;color:#e6edf3}.label,.query{fill:#e6edf3}a{color:#4493f8}}`;

export function renderReportHtml(report: Report): string {
  const periods = REPORT_PERIODS.map(
    (days) =>
      `<a href="?days=${days}"${days === report.days ? ' aria-current="page"' : ''}>${days === 1 ? 'last day' : `${days} days`}</a>`,
  ).join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex, nofollow">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Search analytics and page feedback</title><style>${STYLE}</style></head>
<body><main>
<h1>Search analytics and page feedback</h1>
<p>From ${report.since.slice(0, 16).replace('T', ' ')} to ${report.until.slice(0, 16).replace('T', ' ')} UTC. Searches are settled queries: what a reader stopped at or clicked, not every keystroke.</p>
<nav aria-label="Period">${periods}</nav>
${report.store ? `<pre class="drops">${escapeHtml(dropLines(report).join('\n'))}</pre>` : ''}
${report.langs.map((lang) => languageSection(lang, report)).join('\n')}
</main></body></html>`;
}

/** Records this server accepted and did not store, by reason, as lines of text. */
function dropLines(report: Report): string[] {
  const { store } = report;
  if (!store) return [];
  const rows = Object.entries(store.dropped)
    .map(([reason, kinds]) => ({
      reason,
      kinds: Object.entries(kinds).filter(([, n]) => n > 0),
    }))
    .filter((row) => row.kinds.length > 0);
  const total = rows.reduce((sum, row) => sum + row.kinds.reduce((all, [, n]) => all + n, 0), 0);
  return [
    `Records not stored since this server started (${store.since.slice(0, 16)} UTC): ${total}` +
      (store.up === false ? '   (the database is unavailable now)' : ''),
    ...rows.map(
      (row) => `  ${row.reason}: ${row.kinds.map(([kind, n]) => `${kind} ${n}`).join(', ')}`,
    ),
  ];
}

export function renderReportText(report: Report): string {
  const lines: string[] = [
    `Search analytics and page feedback, ${report.days} day${report.days === 1 ? '' : 's'}: ${report.since.slice(0, 16)} to ${report.until.slice(0, 16)} UTC`,
    ...dropLines(report),
  ];
  const list = (rows: { query: string; count: number; clicks: number }[]) =>
    rows.length === 0
      ? ['  (none)']
      : rows.map(
          (r) => `  ${String(r.count).padStart(6)}  ${String(r.clicks).padStart(6)}  ${r.query}`,
        );
  for (const lang of report.langs) {
    const { feedback } = lang;
    const peak = Math.max(1, ...lang.days.map((day) => day.searches));
    lines.push(
      '',
      `== ${LANG_NAMES[lang.lang] ?? lang.lang} ==`,
      `Settled searches: ${lang.searches}   without results: ${lang.noResultSearches}   click-through rate: ${percent(lang.clickThroughRate)}   average click position: ${decimal(lang.averageClickPosition)}`,
      `Was this page helpful? yes ${feedback.yes}, no ${feedback.no}`,
      '',
      'Searches per day:',
      ...(lang.days.length === 0
        ? ['  (none)']
        : lang.days.map(
            (day) =>
              `  ${day.day} ${String(day.searches).padStart(6)} ${'#'.repeat(Math.ceil((40 * day.searches) / peak))}`,
          )),
      '',
      'Top queries (searches, with a click, query):',
      ...list(lang.topQueries),
      '',
      'Queries without results:',
      ...list(lang.noResultQueries),
      '',
      'Pages with the most "No" (no, yes, page):',
      ...(feedback.pages.length === 0
        ? ['  (none)']
        : feedback.pages.map(
            (p) => `  ${String(p.no).padStart(6)}  ${String(p.yes).padStart(6)}  ${p.path}`,
          )),
      '',
      'Comments:',
      ...(feedback.comments.length === 0
        ? ['  (none)']
        : feedback.comments.map(
            (c) =>
              `  [${c.helpful ? 'yes' : 'no'}] ${c.path} ${c.at.slice(0, 10)}: ${c.comment.replace(/\s+/g, ' ')}`,
          )),
    );
  }
  return `${lines.join('\n')}\n`;
}
