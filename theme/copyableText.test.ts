// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { getCopyableText } from './copyableText.ts';

// The default walks the element's text; its own rules (line numbers, ignored selectors) are not
// what is tested here.
vi.mock('@rspress/core/theme-original', () => ({
  getCopyableText: (element: HTMLElement | null) => element?.textContent ?? '',
}));

/** A code block as Shiki renders it: one span per line, a line break between two lines. */
function block(lines: [text: string, className?: string][]): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = `<pre class="shiki has-diff"><code>${lines
    .map(
      ([text, className]) => `<span class="line${className ? ` ${className}` : ''}">${text}</span>`,
    )
    .join('\n')}</code></pre>`;
  return container;
}

describe('getCopyableText', () => {
  it('leaves out the lines a diff removes, with their line breaks', () => {
    const element = block([
      ['const config = {'],
      ["  title: 'My Docs',", 'diff remove'],
      ["  title: 'Acme Docs',", 'diff add'],
      ['};'],
    ]);
    expect(getCopyableText(element)).toBe("const config = {\n  title: 'Acme Docs',\n};");
    // The page keeps showing both lines.
    expect(element.querySelectorAll('.line')).toHaveLength(4);
  });

  it('leaves out removed first and last lines', () => {
    expect(
      getCopyableText(
        block([
          ['old();', 'diff remove'],
          ['next();', 'diff add'],
          ['gone();', 'diff remove'],
        ]),
      ),
    ).toBe('next();');
  });

  it('copies a block without removed lines as it is', () => {
    expect(getCopyableText(block([['a'], ['b', 'highlighted']]))).toBe('a\nb');
    expect(getCopyableText(null)).toBe('');
  });
});
