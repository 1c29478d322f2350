import { allPages, atLine, type DocsContext } from './context.ts';
import type { Problem } from './types.ts';

/**
 * Every `##`–`######` heading carries an explicit `{#id}` (so that both languages share anchors),
 * and no id is used twice on a page. The `#` title needs none: it is the page itself.
 */
export async function checkHeadingIds(ctx: DocsContext): Promise<Problem[]> {
  const problems: Problem[] = [];
  for (const page of allPages(ctx)) {
    const seen = new Map<string, number>();
    for (const heading of page.headings) {
      if (heading.id === undefined) {
        if (heading.depth >= 2) {
          problems.push({
            file: page.file,
            message: `${atLine(heading.line)}heading "${heading.text}" has no explicit id; write it as "${'#'.repeat(heading.depth)} ${heading.text} {#some-id}"`,
          });
        }
        continue;
      }
      if (!/^[A-Za-z0-9][\w-]*$/.test(heading.id)) {
        problems.push({
          file: page.file,
          message: `${atLine(heading.line)}heading id "${heading.id}" should be made of letters, digits, "-" and "_"`,
        });
      }
      const previous = seen.get(heading.id);
      if (previous !== undefined) {
        problems.push({
          file: page.file,
          message: `${atLine(heading.line)}heading id "${heading.id}" is already used on line ${previous}`,
        });
      } else {
        seen.set(heading.id, heading.line);
      }
    }
  }
  return problems;
}
