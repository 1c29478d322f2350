/**
 * The popups of the TypeScript examples with type information (build/twoslash.ts): imported by
 * the pages that have one, and by no other. Each identifier with a type is focusable and holds its
 * popup, `hidden` in the HTML; the styles show the popup while the pointer is over the identifier
 * (or the popup) or the identifier has the keyboard's focus. This adds the styles to the page,
 * places the shown popup next to its identifier, above the code block's scrolling (it would clip
 * the popup), and closes it on Escape until the pointer or the focus leaves.
 */
import { TWOSLASH_STYLES } from './styles.ts';

const TOKEN = '.twoslash-hover';
/** Pixels between the identifier and its popup, and the least between the popup and the edges. */
const GAP = 4;
const MARGIN = 8;

const tokenOf = (target: EventTarget | null) =>
  target instanceof Element ? target.closest<HTMLElement>(TOKEN) : null;

const popupOf = (token: HTMLElement) =>
  token.querySelector<HTMLElement>(':scope > .twoslash-popup-container');

/** Below the identifier, or above it when there is no room below; within the window's width. */
export function place(token: HTMLElement) {
  const popup = popupOf(token);
  if (!popup || getComputedStyle(popup).display === 'none') return;
  const anchor = token.getBoundingClientRect();
  const { offsetWidth: width, offsetHeight: height } = popup;
  const below = anchor.bottom + GAP;
  const top =
    below + height > window.innerHeight - MARGIN && anchor.top - GAP - height >= MARGIN
      ? anchor.top - GAP - height
      : below;
  const left = Math.max(MARGIN, Math.min(anchor.left, window.innerWidth - MARGIN - width));
  popup.style.top = `${Math.round(top)}px`;
  popup.style.left = `${Math.round(left)}px`;
}

/** Shown again once the pointer or the focus has left the identifier. */
const reopen = (token: HTMLElement) => {
  if (token.matches(':hover, :focus')) return;
  delete token.dataset.dismissed;
};

function listen() {
  const style = document.createElement('style');
  style.dataset.twoslash = '';
  style.textContent = TWOSLASH_STYLES;
  document.head.append(style);
  document.addEventListener('mouseover', (event) => {
    const token = tokenOf(event.target);
    if (token && !token.contains(event.relatedTarget as Node | null)) place(token);
  });
  document.addEventListener('focusin', (event) => {
    const token = tokenOf(event.target);
    if (token) place(token);
  });
  document.addEventListener('mouseout', (event) => {
    const token = tokenOf(event.target);
    if (token && !token.contains(event.relatedTarget as Node | null)) reopen(token);
  });
  document.addEventListener('focusout', (event) => {
    const token = tokenOf(event.target);
    if (token) queueMicrotask(() => reopen(token));
  });
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    const shown = `${TOKEN}:hover, ${TOKEN}:focus-visible`;
    for (const token of document.querySelectorAll<HTMLElement>(shown)) {
      token.dataset.dismissed = '';
    }
  });
  // A shown popup follows its identifier when the page or the code block scrolls.
  document.addEventListener(
    'scroll',
    () => {
      for (const token of document.querySelectorAll<HTMLElement>(
        `${TOKEN}:hover, ${TOKEN}:focus`,
      )) {
        place(token);
      }
    },
    { capture: true, passive: true },
  );
}

// The page's module also runs in Node, as the build renders the page.
const flag = '__rspressDocsTwoslash';
if (typeof document !== 'undefined' && !(flag in window)) {
  Object.defineProperty(window, flag, { value: true });
  listen();
}
