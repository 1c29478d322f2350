/**
 * The docs check: `npm run check:docs`. Reads docs/en and docs/zh, prints every problem as
 * `<file>: <message>` and exits with 1 when there is any.
 *
 * To add a check, append it to `docsChecks`; a check is `(ctx: DocsContext) => Promise<Problem[]>`.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkBehaviourPins, pinReport } from './behaviourPins.ts';
import { checkInlineSpacing, checkQuotationMarks } from './chineseTypography.ts';
import { loadDocsContext } from './context.ts';
import { checkEmptySections } from './emptySections.ts';
import { checkHeadingIds } from './headings.ts';
import { checkLinks } from './links.ts';
import { checkOpenings } from './openings.ts';
import {
  checkCodeBlockParity,
  checkHeadingParity,
  checkPageParity,
  checkRowAnchorParity,
} from './parity.ts';
import { checkPlaceholders } from './placeholders.ts';
import { checkReferenceCoverage } from './reference-coverage.ts';
import { formatProblems, type NamedCheck, runChecks } from './run.ts';
import { checkTerminology } from './terminology.ts';
import { checkTypeScriptBlocks } from './typecheck.ts';
import { checkWholeFileExamples } from './wholeFileExamples.ts';
import { checkWordCount } from './wordCount.ts';

export const docsChecks: NamedCheck[] = [
  { name: 'parse', run: async (ctx) => ctx.parseProblems },
  { name: 'page parity', run: checkPageParity },
  { name: 'heading ids', run: checkHeadingIds },
  { name: 'heading parity', run: checkHeadingParity },
  { name: 'row anchor parity', run: checkRowAnchorParity },
  { name: 'code block parity', run: checkCodeBlockParity },
  { name: 'placeholders', run: checkPlaceholders },
  { name: 'empty sections', run: checkEmptySections },
  { name: 'word count', run: checkWordCount },
  { name: 'openings', run: checkOpenings },
  { name: 'links', run: checkLinks },
  { name: 'terminology', run: checkTerminology },
  { name: 'quotation marks', run: checkQuotationMarks },
  { name: 'inline spacing', run: checkInlineSpacing },
  { name: 'type-check', run: checkTypeScriptBlocks },
  { name: 'reference coverage', run: (ctx) => checkReferenceCoverage(ctx.rootDir) },
  { name: 'behaviour pins', run: checkBehaviourPins },
  // The slowest: `rspress build` in scratch sites (16 builds for the docs of Rspress 2.0.22).
  { name: 'whole-file examples', run: (ctx) => checkWholeFileExamples(ctx) },
];

async function main(): Promise<void> {
  const started = performance.now();
  const rootDir = path.resolve(import.meta.dirname, '..', '..');
  const ctx = await loadDocsContext(rootDir);
  if (process.argv.includes('--pins')) {
    // The behaviour suite's reach, per page: `npm run check:docs -- --pins`.
    console.log(await pinReport(ctx));
    return;
  }
  const problems = await runChecks(ctx, docsChecks);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const pageCount = `${ctx.files.en.length} English and ${ctx.files.zh.length} Chinese pages`;
  if (problems.length > 0) {
    console.log(formatProblems(problems));
    const files = new Set(problems.map((problem) => problem.file)).size;
    console.error(
      `\ndocs check failed: ${problems.length} problems in ${files} files (${pageCount}, ${seconds}s)`,
    );
    process.exitCode = 1;
  } else {
    console.log(`docs check passed (${pageCount}, ${seconds}s)`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
