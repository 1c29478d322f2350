import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type { AxeResults, Result, RunOptions } from 'axe-core';

/** The rule sets the site must pass: WCAG 2.0–2.2 A and AA, and axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * axe-core's own browser build, run in the page itself: one `axe.run` over the document, much
 * faster than @axe-core/playwright's default of a partial run per frame finished in a blank page
 * (the site has no frames). Evaluated through the DevTools protocol, so the site's
 * Content-Security-Policy does not apply to it.
 */
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** Which of the rules to run: all of AXE_TAGS, or only those about colour (see below). */
export type AxeRules = 'all' | 'colour';

/** One line per violation and node: what a developer needs to find and fix it. */
export function describeViolations(violations: Result[]): string[] {
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact ?? 'unknown impact'}) at ${node.target.join(' ')}: ` +
        `${violation.help} — ${node.failureSummary?.replace(/\s+/g, ' ') ?? ''} ${violation.helpUrl}`,
    ),
  );
}

/**
 * Runs axe over the whole page as it is now and fails with every violation found. `colour` runs
 * only the rules of AXE_TAGS in axe's colour category (`cat.color`: contrast, links told apart by
 * colour), all that changes when the appearance does.
 */
export async function expectNoAxeViolations(page: Page, rules: AxeRules = 'all') {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(
    async ({ tags, rules }) => {
      const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
      const runOnly: RunOptions['runOnly'] =
        rules === 'all'
          ? { type: 'tag', values: tags }
          : {
              type: 'rule',
              values: axe
                .getRules(tags)
                .filter((rule) => rule.enabled && rule.tags.includes('cat.color'))
                .map((rule) => rule.ruleId),
            };
      if (runOnly.values.length === 0) throw new Error(`axe has no ${rules} rules in ${tags}`);
      const results: AxeResults = await axe.run(document, {
        runOnly,
        resultTypes: ['violations'],
      });
      return results.violations;
    },
    { tags: AXE_TAGS, rules },
  );
  expect(describeViolations(violations), `axe violations (${rules} rules)`).toEqual([]);
}
