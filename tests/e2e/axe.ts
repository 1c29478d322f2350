import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/** The rule sets the site must pass: WCAG 2.0–2.2 A and AA, and axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** One line per violation and node: what a developer needs to find and fix it. */
export function describeViolations(violations: Violation[]): string[] {
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact ?? 'unknown impact'}) at ${node.target.join(' ')}: ` +
        `${violation.help} — ${node.failureSummary?.replace(/\s+/g, ' ') ?? ''} ${violation.helpUrl}`,
    ),
  );
}

/** Runs axe over the whole page as it is now and fails with every violation found. */
export async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  expect(describeViolations(violations), 'axe violations').toEqual([]);
}
