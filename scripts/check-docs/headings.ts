import { allPages, atLine, type DocsContext } from './context.ts';
import type { Problem } from './types.ts';

const WELL_FORMED_ID = /^[A-Za-z0-9][\w-]*$/;

/**
 * Every `##`–`######` heading carries an explicit `{#id}` (so that both languages share anchors),
 * and no id is used twice on a page, counting the ids of anchored table rows, which are anchors
 * too. The `#` title needs none: it is the page itself.
 */
export async function checkHeadingIds(ctx: DocsContext): Promise<Problem[]> {
  const problems: Problem[] = [];
  for (const page of allPages(ctx)) {
    const seen = new Map<string, number>();
    const anchors = [
      ...page.headings.map((heading) => ({ ...heading, what: 'heading' })),
      ...page.rowAnchors.map((row) => ({
        id: row.id,
        text: row.name,
        line: row.line,
        depth: 0,
        what: 'table row',
      })),
    ].sort((a, b) => a.line - b.line);
    for (const anchor of anchors) {
      if (anchor.id === undefined) {
        if (anchor.depth >= 2) {
          problems.push({
            file: page.file,
            message: `${atLine(anchor.line)}heading "${anchor.text}" has no explicit id; write it as "${'#'.repeat(anchor.depth)} ${anchor.text} {#some-id}"`,
          });
        }
        continue;
      }
      if (!WELL_FORMED_ID.test(anchor.id)) {
        problems.push({
          file: page.file,
          message: `${atLine(anchor.line)}${anchor.what} id "${anchor.id}" should be made of letters, digits, "-" and "_"`,
        });
      }
      const previous = seen.get(anchor.id);
      if (previous !== undefined) {
        problems.push({
          file: page.file,
          message: `${atLine(anchor.line)}${anchor.what} id "${anchor.id}" is already used on line ${previous}`,
        });
      } else {
        seen.set(anchor.id, anchor.line);
      }
    }
  }
  return problems;
}
