import { getCopyableText as baseGetCopyableText } from '@rspress/core/theme-original';

type Options = Parameters<typeof baseGetCopyableText>[1];

/** The lines a diff removes: `// [!code --]` (build/codeNotation.ts) or Shiki's diff classes. */
const REMOVED_LINE = '.line.diff.remove';

/**
 * The text the copy button of a code block copies: the default theme's, without the lines a diff
 * removes, so that what the reader pastes is the code after the change. The `+` and `-` in the
 * margin are drawn by CSS and never were text. The default copies what it is given; this gives it
 * a copy of the block without those lines and the line breaks that ended them.
 */
export function getCopyableText(element: HTMLElement | null, options?: Options): string {
  if (!element?.querySelector(REMOVED_LINE)) return baseGetCopyableText(element, options);
  const copy = element.cloneNode(true) as HTMLElement;
  for (const line of copy.querySelectorAll(REMOVED_LINE)) {
    // Shiki puts a "\n" text node between two lines: the one after the line goes with it (the
    // one before, for the last line).
    const after = line.nextSibling;
    const before = line.previousSibling;
    if (after?.nodeType === Node.TEXT_NODE && after.nodeValue?.startsWith('\n')) {
      after.nodeValue = after.nodeValue.slice(1);
    } else if (before?.nodeType === Node.TEXT_NODE && before.nodeValue?.endsWith('\n')) {
      before.nodeValue = before.nodeValue.slice(0, -1);
    }
    line.remove();
  }
  return baseGetCopyableText(copy, options);
}
