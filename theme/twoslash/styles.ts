/**
 * Type information on the TypeScript examples (build/twoslash.ts, runtime.ts): an identifier with
 * a type is underlined while pointed at or focused, and its popup (`hidden` in the HTML, so that
 * the pages need none of these styles before the script adds them) shows below it. The popup's
 * text keeps the colours of the code block it is in (its background is the block's), so it reads
 * as well as the code in both appearances.
 *
 * A module of its own, not a `.css` file: Rspress puts every stylesheet a page imports into the
 * site's one stylesheet (and a `.css` file imported as a string into a script every page loads).
 */
export const TWOSLASH_STYLES = `
.twoslash-hover {
  border-radius: 2px;
  text-decoration: underline dotted transparent;
  text-underline-offset: 3px;
}

.twoslash-hover:is(:hover, :focus-visible) {
  text-decoration-color: currentColor;
}

.twoslash-hover:focus-visible {
  outline: 2px solid var(--rp-c-brand);
  outline-offset: 1px;
}

.twoslash-popup-container {
  /* Hidden by its hidden attribute until shown (below). Fixed, above the code block's
     scrolling, which would clip it: runtime.ts places it. */
  position: fixed;
  z-index: 30;
  max-width: min(640px, calc(100vw - 16px));
  padding: 6px 10px;
  border: 1px solid var(--rp-c-divider);
  border-radius: 6px;
  background: var(--rp-code-block-bg);
  box-shadow: 0 4px 16px rgb(0 0 0 / 15%);
  font-size: 0.8125rem;
  line-height: 1.5;
  text-align: left;
  white-space: pre-wrap;
  cursor: text;
}

/* The pointer crosses the gap between the identifier and the popup without closing it. */
.twoslash-popup-container::before {
  content: "";
  position: absolute;
  inset: -8px;
  z-index: -1;
}

.twoslash-hover:is(:hover, :focus-visible):not([data-dismissed]) > .twoslash-popup-container {
  display: block;
}

.twoslash-popup-container code {
  display: block;
  padding: 0;
  background: none;
  font-size: inherit;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
}
`;
